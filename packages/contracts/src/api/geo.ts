import { z } from 'zod';
import { ZAddressResultSchema, ZAddressSearchQuerySchema } from '../geo.js';
import { defineCall } from './define.js';

export const ZAddressSearchAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(ZAddressResultSchema),
  /** Why nothing was found, when the search can say more than 'No places found'. */
  message: z.string().optional(),
});
export type TAddressSearchAnswer = z.infer<typeof ZAddressSearchAnswerSchema>;

/** Address search for the planner's search boxes (spec section 7). */
export const geoCalls = {
  addressSearch: defineCall({
    method: 'GET',
    path: '/address_search/',
    tag: 'geo',
    summary: 'Addresses matching a text, through the configured geocoder.',
    description:
      "Results near lat/lon come first, or near the team's own place when none is sent; lang (or the " +
      "browser's Accept-Language) picks the language. Answers 502 when the geocoder is unavailable. " +
      'With no result, `message` may say why (a street address searched offline).',
    query: ZAddressSearchQuerySchema,
    answer: ZAddressSearchAnswerSchema,
  }),
} as const;
