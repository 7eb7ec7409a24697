import polyline from '@mapbox/polyline';
import type { TVehicleType } from '@rp/contracts';
import { z } from 'zod';
import { DEFAULT_TRAVEL, type RoutingProvider, type TPoint } from './routing-provider.js';

/** OSRM profile per vehicle (an OSRM server built for one profile usually answers any name with it). */
export const OSRM_PROFILE: Record<TVehicleType, string> = {
  car: 'driving',
  van: 'driving',
  bicycle: 'cycling',
  foot: 'walking',
};

const ZTableAnswer = z.object({
  code: z.string(),
  message: z.string().optional(),
  durations: z.array(z.array(z.number().nullable())).optional(),
  distances: z.array(z.array(z.number().nullable())).optional(),
});

const ZRouteAnswer = z.object({
  code: z.string(),
  message: z.string().optional(),
  routes: z
    .array(
      z.object({
        legs: z.array(z.object({ steps: z.array(z.object({ geometry: z.string() })).default([]) })),
      }),
    )
    .optional(),
});

/** The routing server failed or answered something unusable; the optimise call reports it. */
export class RoutingError extends Error {
  override name = 'RoutingError';
}

export interface TOsrmOptions {
  url: string;
  timeoutMs: number;
  /** Largest sources × destinations block per table request (OSRM's --max-table-size, default 100). */
  tableBlock?: number;
  /** Largest number of coordinates per route request (OSRM's --max-viaroute-size is 500). */
  routeChunk?: number;
  /** A fixed profile for every vehicle (unset: OSRM_PROFILE by the route's vehicle). */
  profile?: string;
}

const coords = (points: readonly TPoint[]) =>
  points.map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(';');
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/**
 * OSRM's HTTP API: `/table/v1/{profile}` for the duration and distance matrices (in blocks within the
 * server's table size limit), `/route/v1/{profile}` with steps for each leg's road geometry.
 */
export function createOsrmProvider(opts: TOsrmOptions): RoutingProvider {
  const base = opts.url.replace(/\/+$/, '');
  const profileOf = (travel = DEFAULT_TRAVEL) => opts.profile ?? OSRM_PROFILE[travel.vehicle];
  const block = opts.tableBlock ?? 100;
  const chunk = opts.routeChunk ?? 100;

  async function get<T>(url: string, schema: z.ZodType<T>): Promise<T> {
    let res: Response;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs) });
    } catch (e) {
      throw new RoutingError(
        `The routing server did not answer (${e instanceof Error ? e.message : String(e)})`,
      );
    }
    const body: unknown = await res.json().catch(() => null);
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new RoutingError(`The routing server answered ${res.status} with an unexpected body`);
    const answer = parsed.data as { code: string; message?: string };
    if (answer.code !== 'Ok')
      throw new RoutingError(`The routing server refused: ${answer.message ?? answer.code}`);
    return parsed.data;
  }

  return {
    name: 'osrm',
    async matrix(points, travel) {
      const profile = profileOf(travel);
      const size = points.length;
      const durations = new Float64Array(size * size).fill(Number.POSITIVE_INFINITY);
      const distances = new Float64Array(size * size).fill(Number.POSITIVE_INFINITY);
      const all = coords(points);
      for (let s = 0; s < size; s += block) {
        for (let d = 0; d < size; d += block) {
          const sources = range(s, Math.min(size, s + block));
          const destinations = range(d, Math.min(size, d + block));
          const url =
            `${base}/table/v1/${profile}/${all}?annotations=duration,distance` +
            `&sources=${sources.join(';')}&destinations=${destinations.join(';')}`;
          const answer = await get(url, ZTableAnswer);
          if (!answer.durations || !answer.distances)
            throw new RoutingError('The routing server sent no matrix');
          sources.forEach((from, i) => {
            destinations.forEach((to, j) => {
              const t = answer.durations?.[i]?.[j];
              const m = answer.distances?.[i]?.[j];
              if (t !== null && t !== undefined && m !== null && m !== undefined) {
                durations[from * size + to] = t;
                distances[from * size + to] = m;
              }
            });
          });
        }
      }
      for (let i = 0; i < size; i++) {
        durations[i * size + i] = 0;
        distances[i * size + i] = 0;
      }
      return { size, durations, distances };
    },
    async legGeometries(points, travel) {
      const profile = profileOf(travel);
      const legs: string[] = [];
      // Consecutive chunks share their boundary point, so every leg is requested exactly once.
      for (let first = 0; first + 1 < points.length; first += chunk - 1) {
        const part = points.slice(first, first + chunk);
        const url = `${base}/route/v1/${profile}/${coords(part)}?overview=false&steps=true&geometries=polyline`;
        const answer = await get(url, ZRouteAnswer);
        const route = answer.routes?.[0];
        if (!route || route.legs.length !== part.length - 1)
          throw new RoutingError('The routing server sent no route');
        for (const leg of route.legs) {
          const line: [number, number][] = [];
          for (const step of leg.steps) {
            for (const p of polyline.decode(step.geometry)) {
              const last = line[line.length - 1];
              if (!last || last[0] !== p[0] || last[1] !== p[1]) line.push(p);
            }
          }
          legs.push(polyline.encode(line));
        }
      }
      return legs;
    },
  };
}
