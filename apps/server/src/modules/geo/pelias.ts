import type { TAddressResult, TAddressSearchQuery } from '@rp/contracts';
import { z } from 'zod';
import { alpha2 } from './country-codes.js';
import type { Geocoder } from './geocoder.js';
import {
  endpoint,
  getJson,
  joinParts,
  parseAnswer,
  pointFeatureCollection,
  streetLine,
} from './geocoder-http.js';

const ZPeliasAnswerSchema = pointFeatureCollection({
  name: z.string().nullish(),
  label: z.string().nullish(),
  country: z.string().nullish(),
  country_a: z.string().nullish(),
  country_code: z.string().nullish(),
  housenumber: z.string().nullish(),
  street: z.string().nullish(),
  locality: z.string().nullish(),
  postalcode: z.string().nullish(),
});

export interface TPeliasOptions {
  url: string;
  apiKey?: string;
  timeoutMs: number;
}

const NAME = 'pelias';

/**
 * Pelias (self-hosted, or a hosted one such as geocode.earth): /v1/autocomplete for the typed
 * text; when that finds nothing, /v1/search, which handles complete addresses better.
 */
export function createPeliasGeocoder(opts: TPeliasOptions): Geocoder {
  const call = async (path: string, q: TAddressSearchQuery): Promise<TAddressResult[]> => {
    const url = endpoint(opts.url, path);
    url.searchParams.set('text', q.text);
    if (q.lat !== undefined && q.lon !== undefined) {
      url.searchParams.set('focus.point.lat', String(q.lat));
      url.searchParams.set('focus.point.lon', String(q.lon));
    }
    if (q.lang) url.searchParams.set('lang', q.lang);
    url.searchParams.set('size', String(q.limit ?? 10));
    if (opts.apiKey) url.searchParams.set('api_key', opts.apiKey);
    const answer = parseAnswer(
      NAME,
      ZPeliasAnswerSchema,
      await getJson(NAME, url, { timeoutMs: opts.timeoutMs }),
    );
    return answer.features.map((f) => {
      const p = f.properties;
      const [lng, lat] = f.geometry.coordinates;
      const country = alpha2(p.country_code ?? p.country_a);
      const street = streetLine(p.street, p.housenumber, country);
      const name = p.name || street || p.label || '';
      return {
        name,
        address: joinParts(street || name, p.locality, p.postalcode),
        lat,
        lng,
        country,
        fullAddress: p.label ?? joinParts(name, street, p.locality, p.postalcode, p.country),
      };
    });
  };
  return {
    name: NAME,
    async search(q) {
      const results = await call('/v1/autocomplete', q);
      return results.length > 0 ? results : call('/v1/search', q);
    },
  };
}
