import type { TMetrics } from '../core/ports/metrics.js';
import type { TDbStats } from '../db/database.js';

/**
 * The database's connections by state: PostgreSQL's pool (total, idle, waiting for one) or, on
 * PGlite's single connection, the queries in flight and those waiting their turn.
 */
export function addDatabaseMetrics(metrics: TMetrics, stats: () => TDbStats): void {
  metrics.addGauge(
    'db_pool',
    'Database connections (PostgreSQL pool: total, idle, waiting, max) or PGlite queries (in_flight, waiting)',
    ['state'],
    (gauge) => {
      for (const [state, value] of Object.entries(stats().counts)) gauge.set({ state }, value);
    },
  );
}
