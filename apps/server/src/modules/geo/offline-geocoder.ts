import type { TAddressResult } from '@rp/contracts';
import { placesByNamePrefix, type TPlaceMatch } from './gazetteer.js';
import type { Geocoder, TGeocodeQuery } from './geocoder.js';

import { normalisePlaceName } from './place-name.js';

export { normalisePlaceName };

const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[, ;]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;
/** A trailing ", PL": the import's searches end with the row's country (alpha-2). */
const TRAILING_COUNTRY = /,\s*([A-Za-z]{2})\s*$/;

const toRad = (d: number) => (d * Math.PI) / 180;
function kmBetween(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const h =
    Math.sin(toRad(bLat - aLat) / 2) ** 2 +
    Math.cos(toRad(aLat)) * Math.cos(toRad(bLat)) * Math.sin(toRad(bLng - aLng) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

/** Places of one name closer than this are one place told twice (a town and its seat, a district). */
const SAME_PLACE_KM = 5;

/** 'Camden, New Jersey, US': the name it was found by, its region when known, its country. */
function toResult({ place, name }: TPlaceMatch): TAddressResult {
  const address = [name, place.region, place.country].filter((part) => part !== '').join(', ');
  return { name, address, lat: place.lat, lng: place.lng, country: place.country, fullAddress: address };
}

/**
 * The first `limit` matches, best first, without repeats: a match is dropped when a better one
 * reads the same (name, region and country) or has its name within a few km, as people could not
 * tell them apart. It stops at `limit`: a short prefix matches thousands of places.
 */
export function withoutRepeats(ranked: readonly TPlaceMatch[], limit: number): TPlaceMatch[] {
  const kept: { match: TPlaceMatch; key: string }[] = [];
  const labels = new Set<string>();
  for (const match of ranked) {
    if (kept.length >= limit) break;
    const label = normalisePlaceName(toResult(match).address);
    const key = normalisePlaceName(match.name);
    const { lat, lng } = match.place;
    const isNear = kept.some(
      (k) => k.key === key && kmBetween(k.match.place.lat, k.match.place.lng, lat, lng) < SAME_PLACE_KM,
    );
    if (labels.has(label) || isNear) continue;
    labels.add(label);
    kept.push({ match, key });
  }
  return kept.map((k) => k.match);
}

function coordinatesResult(text: string): TAddressResult | null {
  const coords = COORDINATES.exec(text);
  if (!coords) return null;
  const lat = Number(coords[1]);
  const lng = Number(coords[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const label = `${lat}, ${lng}`;
  return { name: label, address: label, lat, lng, country: '', fullAddress: label };
}

/** The name to look up (the text before its first comma) and the country a trailing code names. */
function nameAndCountry(text: string): { name: string; country?: string } {
  return { name: text.split(',')[0] ?? '', country: TRAILING_COUNTRY.exec(text)?.[1]?.toUpperCase() };
}

/**
 * Places by name, those in `country` when there are any: a trailing code may also be a state
 * ("Philadelphia, PA" is not in Panama), so it is a preference, not a filter.
 */
function matchesPreferring(name: string, country: string | undefined): TPlaceMatch[] {
  const inCountry = country ? placesByNamePrefix(name, country) : [];
  return inCountry.length > 0 ? inCountry : placesByNamePrefix(name);
}

/**
 * Offline search: typed "lat, lng" coordinates, or places whose name, local name (Warszawa) or
 * alternate name (Brussel, Bruxelles) starts with the text, ranked by a whole-name match,
 * population and, with a focus point, nearness to it. A trailing ", XX" country code prefers
 * places in that country; `wholeName` keeps whole-name matches only. Each place is listed once,
 * with its region ('Camden, New Jersey, US'). Street addresses and postcodes need an online geocoder.
 */
export function createOfflineGeocoder(): Geocoder {
  return {
    name: 'offline',
    async search(query: TGeocodeQuery) {
      const coordinates = coordinatesResult(query.text);
      if (coordinates) return [coordinates];
      const { name, country } = nameAndCountry(query.text);
      const focus =
        query.lat !== undefined && query.lon !== undefined ? { lat: query.lat, lon: query.lon } : null;
      const score = ({ place, exact }: TPlaceMatch) => {
        const near = focus ? Math.max(0, 3 - kmBetween(focus.lat, focus.lon, place.lat, place.lng) / 100) : 0;
        return (exact ? 2 : 0) + near + Math.log10(place.population + 1);
      };
      const ranked = matchesPreferring(name, country)
        .filter((m) => m.exact || !query.wholeName)
        .sort((a, b) => score(b) - score(a));
      return withoutRepeats(ranked, query.limit ?? 10).map(toResult);
    },
  };
}
