import {
  hasBadCoordinates,
  IMPORT_GEOCODE_PARALLEL,
  ImportMessages,
  importSummary,
  LiveEvents,
  rowAddress,
  rowCoordinates,
  rowName,
  rowQueries,
  StopErr,
  StopMessages,
  stopLimitMessage,
  type TAddressResult,
  type TBatchGeocodeAnswer,
  type TBatchGeocodeParsed,
  type TImportCellProblem,
  type TImportFailure,
} from '@rp/contracts';
import { rowStopFields, type TImportedStopFields } from '@rp/contracts/import-cells';
import type { TAppDeps } from '../../app-deps.js';
import type { TAuthContext } from '../../http/auth-context.js';
import { AppError } from '../../http/errors.js';
import { markRouteChanged, routeForRead, routeForWrite } from '../routes/route-access.js';
import { saveImportMapping } from './import-mapping.service.js';
import { stopsRepository } from './stops.repository.js';
import { announceStopsChanged, toStop } from './stops.service.js';

/** A row that has a place: what its stop is made of. */
interface TPlacedRow {
  row: number;
  line: number;
  name: string;
  address: string;
  lat: number;
  lng: number;
  byCity: boolean;
}

/** Results the geocoder is asked for per search, so the chosen country can be preferred. */
const SEARCH_LIMIT = 10;
const MAX_NAME = 256;
const MAX_ADDRESS = 512;

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
 * Geocoder searches of one import: the first result in the chosen country (any country when none
 * is chosen), near the team's place; the same text is searched once.
 */
function searcher(deps: TAppDeps, a: TAuthContext, countryCode: string) {
  const hasPlace = a.userData.latitude !== 0 || a.userData.longitude !== 0;
  const focus = hasPlace ? { lat: a.userData.latitude, lon: a.userData.longitude } : {};
  const seen = new Map<string, Promise<TAddressResult | null>>();
  const inCountry = (r: TAddressResult) =>
    !countryCode || !r.country || r.country.toUpperCase() === countryCode;
  return (text: string): Promise<TAddressResult | null> => {
    let found = seen.get(text);
    if (!found) {
      found = deps.geocoder
        .search({ text, limit: SEARCH_LIMIT, ...focus })
        .then((results) => results.find(inCountry) ?? null);
      seen.set(text, found);
    }
    return found;
  };
}

/**
 * Where a row goes: its coordinates, else the first search (whole address, then city) that finds
 * it. Coordinates that are there but wrong fail the row: its address may name another place.
 */
async function placeRow(
  values: readonly string[],
  row: number,
  body: TBatchGeocodeParsed,
  search: (text: string) => Promise<TAddressResult | null>,
): Promise<TPlacedRow | TImportFailure> {
  const m = body.columnConfig;
  const line = body.first_line + row;
  const text = rowAddress(values, m);
  const named = (fallback: string) => (rowName(values, m) || fallback).slice(0, MAX_NAME);
  if (hasBadCoordinates(values, m)) return { row, line, text, reason: ImportMessages.badCoordinates };
  const coordinates = rowCoordinates(values, m);
  if (coordinates) {
    const label = text || `${coordinates.lat}, ${coordinates.lng}`;
    const address = label.slice(0, MAX_ADDRESS);
    return { row, line, name: named(label), address, ...coordinates, byCity: false };
  }
  const queries = rowQueries(values, m, body.countryCode);
  if (queries.length === 0) {
    return { row, line, text, reason: text ? ImportMessages.tooShort : ImportMessages.nothingToPlace };
  }
  try {
    for (const [i, query] of queries.entries()) {
      const best = await search(query);
      if (best) {
        const address = (text || best.fullAddress || best.address).slice(0, MAX_ADDRESS);
        const place = { lat: best.lat, lng: best.lng, byCity: i > 0 };
        return { row, line, name: named(text || best.name), address, ...place };
      }
    }
  } catch {
    return { row, line, text, reason: ImportMessages.searchFailed };
  }
  return { row, line, text, reason: ImportMessages.notFound };
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
  if (route.is_optimized) throw new AppError(409, StopMessages.routeLocked);
  if ((await stopsRepository.countStops(deps.db, routeId)) >= max) return limitAnswer([]);

  const search = searcher(deps, a, body.countryCode);
  const outcomes = await mapLimited(body.values, IMPORT_GEOCODE_PARALLEL, (values, row) =>
    placeRow(values, row, body, search),
  );
  const failed = outcomes.filter(isFailure);
  const placed = outcomes.filter((o): o is TPlacedRow => !isFailure(o));
  // National phone numbers take the team's calling code; a team without a country, the file's.
  const phoneCountry = a.userData.countryCode || body.countryCode;
  const extra = stopFieldsOf(placed, body.values, body, phoneCountry);

  const answer = await deps.db.transaction().execute(async (trx): Promise<TBatchGeocodeAnswer> => {
    await routeForWrite(trx, a, routeId, { lockedWhenOptimized: StopMessages.routeLocked });
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
    const byCity = placed.filter((p) => p.byCity).map((p) => p.row);
    return {
      err: StopErr.Ok,
      message: importSummary({
        added: rows.length,
        byCity: byCity.length,
        failed: failed.length,
        badCells: extra.problems.length,
      }),
      stops: rows.map(toStop),
      failed,
      by_city: byCity,
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
