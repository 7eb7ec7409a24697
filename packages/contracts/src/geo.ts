import { z } from 'zod';
import { hasControlCharacters, InputMessages } from './input.js';

/** One address search result (spec section 3). */
export const ZAddressResultSchema = z.object({
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  country: z.string(),
  fullAddress: z.string(),
});
export type TAddressResult = z.infer<typeof ZAddressResultSchema>;

/** Minimum characters before a search starts: 3 in the main search, 1 in the alternative one. */
export const ADDRESS_SEARCH_MIN_CHARS = 3;
export const ADDRESS_SEARCH_MIN_CHARS_ALT = 1;
export const ADDRESS_SEARCH_DEBOUNCE_MS = 500;

export const ADDRESS_SEARCH_TEXT_MAX = 200;

/** Server texts of the address search (the spec's web never sends a query that breaks them). */
export const GeoMessages = {
  textRequired: 'Type an address to search for',
  textTooLong: `An address search can be at most ${ADDRESS_SEARCH_TEXT_MAX} characters`,
  latitude: 'Latitude must be a number from -90 to 90',
  longitude: 'Longitude must be a number from -180 to 180',
  language: 'Language must be a language code such as en',
  limit: 'Limit must be a whole number from 1 to 20',
  /** The offline geocoder's answer to a street address it cannot know (README: GEOCODER). */
  streetNeedsOnlineGeocoder:
    'Street addresses need an online geocoder: this server searches offline, by town and city only. ' +
    'Type the town, or "lat, lng"; whoever runs the server can set GEOCODER=photon, nominatim or pelias.',
} as const;

/** A plain decimal as a query string gives it ('-75.16'); '' or '0x1f' or '1e3' is refused, not read as a number. */
const DECIMAL = /^[-+]?\d{1,12}(\.\d{1,20})?$/;

/** A number of the query: decimal text (a number too, so the web's typed calls can pass one), in range. */
const inRange = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string().trim().regex(DECIMAL).transform(Number)], { error: message })
    .pipe(z.number({ error: message }).min(min, message).max(max, message));

export const ZAddressSearchQuerySchema = z.object({
  text: z
    .string({ error: GeoMessages.textRequired })
    .trim()
    .min(1, GeoMessages.textRequired)
    .max(ADDRESS_SEARCH_TEXT_MAX, GeoMessages.textTooLong)
    // The text goes to the geocoder and into its cache's key: no NUL or other control characters.
    .refine((text) => !hasControlCharacters(text), { error: InputMessages.controlCharacters }),
  lat: inRange(-90, 90, GeoMessages.latitude).optional(),
  lon: inRange(-180, 180, GeoMessages.longitude).optional(),
  lang: z
    .string()
    .max(16, GeoMessages.language)
    .refine((lang) => !hasControlCharacters(lang), { error: GeoMessages.language })
    .optional(),
  limit: inRange(1, 20, GeoMessages.limit).pipe(z.number().int(GeoMessages.limit)).optional(),
});
export type TAddressSearchQuery = z.infer<typeof ZAddressSearchQuerySchema>;
