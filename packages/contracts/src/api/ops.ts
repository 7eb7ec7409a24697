import { z } from 'zod';
import { defineCall } from './define.js';

const tag = 'ops';

export const ZHealthAnswerSchema = z.object({ status: z.literal('ok') });

/** What the web app needs from the server's configuration (the map tiles). */
export const ZWebConfigAnswerSchema = z.object({ tileUrl: z.string(), tileAttribution: z.string() });
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
    summary: 'Map tile URL template and attribution for the web app.',
    answer: ZWebConfigAnswerSchema,
  }),
} as const;
