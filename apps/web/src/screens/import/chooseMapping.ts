import { Api, emptyColumnConfig } from '@rp/contracts';
import { guessColumns } from '@rp/contracts/import-headers';
import { callApi } from '../../api/client';
import type { TMapping, TMappingSource } from './ImportMapping';
import { headersForImport } from './importRows';

/**
 * The mapping to show for a file: the team's last mapping for the same header row when the server
 * has one (fields it lacks unmapped), else the guess from the headers. A failed look-up is no reason
 * to stop the import: the guess is shown.
 */
export async function chooseMapping(
  header: readonly string[],
): Promise<{ mapping: TMapping; source: TMappingSource }> {
  const guessed = { mapping: guessColumns(header), source: 'guessed' as const };
  if (!header.some((h) => h.trim() !== '')) return guessed;
  try {
    const { mapping } = await callApi(Api.getImportMapping, { body: { headers: headersForImport(header) } });
    return mapping ? { mapping: { ...emptyColumnConfig(), ...mapping }, source: 'saved' } : guessed;
  } catch {
    return guessed;
  }
}
