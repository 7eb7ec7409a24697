import { APPLIED_CLIENT_ID_RETENTION_DAYS } from '@rp/contracts';
import type { FileStore } from '../../core/ports/file-store.js';
import type { Db } from '../../db/database.js';
import { retentionRepository } from './retention.repository.js';

const DAY_MS = 24 * 3600 * 1000;

/** Where proof pictures live in the file store (drivers' proof.service.ts writes `proof/<team>/…`). */
const PROOF_PREFIX = 'proof/';

/**
 * A proof file is written before the stop that names it is saved; a file younger than this may be
 * one whose save has not committed yet, so the sweep leaves it for the next run.
 */
const PROOF_FILE_GRACE_MS = 3600 * 1000;

/** How many file keys are checked against the stops in one query. */
const KEYS_PER_QUERY = 500;

export interface TRetentionDeps {
  db: Db;
  files: FileStore;
}

export interface TRetentionResult {
  positions: number;
  appliedClientIds: number;
  proofFiles: number;
}

/**
 * Removes what is kept no longer: drivers' positions older than their team's setting (default 30
 * days), applied client ids older than a week, and proof files no stop names any more (a deleted
 * route's, a deleted stop's, or a picture replaced by a later one). Safe to run at any time and
 * from several processes at once: every step deletes only what is already out of date.
 */
export async function runRetention(deps: TRetentionDeps, now: Date): Promise<TRetentionResult> {
  const positions = await retentionRepository.deleteExpiredPositions(deps.db, now);
  const appliedClientIds = await retentionRepository.deleteAppliedClientIdsBefore(
    deps.db,
    new Date(now.getTime() - APPLIED_CLIENT_ID_RETENTION_DAYS * DAY_MS),
  );
  const proofFiles = await deleteOrphanedProofFiles(deps, new Date(now.getTime() - PROOF_FILE_GRACE_MS));
  return { positions, appliedClientIds, proofFiles };
}

async function deleteOrphanedProofFiles(deps: TRetentionDeps, writtenBefore: Date): Promise<number> {
  const keys = await deps.files.listOlderThan(PROOF_PREFIX, writtenBefore);
  let deleted = 0;
  for (let i = 0; i < keys.length; i += KEYS_PER_QUERY) {
    const batch = keys.slice(i, i + KEYS_PER_QUERY);
    const inUse = await retentionRepository.proofKeysInUse(deps.db, batch);
    for (const key of batch.filter((k) => !inUse.has(k))) {
      await deps.files.delete(key);
      deleted++;
    }
  }
  return deleted;
}
