import { StopErr, type TAddressResult, type TSaveStopResponse } from '@rp/contracts';
import { apiGet, apiPost } from '../../api/client';
import { addressSearchPath, type TFocusPoint } from '../../components/AddressSearch';
import { rowAddress, rowCoordinates, rowQueries, type TColumnMapping } from './columns';

export interface TImportFailure {
  /** 1-based line of the sheet (the header is line 1). */
  line: number;
  text: string;
  reason: string;
}

export interface TImportResult {
  added: number;
  /** Rows placed by their city only, because the full address was not found. */
  byCity: number;
  failures: TImportFailure[];
  /** Set when the server refused more stops (the plan's limit): the rest were not tried. */
  stoppedMessage?: string;
}

export interface TImportOptions {
  routeId: number;
  /** Data rows (without the header). */
  rows: readonly string[][];
  mapping: TColumnMapping;
  country: string;
  focus: TFocusPoint | null;
  onProgress?: (done: number, total: number) => void;
  /** Requests in flight at once. */
  parallel?: number;
}

type TRowOutcome =
  | { kind: 'added'; byCity: boolean }
  | { kind: 'failed'; reason: string }
  | { kind: 'limit'; message: string };

async function locate(
  row: readonly string[],
  o: TImportOptions,
): Promise<{ place: { name: string; address: string; lat: number; lng: number }; byCity: boolean } | string> {
  const text = rowAddress(row, o.mapping);
  const coordinates = rowCoordinates(row, o.mapping);
  if (coordinates) {
    const label = text || `${coordinates.lat}, ${coordinates.lng}`;
    return { place: { name: label, address: label, ...coordinates }, byCity: false };
  }
  const queries = rowQueries(row, o.mapping, o.country);
  if (queries.length === 0) return 'No address, city or coordinates in the mapped columns';
  for (const [i, query] of queries.entries()) {
    const found = await apiGet<{ data: TAddressResult[] }>(addressSearchPath(query, o.focus));
    const best = found.data[0];
    if (best) {
      return {
        place: {
          name: text || best.name,
          address: best.fullAddress || best.address,
          lat: best.lat,
          lng: best.lng,
        },
        byCity: i > 0,
      };
    }
  }
  return `Address not found: ${queries[0]}`;
}

async function importRow(row: readonly string[], o: TImportOptions): Promise<TRowOutcome> {
  try {
    const located = await locate(row, o);
    if (typeof located === 'string') return { kind: 'failed', reason: located };
    const answer = await apiPost<TSaveStopResponse>(`/stop/${o.routeId}/`, { ...located.place, note: '' });
    if (answer.err === StopErr.PlanLimit) return { kind: 'limit', message: answer.message };
    if (answer.err !== StopErr.Ok) return { kind: 'failed', reason: answer.message };
    return { kind: 'added', byCity: located.byCity };
  } catch (e) {
    return { kind: 'failed', reason: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * Adds each row as a stop: rows with coordinates as they are, the others through the address
 * search (full address, then the city). Every row that fails is reported with its line, never
 * dropped; the plan's stop limit stops the import with the server's message.
 */
export async function importRows(o: TImportOptions): Promise<TImportResult> {
  const result: TImportResult = { added: 0, byCity: 0, failures: [] };
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < o.rows.length && !result.stoppedMessage) {
      const index = next++;
      const row = o.rows[index];
      const outcome = await importRow(row, o);
      if (outcome.kind === 'added') {
        result.added++;
        if (outcome.byCity) result.byCity++;
      } else if (outcome.kind === 'limit') {
        result.stoppedMessage ??= outcome.message;
        result.failures.push({ line: index + 2, text: rowAddress(row, o.mapping), reason: outcome.message });
      } else {
        result.failures.push({ line: index + 2, text: rowAddress(row, o.mapping), reason: outcome.reason });
      }
      o.onProgress?.(++done, o.rows.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, o.parallel ?? 4) }, worker));
  result.failures.sort((a, b) => a.line - b.line);
  return result;
}
