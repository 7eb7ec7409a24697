import { z } from 'zod';
import { defineCall } from './define.js';

const tag = 'ops';

export const ZHealthAnswerSchema = z.object({ status: z.literal('ok') });

/** Readiness: the database answers and every migration has been applied (otherwise a 503). */
export const ZReadyAnswerSchema = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
  migrations: z.literal('applied'),
});

/** Why the server is not ready (a 503's message, for whoever reads the proxy's or orchestrator's log). */
export const ReadinessMessages = {
  databaseUnreachable: 'Not ready: the database does not answer',
  migrationsPending: (count: number) =>
    `Not ready: ${count} database migration${count === 1 ? ' is' : 's are'} not applied yet`,
} as const;

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
  healthLive: defineCall({
    method: 'GET',
    path: '/health/live',
    tag,
    summary: 'Liveness: answers ok while the process serves requests, without asking the database.',
    answer: ZHealthAnswerSchema,
  }),
  healthReady: defineCall({
    method: 'GET',
    path: '/health/ready',
    tag,
    summary: 'Readiness: the database answers and every migration is applied; otherwise 503.',
    answer: ZReadyAnswerSchema,
  }),
  webConfig: defineCall({
    method: 'GET',
    path: '/config',
    tag,
    summary: 'The base map for the web app: raster tile template and attribution, or a vector style.',
    answer: ZWebConfigAnswerSchema,
  }),
} as const;
