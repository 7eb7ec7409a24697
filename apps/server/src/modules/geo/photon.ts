import type { TAddressResult, TAddressSearchQuery } from '@rp/contracts';
import { z } from 'zod';
import type { Geocoder } from './geocoder.js';
import {
  endpoint,
  getJson,
  joinParts,
  parseAnswer,
  pointFeatureCollection,
  streetLine,
} from './geocoder-http.js';

const ZPhotonAnswerSchema = pointFeatureCollection({
  name: z.string().nullish(),
  street: z.string().nullish(),
  housenumber: z.string().nullish(),
  city: z.string().nullish(),
  postcode: z.string().nullish(),
  country: z.string().nullish(),
  countrycode: z.string().nullish(),
});

/**
 * Languages Photon answers in; any other `lang` makes Photon refuse the request (HTTP 400), so it
 * is left out and Photon answers with local names.
 */
export const PHOTON_LANGUAGES = new Set(['en', 'de', 'fr', 'it']);

export interface TPhotonOptions {
  url: string;
  timeoutMs: number;
}

const NAME = 'photon';

/** Photon (komoot's OpenStreetMap search-as-you-type geocoder): GET {url}/api?q=&lat=&lon=&lang=&limit=. */
export function createPhotonGeocoder(opts: TPhotonOptions): Geocoder {
  return {
    name: NAME,
    async search(q: TAddressSearchQuery): Promise<TAddressResult[]> {
      const url = endpoint(opts.url, '/api');
      url.searchParams.set('q', q.text);
      if (q.lat !== undefined && q.lon !== undefined) {
        url.searchParams.set('lat', String(q.lat));
        url.searchParams.set('lon', String(q.lon));
      }
      const lang = q.lang?.toLowerCase();
      if (lang && PHOTON_LANGUAGES.has(lang)) url.searchParams.set('lang', lang);
      url.searchParams.set('limit', String(q.limit ?? 10));
      const answer = parseAnswer(
        NAME,
        ZPhotonAnswerSchema,
        await getJson(NAME, url, { timeoutMs: opts.timeoutMs }),
      );
      return answer.features.map((f) => {
        const p = f.properties;
        const [lng, lat] = f.geometry.coordinates;
        const country = (p.countrycode ?? '').toUpperCase();
        const street = streetLine(p.street, p.housenumber, country);
        const name = p.name || street || p.city || '';
        return {
          name,
          address: joinParts(street || name, p.city, p.postcode),
          lat,
          lng,
          country,
          fullAddress: joinParts(name, street, p.city, p.postcode, p.country),
        };
      });
    },
  };
}
