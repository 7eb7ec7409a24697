import { z } from 'zod';

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

export const ZAddressSearchQuerySchema = z.object({
  text: z.string().trim().min(1).max(200),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lon: z.coerce.number().min(-180).max(180).optional(),
  lang: z.string().max(16).optional(),
  limit: z.coerce.number().int().min(1).max(20).optional(),
});
export type TAddressSearchQuery = z.infer<typeof ZAddressSearchQuerySchema>;
