import {
  IMPORT_GEOCODE_PARALLEL,
  importSummary,
  LiveEvents,
  StopErr,
  StopMessages,
  stopLimitMessage,
  type TBatchGeocodeAnswer,
  type TBatchGeocodeParsed,
  type TImportCellProblem,
  type TImportFailure,
} from '@rp/contracts';
import { rowStopFields, type TImportedStopFields } from '@rp/contracts/import-cells';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { AppError } from '../../core/errors.js';
import { markRouteChanged, routeForRead, routeForWrite } from '../routes/route-access.js';
import { saveImportMapping } from './import-mapping.service.js';
import { importProgressCounter } from './import-progress.js';
import {
  failSwappedRows,
  importCountry,
  placeRow,
  rowSearcher,
  type TPlacedRow,
  teamPlace,
} from './place-row.js';
import { stopsRepository } from './stops.repository.js';
import { announceStopsChanged, toStop } from './stops.service.js';

/** Runs `work` on every item with at most `parallel` running at once; results in item order. */
async function mapLimited<T, R>(
  items: readonly T[],
  parallel: number,
  work: (item: T, i: number) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return results;
}

/**
 * The stop fields of the placed rows, through the contracts' cell rules. A refused cell is not
 * saved (the stop keeps that field's default) and is reported by row and file line.
 */
function stopFieldsOf(
  placed: readonly TPlacedRow[],
  values: readonly (readonly string[])[],
  body: TBatchGeocodeParsed,
  phoneCountry: string,
): { fields: TImportedStopFields[]; problems: TImportCellProblem[] } {
  const problems: TImportCellProblem[] = [];
  const fields = placed.map((p) => {
    const r = rowStopFields(values[p.row] ?? [], body.columnConfig, phoneCountry);
    for (const problem of r.problems) problems.push({ row: p.row, line: p.line, ...problem });
    return r.fields;
  });
  return { fields, problems };
}

const isFailure = (r: TPlacedRow | TImportFailure): r is TImportFailure => 'reason' in r;

/**
 * POST /batch_geocode/: places every row (its coordinates as they are, else the geocoder) and adds
 * the placed rows as stops at the end of the route in one transaction. Rows that could not be
 * placed are answered in `failed`, never dropped. When the placed rows would take the route past
 * the plan's stops per route, none is added (err -20): the file is imported whole or not at all.
 * An optimised route or a driver route is refused like the stops API does (409).
 */
export async function batchGeocode(
  deps: TAppDeps,
  a: TAuthContext,
  body: TBatchGeocodeParsed,
): Promise<TBatchGeocodeAnswer> {
  const routeId = body.route_id;
  const max = a.access.limits.maxStopsPerRoute;
  const limitAnswer = (failed: TImportFailure[]): TBatchGeocodeAnswer => ({
    err: StopErr.PlanLimit,
    message: stopLimitMessage(max),
    stops: [],
    failed,
    by_city: [],
    cell_problems: [],
  });

  // Cheap checks before any geocoding: the route is there, writable and not already full.
  const route = await routeForRead(deps.db, a, routeId);
  if (route.is_optimized && route.sent_at === null) throw new AppError(409, StopMessages.routeLocked);
  if ((await stopsRepository.countStops(deps.db, routeId)) >= max) return limitAnswer([]);

  const country = importCountry(a, body);
  const search = rowSearcher(deps, a);
  // Rows may take a second each with an online geocoder: the team's planners see how far it is.
  const progress = importProgressCounter(body.values.length, (placed) =>
    deps.live.publishImportProgress({ teamId: a.teamId, routeId, placed, total: body.values.length }),
  );
  const placedOrNot = await mapLimited(body.values, IMPORT_GEOCODE_PARALLEL, async (values, row) => {
    const outcome = await placeRow(values, row, body, country, search);
    progress.rowDone();
    return outcome;
  });
  const outcomes = failSwappedRows(placedOrNot, teamPlace(a));
  const failed = outcomes.filter(isFailure);
  const placed = outcomes.filter((o): o is TPlacedRow => !isFailure(o));
  // National phone numbers take the team's calling code; a team without a country, the file's.
  const phoneCountry = a.userData.countryCode || body.countryCode;
  const extra = stopFieldsOf(placed, body.values, body, phoneCountry);

  const answer = await deps.db.transaction().execute(async (trx): Promise<TBatchGeocodeAnswer> => {
    await routeForWrite(trx, a, routeId, { lockedWhenOptimizedUnsent: StopMessages.routeLocked });
    if ((await stopsRepository.countStops(trx, routeId)) + placed.length > max) return limitAnswer(failed);
    const now = deps.now();
    const first = await stopsRepository.nextSequence(trx, routeId);
    const rows = await stopsRepository.insertStops(
      trx,
      placed.map((p, i) => ({
        ...extra.fields[i],
        route_id: routeId,
        sequence: first + i,
        name: p.name,
        address: p.address,
        lat: p.lat,
        lng: p.lng,
        created_at: now,
        updated_at: now,
      })),
    );
    if (rows.length > 0) await markRouteChanged(trx, routeId, now);
    // The mapping that worked is offered again for the next file with these headers.
    if (body.headers) await saveImportMapping(trx, a, body.headers, body.columnConfig, now);
    // Rows placed by their postcode or city only are answered in by_city, for the dispatcher to check.
    const approximate = placed.filter((p) => p.by === 'postcode' || p.by === 'city');
    const byPostcode = approximate.filter((p) => p.by === 'postcode').length;
    return {
      err: StopErr.Ok,
      message: importSummary({
        added: rows.length,
        byCity: approximate.length - byPostcode,
        byPostcode,
        failed: failed.length,
        badCells: extra.problems.length,
      }),
      stops: rows.map(toStop),
      failed,
      by_city: approximate.map((p) => p.row),
      cell_problems: extra.problems,
    };
  });
  // The stops changed, and so did the route list's stop count.
  if (answer.stops.length > 0) {
    announceStopsChanged(deps, a.teamId, routeId);
    deps.live.publish({ event: LiveEvents.routeChanged, teamId: a.teamId, routeId });
  }
  return answer;
}
