import polyline from '@mapbox/polyline';
import type { TVehicleType } from '@rp/contracts';
import { z } from 'zod';
import { matricesByBlocks, pathChunks, postJson } from './http-json.js';
import { RoutingError } from './osrm.js';
import { DEFAULT_TRAVEL, type RoutingProvider, type TPoint } from './routing-provider.js';

/** GraphHopper profile per vehicle (a van drives as a car: `small_truck` is not on every server). */
export const GRAPHHOPPER_PROFILE: Record<TVehicleType, string> = {
  car: 'car',
  van: 'car',
  bicycle: 'bike',
  foot: 'foot',
};

/** GraphHopper's instruction sign for "via point reached": where one leg of the path ends. */
const VIA_REACHED = 5;

const ZMatrixAnswer = z.object({
  times: z.array(z.array(z.number().nullable())),
  distances: z.array(z.array(z.number().nullable())),
});
const ZRouteAnswer = z.object({
  paths: z
    .array(
      z.object({
        points: z.string(),
        instructions: z.array(z.object({ sign: z.number(), interval: z.tuple([z.number(), z.number()]) })),
      }),
    )
    .min(1),
});
const ZError = z.object({ message: z.string().optional() });

const refusal = (body: unknown): string | undefined => {
  const e = ZError.safeParse(body);
  return e.success ? e.data.message : undefined;
};

export interface TGraphHopperOptions {
  url: string;
  timeoutMs: number;
  /** Optional API key (GraphHopper's hosted service needs one). */
  key?: string | undefined;
  /** Points per side of one matrix request. */
  tableBlock?: number;
  /** Points per route request. */
  routeChunk?: number;
}

const lngLat = (p: TPoint): [number, number] => [p.lng, p.lat];

/** Splits a path's points into its legs at each "via reached" instruction (legs share their end points). */
function splitLegs(line: [number, number][], instructions: { sign: number; interval: [number, number] }[]) {
  const cuts = instructions.filter((i) => i.sign === VIA_REACHED).map((i) => i.interval[0]);
  const ends = [...cuts, line.length - 1];
  let from = 0;
  return ends.map((to) => {
    const leg = line.slice(from, to + 1);
    from = to;
    return polyline.encode(leg);
  });
}

/**
 * GraphHopper's Directions API: POST `/matrix` with out_arrays distances and times (metres, seconds;
 * fail_fast off so an unreachable pair is null), POST `/route` with instructions to cut the path
 * into legs at each via point.
 */
export function createGraphHopperProvider(opts: TGraphHopperOptions): RoutingProvider {
  const base = opts.url.replace(/\/+$/, '');
  const block = opts.tableBlock ?? 50;
  const chunk = opts.routeChunk ?? 50;
  const keyQuery = opts.key ? `?key=${encodeURIComponent(opts.key)}` : '';
  const post = <T>(path: string, body: unknown, schema: z.ZodType<T>) =>
    postJson(`${base}${path}${keyQuery}`, body, { timeoutMs: opts.timeoutMs, schema, refusal });

  return {
    name: 'graphhopper',
    matrix(points, travel = DEFAULT_TRAVEL) {
      return matricesByBlocks(points.length, block, async (sources, targets) => {
        const answer = await post(
          '/matrix',
          {
            from_points: sources.map((i) => lngLat(points[i] as TPoint)),
            to_points: targets.map((j) => lngLat(points[j] as TPoint)),
            profile: GRAPHHOPPER_PROFILE[travel.vehicle],
            out_arrays: ['distances', 'times'],
            fail_fast: false,
          },
          ZMatrixAnswer,
        );
        return (i, j) => {
          const time = answer.times[i]?.[j];
          const distance = answer.distances[i]?.[j];
          return time == null || distance == null ? null : { time, distance };
        };
      });
    },
    async legGeometries(points, travel = DEFAULT_TRAVEL) {
      const legs: string[] = [];
      for (const part of pathChunks(points, chunk)) {
        const answer = await post(
          '/route',
          {
            points: part.map(lngLat),
            profile: GRAPHHOPPER_PROFILE[travel.vehicle],
            points_encoded: true,
            instructions: true,
            calc_points: true,
          },
          ZRouteAnswer,
        );
        const path = answer.paths[0];
        const partLegs = path ? splitLegs(polyline.decode(path.points), path.instructions) : [];
        if (partLegs.length !== part.length - 1) throw new RoutingError('The routing server sent no route');
        legs.push(...partLegs);
      }
      return legs;
    },
  };
}
