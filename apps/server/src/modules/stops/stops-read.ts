import { Api, type TStopsAnswer } from '@rp/contracts';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { encodeAnswer, type TEncodedAnswer } from '../../core/encoded-answer.js';
import { routeForRead } from '../routes/route-access.js';
import { stopsRepository } from './stops.repository.js';
import { stopsDriverScopeOf, toStop } from './stops.service.js';

/**
 * How much encoded JSON one process keeps (the decoded values kept beside it take about as much
 * again); the least recently read routes go first.
 */
const DEFAULT_BUDGET_BYTES = 32 * 1024 * 1024;

interface TEntry {
  /** What the answer was read from: the route's stops_version and is_optimized. */
  key: string;
  answer: Promise<TEncodedAnswer<TStopsAnswer>>;
  bytes: number;
}

/**
 * Reads a route's list of stops, keeping each route's encoded answer in this process for as long
 * as the database says it is current. Every read still checks access and reads the route's row
 * (one small query, which it needs anyway); only when the row's stops_version or is_optimized
 * changed are the stops read and encoded again. The database stays the only copy: a write through
 * any process raises stops_version (a trigger), so no process serves an answer older than the row
 * it has just read.
 */
export function createStopsReader(deps: Pick<TAppDeps, 'db'>, budgetBytes = DEFAULT_BUDGET_BYTES) {
  /** By route and reader: `{routeId}` for dispatchers, `{routeId}:{userId}` for a driver-only member. */
  const entries = new Map<string, TEntry>();
  let totalBytes = 0;

  const forget = (slot: string) => {
    const e = entries.get(slot);
    if (!e) return;
    totalBytes -= e.bytes;
    entries.delete(slot);
  };

  const build = async (routeId: number, isOptimized: boolean, onlyDriverId: number | undefined) => {
    const rows = await stopsRepository.listStops(deps.db, routeId, isOptimized, onlyDriverId);
    // Checked against the call's own answer schema, as the route's serializer would check it.
    return encodeAnswer(Api.listStops.answer, { stops: rows.map(toStop) });
  };

  /** Keeps the built answer within the budget (the map's order is least recently read first). */
  const keep = (slot: string, entry: TEntry, answer: TEncodedAnswer<TStopsAnswer>) => {
    if (entries.get(slot) !== entry) return;
    entry.bytes = answer.body.length;
    totalBytes += entry.bytes;
    for (const [id, e] of entries) {
      if (totalBytes <= budgetBytes) break;
      if (e.bytes > 0) forget(id);
    }
  };

  return {
    async read(a: TAuthContext, routeId: number): Promise<TEncodedAnswer<TStopsAnswer>> {
      const route = await routeForRead(deps.db, a, routeId);
      // A driver-only member's answer holds only their stops: it is theirs alone. The driver
      // routes' drivers are part of stops_version (a trigger), so a handover is a new version.
      const onlyDriverId = stopsDriverScopeOf(a);
      const slot = onlyDriverId === undefined ? `${routeId}` : `${routeId}:${onlyDriverId}`;
      const key = `${route.stops_version}:${route.is_optimized}`;
      const hit = entries.get(slot);
      if (hit?.key === key) {
        entries.delete(slot);
        entries.set(slot, hit);
        return hit.answer;
      }
      forget(slot);
      // Concurrent reads of the same version share one query and one encoding.
      const entry: TEntry = { key, answer: build(routeId, route.is_optimized, onlyDriverId), bytes: 0 };
      entries.set(slot, entry);
      entry.answer.then(
        (answer) => keep(slot, entry, answer),
        () => {
          if (entries.get(slot) === entry) forget(slot);
        },
      );
      return entry.answer;
    },
    /** Encoded JSON kept now, in bytes. */
    keptBytes: () => totalBytes,
  };
}

export type TStopsReader = ReturnType<typeof createStopsReader>;
