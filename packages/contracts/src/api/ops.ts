import { z } from 'zod';
import { defineCall } from './define.js';

const tag = 'ops';

export const ZHealthAnswerSchema = z.object({ status: z.literal('ok') });

/**
 * What the web app needs from the server's configuration (the base map): raster tiles, or a vector
 * style (MapLibre; a .pmtiles URL gets the built-in Protomaps style), or neither (the world outline).
 */
export const ZWebConfigAnswerSchema = z.object({
  tileUrl: z.string(),
  tileAttribution: z.string(),
  mapStyle: z.string().default(''),
  mapGlyphs: z.string().default(''),
});
export type TWebConfig = z.infer<typeof ZWebConfigAnswerSchema>;

/** Calls for operators and for the web app's start. */
export const opsCalls = {
  health: defineCall({
    method: 'GET',
    path: '/health',
    tag,
    summary: 'Answers ok when the server and its database answer.',
    answer: ZHealthAnswerSchema,
  }),
  webConfig: defineCall({
    method: 'GET',
    path: '/config',
    tag,
    summary: 'The base map for the web app: raster tile template and attribution, or a vector style.',
    answer: ZWebConfigAnswerSchema,
  }),
} as const;
