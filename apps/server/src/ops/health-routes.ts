import { Api, ReadinessMessages } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/errors.js';
import type { Db } from '../db/database.js';
import { healthRepository } from '../db/health.repository.js';
import { pendingMigrationCount } from '../db/migrate.js';
import { registerCall } from '../http/register-call.js';

/**
 * Is the database up and at the code's schema? Migrations never go backwards, so once all are
 * applied that answer is kept; the database itself is asked every time.
 */
export function createReadinessCheck(db: Db): () => Promise<void> {
  let migrationsApplied = false;
  return async () => {
    try {
      await healthRepository.ping(db);
    } catch {
      throw new AppError(503, ReadinessMessages.databaseUnreachable);
    }
    if (migrationsApplied) return;
    const pending = await pendingMigrationCount(db).catch(() => {
      throw new AppError(503, ReadinessMessages.databaseUnreachable);
    });
    if (pending > 0) throw new AppError(503, ReadinessMessages.migrationsPending(pending));
    migrationsApplied = true;
  };
}

/** Liveness (the process answers) and readiness (database reachable, migrations applied), under /api. */
export function registerHealthChecks(api: FastifyInstance, db: Db): void {
  const ready = createReadinessCheck(db);
  registerCall(api, Api.healthLive, { handler: async () => ({ status: 'ok' as const }) });
  registerCall(api, Api.healthReady, {
    handler: async () => {
      await ready();
      return { status: 'ready' as const, database: 'ok' as const, migrations: 'applied' as const };
    },
  });
}
