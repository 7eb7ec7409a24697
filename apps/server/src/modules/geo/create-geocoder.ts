import type { TConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { createCachedGeocoder } from './cached-geocoder.js';
import { loadGazetteer } from './gazetteer.js';
import type { Geocoder } from './geocoder.js';
import { createNominatimGeocoder } from './nominatim.js';
import { createOfflineGeocoder } from './offline-geocoder.js';
import { createPeliasGeocoder } from './pelias.js';
import { createPhotonGeocoder } from './photon.js';

/** Public instances used when GEOCODER_URL is not set (Pelias has no keyless public instance). */
export const DEFAULT_GEOCODER_URLS = {
  photon: 'https://photon.komoot.io',
  nominatim: 'https://nominatim.openstreetmap.org',
} as const;

/** The online geocoder chosen by GEOCODER, not cached. */
function createOnlineGeocoder(config: TConfig): Geocoder {
  const timeoutMs = config.GEOCODER_TIMEOUT_MS;
  switch (config.GEOCODER) {
    case 'pelias': {
      if (!config.GEOCODER_URL) {
        throw new Error(
          'GEOCODER=pelias needs GEOCODER_URL (e.g. https://api.geocode.earth or your own Pelias)',
        );
      }
      return createPeliasGeocoder({ url: config.GEOCODER_URL, apiKey: config.GEOCODER_API_KEY, timeoutMs });
    }
    case 'photon':
      return createPhotonGeocoder({ url: config.GEOCODER_URL ?? DEFAULT_GEOCODER_URLS.photon, timeoutMs });
    case 'nominatim':
      return createNominatimGeocoder({
        url: config.GEOCODER_URL ?? DEFAULT_GEOCODER_URLS.nominatim,
        timeoutMs,
        userAgent: `RoutePlanner/1.0${config.PUBLIC_URL ? ` (+${config.PUBLIC_URL})` : ''}`,
      });
    default:
      throw new Error(`GEOCODER=${config.GEOCODER} is not a known geocoder`);
  }
}

/**
 * The geocoder chosen by GEOCODER: offline (default; in memory, not cached) or an online service,
 * whose answers are cached in the database when a db is given.
 */
export function createGeocoder(config: TConfig, db?: Db, onCacheError?: (err: unknown) => void): Geocoder {
  if (config.GEOCODER === 'offline') return createOfflineGeocoder();
  const online = createOnlineGeocoder(config);
  return db ? createCachedGeocoder(db, online, { onCacheError }) : online;
}

/**
 * Builds the offline geocoder's index of names now (about a second), so that the first search
 * answers as fast as the next; answers how many names it holds, or null for an online geocoder.
 */
export function prepareGeocoder(config: TConfig): number | null {
  return config.GEOCODER === 'offline' ? loadGazetteer() : null;
}
