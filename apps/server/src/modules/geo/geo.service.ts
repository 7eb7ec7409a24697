import { GeoMessages, type TAddressSearchAnswer, type TAddressSearchQuery } from '@rp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { AppError } from '../../core/errors.js';
import { looksLikeStreetAddress } from './street-address.js';

export const ADDRESS_SEARCH_UNAVAILABLE =
  'Address search is not available right now. Please try again later.';

/** Where results should cluster: the browser's point, else the team's own place, else nowhere. */
function searchFocus(a: TAuthContext, q: TAddressSearchQuery): { lat?: number; lon?: number } {
  if (q.lat !== undefined && q.lon !== undefined) return { lat: q.lat, lon: q.lon };
  const { latitude, longitude } = a.userData;
  const hasTeamPlace = latitude !== 0 || longitude !== 0;
  return hasTeamPlace ? { lat: latitude, lon: longitude } : {};
}

/**
 * Addresses matching the text through the configured geocoder, in the query's language or else the
 * browser's. A geocoder failure is logged and answered 502 with a message the user can act on.
 */
export async function searchAddresses(
  deps: TAppDeps,
  a: TAuthContext,
  q: TAddressSearchQuery,
  opts: { browserLanguage: string | undefined; log: FastifyBaseLogger },
): Promise<TAddressSearchAnswer> {
  try {
    const lang = q.lang ?? opts.browserLanguage;
    const data = await deps.geocoder.search({ text: q.text, limit: q.limit, lang, ...searchFocus(a, q) });
    // The offline gazetteer knows towns, not streets: say so rather than a bare 'No places found'.
    const isUnknownStreet =
      data.length === 0 && deps.geocoder.name === 'offline' && looksLikeStreetAddress(q.text);
    return isUnknownStreet
      ? { success: true, data, message: GeoMessages.streetNeedsOnlineGeocoder }
      : { success: true, data };
  } catch (err) {
    opts.log.error({ err, geocoder: deps.geocoder.name }, 'address search failed');
    throw new AppError(502, ADDRESS_SEARCH_UNAVAILABLE);
  }
}
