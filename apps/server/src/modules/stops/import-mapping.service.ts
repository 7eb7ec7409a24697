import { createHash } from 'node:crypto';
import {
  ImportMessages,
  StopErr,
  type TApi,
  type TCallAnswer,
  type TColumnConfig,
  type TImportMappingAnswer,
  ZColumnConfigSchema,
} from '@rp/contracts';
import { headerSignature } from '@rp/contracts/import-headers';
import type { Kysely } from 'kysely';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import type { Database } from '../../db/schema.js';
import { importMappingRepository } from './import-mapping.repository.js';

/** The key of a header row: a hash of its normalised form, so headers differing in case or accents match. */
export const headerHash = (headers: readonly string[]): string =>
  createHash('sha256').update(headerSignature(headers)).digest('hex');

/** The team's last mapping for these headers, null when none (or when a stored one no longer validates). */
export async function findImportMapping(
  deps: TAppDeps,
  a: TAuthContext,
  headers: readonly string[],
): Promise<TImportMappingAnswer> {
  const row = await importMappingRepository.find(deps.db, a.teamId, headerHash(headers));
  const parsed = ZColumnConfigSchema.safeParse(row?.column_config);
  return { mapping: parsed.success ? parsed.data : null };
}

/** Keeps the mapping as the team's choice for these headers (inside the caller's transaction if given). */
export async function saveImportMapping(
  db: Kysely<Database>,
  a: TAuthContext,
  headers: readonly string[],
  columnConfig: TColumnConfig,
  now: Date,
): Promise<void> {
  await importMappingRepository.save(db, a.teamId, headerHash(headers), columnConfig, now);
}

/** POST /save_import_mapping/: keeps the mapping without importing, and says so. */
export async function keepImportMapping(
  deps: TAppDeps,
  a: TAuthContext,
  body: { headers: readonly string[]; columnConfig: TColumnConfig },
): Promise<TCallAnswer<TApi['saveImportMapping']>> {
  await saveImportMapping(deps.db, a, body.headers, body.columnConfig, deps.now());
  return { err: StopErr.Ok, message: ImportMessages.mappingSaved };
}
