import type { TAddressResult, TAddressSearchQuery } from '@rp/contracts';
import { z } from 'zod';
import type { Geocoder } from './geocoder.js';
import { endpoint, getJson, joinParts, parseAnswer, streetLine } from './geocoder-http.js';

const coordinate = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max));

const ZNominatimAnswerSchema = z.array(
  z
    .object({
      lat: coordinate(-90, 90),
      lon: coordinate(-180, 180),
      display_name: z.string(),
      name: z.string().nullish(),
      address: z
        .object({
          house_number: z.string().optional(),
          road: z.string().optional(),
          pedestrian: z.string().optional(),
          city: z.string().optional(),
          town: z.string().optional(),
          village: z.string().optional(),
          hamlet: z.string().optional(),
          municipality: z.string().optional(),
          postcode: z.string().optional(),
          country: z.string().optional(),
          country_code: z.string().optional(),
        })
        .loose()
        .optional(),
    })
    .loose(),
);

export interface TNominatimOptions {
  url: string;
  timeoutMs: number;
  /** Nominatim's usage policy asks for an identifying User-Agent. */
  userAgent: string;
  /** Least time between two requests of this process (the public server allows 1 per second). */
  minIntervalMs?: number;
}

const NAME = 'nominatim';
/** Half the side of the box, in degrees, that makes results near the focus point rank first. */
const FOCUS_BOX_DEG = 0.5;

/** A per-process throttle: each call waits until minIntervalMs has passed since the previous one started. */
export function createThrottle(minIntervalMs: number): <T>(task: () => Promise<T>) => Promise<T> {
  let nextStart = 0;
  let chain: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = chain.then(async () => {
      const wait = nextStart - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      nextStart = Date.now() + minIntervalMs;
    });
    chain = run;
    return run.then(task);
  };
}

/** Nominatim (OpenStreetMap): GET {url}/search?q=&format=jsonv2&limit=&accept-language=&addressdetails=1. */
export function createNominatimGeocoder(opts: TNominatimOptions): Geocoder {
  const throttle = createThrottle(opts.minIntervalMs ?? 1000);
  return {
    name: NAME,
    async search(q: TAddressSearchQuery): Promise<TAddressResult[]> {
      const url = endpoint(opts.url, '/search');
      url.searchParams.set('q', q.text);
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('limit', String(q.limit ?? 10));
      if (q.lang) url.searchParams.set('accept-language', q.lang);
      url.searchParams.set('addressdetails', '1');
      if (q.lat !== undefined && q.lon !== undefined) {
        // Nominatim has no focus point; a preferred (not bounding) view box does the same.
        const box = [
          q.lon - FOCUS_BOX_DEG,
          q.lat + FOCUS_BOX_DEG,
          q.lon + FOCUS_BOX_DEG,
          q.lat - FOCUS_BOX_DEG,
        ];
        url.searchParams.set('viewbox', box.map((v) => v.toFixed(4)).join(','));
        url.searchParams.set('bounded', '0');
      }
      const data = await throttle(() =>
        getJson(NAME, url, { timeoutMs: opts.timeoutMs, headers: { 'user-agent': opts.userAgent } }),
      );
      return parseAnswer(NAME, ZNominatimAnswerSchema, data).map((r) => {
        const a = r.address ?? {};
        const country = (a.country_code ?? '').toUpperCase();
        const street = streetLine(a.road ?? a.pedestrian, a.house_number, country);
        const city = a.city ?? a.town ?? a.village ?? a.hamlet ?? a.municipality;
        const name = r.name || street || r.display_name.split(',')[0]?.trim() || r.display_name;
        return {
          name,
          address: joinParts(street || name, city, a.postcode),
          lat: r.lat,
          lng: r.lon,
          country,
          fullAddress: r.display_name,
        };
      });
    },
  };
}
