import { Api, emptyColumnConfig, IMPORT_ALL_FIELDS, UNMAPPED_COLUMN } from '@rp/contracts';
import type { TMappingQuestion, TMappingReason, TReadFile } from '@rp/contracts/import-guess';
import { callApi } from '../../api/client';
import type { TMapping, TMappingSource } from './ImportMapping';
import { headersForImport } from './importRows';

/** The mapping shown for a file, where it came from, why each field has its column, and what to ask. */
export interface TChosenMapping {
  mapping: TMapping;
  source: TMappingSource;
  reasons: Partial<Record<keyof TMapping, TMappingReason>>;
  questions: TMappingQuestion[];
}

/**
 * The mapping to show for a file: the team's last mapping for the same header row when the server
 * has one (fields it lacks unmapped), else the guess from the headers and cells (or the shop
 * export's format). A failed look-up is no reason to stop the import: the guess is shown.
 */
export async function chooseMapping(file: TReadFile): Promise<TChosenMapping> {
  const guessed: TChosenMapping = {
    ...file.guess,
    source: file.shop ? 'shop' : 'guessed',
  };
  if (!file.header.some((h) => h.trim() !== '')) return guessed;
  try {
    const { mapping } = await callApi(Api.getImportMapping, {
      body: { headers: headersForImport(file.header) },
    });
    if (!mapping) return guessed;
    const full = { ...emptyColumnConfig(), ...mapping };
    const mapped = IMPORT_ALL_FIELDS.filter((f) => full[f] !== UNMAPPED_COLUMN);
    return {
      mapping: full,
      source: 'saved',
      reasons: Object.fromEntries(mapped.map((f) => [f, 'saved' as const])),
      questions: [],
    };
  } catch {
    return guessed;
  }
}
