import { type TAddressResult, type TAddressSearchQuery, ZAddressResultSchema } from '@rp/contracts';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { geocodeCacheRepository } from './geocode-cache.repository.js';
import type { Geocoder } from './geocoder.js';

/** How long a cached answer is used before the service is asked again. */
export const GEOCODE_CACHE_TTL_MS = 30 * 24 * 3600 * 1000;

const ZCachedResultsSchema = z.array(ZAddressResultSchema);

/**
 * The cache key of a search: the text lower-cased with runs of spaces collapsed, the focus
 * rounded to 0.1 degree (about 10 km, close enough for ranking), the language and the limit.
 */
export function geocodeCacheKey(q: TAddressSearchQuery): string {
  const text = q.text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  const focus = q.lat !== undefined && q.lon !== undefined ? `${q.lat.toFixed(1)},${q.lon.toFixed(1)}` : '-';
  return [text, focus, (q.lang ?? '').toLowerCase() || '-', q.limit ?? 10].join('|');
}

export interface TCachedGeocoderOptions {
  ttlMs?: number;
  now?: () => Date;
  /** Told about a cache read or write that failed (the search itself still answers). */
  onCacheError?: (err: unknown) => void;
}

/**
 * Answers repeated searches from the geocode_cache table, so a typed address reaches the paid or
 * rate-limited service once. Failed searches are not cached.
 */
export function createCachedGeocoder(db: Db, inner: Geocoder, opts: TCachedGeocoderOptions = {}): Geocoder {
  const ttlMs = opts.ttlMs ?? GEOCODE_CACHE_TTL_MS;
  const now = opts.now ?? (() => new Date());
  const report = opts.onCacheError ?? (() => {});
  return {
    name: inner.name,
    async search(q) {
      const key = geocodeCacheKey(q);
      try {
        const row = await geocodeCacheRepository.find(db, inner.name, key);
        if (row && now().getTime() - row.created_at.getTime() < ttlMs) {
          const cached = ZCachedResultsSchema.safeParse(row.results);
          if (cached.success) return cached.data;
        }
      } catch (err) {
        report(err);
      }
      const results: TAddressResult[] = await inner.search(q);
      try {
        await geocodeCacheRepository.save(db, inner.name, key, JSON.stringify(results), now());
      } catch (err) {
        report(err);
      }
      return results;
    },
  };
}
