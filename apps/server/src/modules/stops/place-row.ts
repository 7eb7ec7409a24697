import {
  CoordinateMessages,
  ImportMessages,
  isSearchable,
  rowAddress,
  rowCell,
  rowName,
  type TAddressResult,
  type TBatchGeocodeParsed,
  type TColumnConfig,
  type TImportFailure,
  type TLatLng,
} from '@rp/contracts';
import { countryCodeOf, readRowCoordinates, swappedPointIndexes } from '@rp/contracts/import-cells';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';

/** What placed a row: its own coordinates, its whole address, or only its postcode or city. */
export type TPlacedBy = 'coordinates' | 'address' | 'postcode' | 'city';

/** A row that has a place: what its stop is made of. */
export interface TPlacedRow {
  row: number;
  line: number;
  name: string;
  address: string;
  lat: number;
  lng: number;
  by: TPlacedBy;
}

export type TRowSearch = (text: string, country: string) => Promise<TAddressResult | null>;

/** Results the geocoder is asked for per search, so the row's country can be preferred. */
const SEARCH_LIMIT = 10;
const MAX_NAME = 256;
const MAX_ADDRESS = 512;

/**
 * The country a file's rows are placed in: the one chosen for the file, else the team's.
 * Empty when neither is set (then any country will do).
 */
export function importCountry(a: TAuthContext, body: TBatchGeocodeParsed): string {
  return (body.countryCode || a.userData.countryCode || '').toUpperCase();
}

/** The team's place (its location, else its start depot), or null when it has none (0, 0). */
export function teamPlace(a: TAuthContext): TLatLng | null {
  const { latitude, longitude } = a.userData;
  return latitude !== 0 || longitude !== 0 ? { lat: latitude, lng: longitude } : null;
}

/**
 * The country a row is placed in: its own country column when that names a country (issue 23),
 * else the file's.
 */
export function rowCountry(row: readonly string[], m: TColumnConfig, fileCountry: string): string {
  return countryCodeOf(rowCell(row, m.country)) ?? fileCountry;
}

/**
 * Geocoder searches of one import, near the team's place: the first result in the row's country
 * (any country when it is empty; a result that names no country is not taken then). The same
 * text is searched once per country.
 */
export function rowSearcher(deps: TAppDeps, a: TAuthContext): TRowSearch {
  const place = teamPlace(a);
  const focus = place ? { lat: place.lat, lon: place.lng } : {};
  const seen = new Map<string, Promise<TAddressResult | null>>();
  return (text, country) => {
    const inCountry = (r: TAddressResult) => !country || r.country.toUpperCase() === country;
    const key = `${country}\t${text}`;
    let found = seen.get(key);
    if (!found) {
      found = deps.geocoder
        .search({ text, limit: SEARCH_LIMIT, wholeName: true, ...focus })
        .then((results) => results.find(inCountry) ?? null);
      seen.set(key, found);
    }
    return found;
  };
}

/**
 * What to search for a row, best first, each with the country: the whole address, then its
 * postcode alone, then its city alone (a street the geocoder does not know still lands in its
 * postcode area or town; the answer says which rows were placed that way).
 */
export function placeQueries(
  row: readonly string[],
  m: TColumnConfig,
  country: string,
): { text: string; by: TPlacedBy }[] {
  const withCountry = (s: string) => (country ? `${s}, ${country}` : s);
  const candidates: { text: string; by: TPlacedBy }[] = [
    { text: rowAddress(row, m), by: 'address' },
    { text: rowCell(row, m.postcode), by: 'postcode' },
    { text: rowCell(row, m.city), by: 'city' },
  ];
  const queries: { text: string; by: TPlacedBy }[] = [];
  for (const c of candidates) {
    if (!c.text || !isSearchable(c.text) || queries.some((q) => q.text === withCountry(c.text))) continue;
    queries.push({ text: withCountry(c.text), by: c.by });
  }
  return queries;
}

/**
 * Where a row goes: its coordinates, else the first search (whole address, postcode, city) that
 * finds it in the row's country. Coordinates that are there but wrong fail the row with the reason.
 */
export async function placeRow(
  values: readonly string[],
  row: number,
  body: TBatchGeocodeParsed,
  fileCountry: string,
  search: TRowSearch,
): Promise<TPlacedRow | TImportFailure> {
  const m = body.columnConfig;
  const line = body.first_line + row;
  const text = rowAddress(values, m);
  const named = (fallback: string) => (rowName(values, m) || fallback).slice(0, MAX_NAME);
  const coordinates = readRowCoordinates(values, m);
  if (coordinates && 'reason' in coordinates) return { row, line, text, reason: coordinates.reason };
  if (coordinates) {
    const label = text || `${coordinates.lat}, ${coordinates.lng}`;
    return {
      row,
      line,
      name: named(label),
      address: label.slice(0, MAX_ADDRESS),
      ...coordinates,
      by: 'coordinates',
    };
  }
  const country = rowCountry(values, m, fileCountry);
  const queries = placeQueries(values, m, country);
  if (queries.length === 0) {
    return { row, line, text, reason: text ? ImportMessages.tooShort : ImportMessages.nothingToPlace };
  }
  try {
    for (const query of queries) {
      const best = await search(query.text, country);
      if (best) {
        const address = (text || best.fullAddress || best.address).slice(0, MAX_ADDRESS);
        return {
          row,
          line,
          name: named(text || best.name),
          address,
          lat: best.lat,
          lng: best.lng,
          by: query.by,
        };
      }
    }
  } catch {
    return { row, line, text, reason: ImportMessages.searchFailed };
  }
  return { row, line, text, reason: ImportMessages.notFound };
}

const isPlaced = (o: TPlacedRow | TImportFailure): o is TPlacedRow => !('reason' in o);

/**
 * Rows placed by their own coordinates that land on another continent from the rest of the file
 * and the team's place, where the swapped pair would be near them, become failed rows: reported,
 * not saved (the rows placed by the geocoder count towards where the file is).
 */
export function failSwappedRows(
  outcomes: readonly (TPlacedRow | TImportFailure)[],
  team: TLatLng | null,
): (TPlacedRow | TImportFailure)[] {
  const placed = outcomes.filter(isPlaced);
  const swapped = swappedPointIndexes(placed, team);
  const swappedRows = new Set(
    placed.filter((p, i) => swapped.has(i) && p.by === 'coordinates').map((p) => p.row),
  );
  return outcomes.map((o) =>
    isPlaced(o) && swappedRows.has(o.row)
      ? { row: o.row, line: o.line, text: o.address, reason: CoordinateMessages.swappedFarAway }
      : o,
  );
}
