import polyline from '@mapbox/polyline';
import type { TVehicleType } from '@rp/contracts';
import { z } from 'zod';
import { matricesByBlocks, pathChunks, postJson } from './http-json.js';
import { RoutingError } from './osrm.js';
import { DEFAULT_TRAVEL, type RoutingProvider, type TPoint } from './routing-provider.js';

/**
 * Valhalla costing per vehicle. A van keeps `auto`: Valhalla's `truck` costing defaults to a heavy
 * goods vehicle (about 21.8 t, 4.1 m high) and would route delivery vans off many streets they use.
 */
export const VALHALLA_COSTING: Record<TVehicleType, string> = {
  car: 'auto',
  van: 'auto',
  bicycle: 'bicycle',
  foot: 'pedestrian',
};

const ZCell = z.object({
  distance: z.number().nullable().optional(),
  time: z.number().nullable().optional(),
});
const ZMatrixAnswer = z.object({ sources_to_targets: z.array(z.array(ZCell)) });
const ZRouteAnswer = z.object({ trip: z.object({ legs: z.array(z.object({ shape: z.string() })) }) });
const ZError = z.object({ error: z.string().optional(), error_code: z.number().optional() });

const refusal = (body: unknown): string | undefined => {
  const e = ZError.safeParse(body);
  return e.success ? e.data.error : undefined;
};

export interface TValhallaOptions {
  url: string;
  timeoutMs: number;
  /** Sources × targets per request; Valhalla's max_matrix_location_pairs defaults to 2500. */
  tableBlock?: number;
  /** Locations per route request (Valhalla's max_locations for auto defaults to 20). */
  routeChunk?: number;
}

const location = (p: TPoint) => ({ lat: p.lat, lon: p.lng });

/**
 * Valhalla's HTTP API: POST `/sources_to_targets` for the matrices (kilometres, seconds; an
 * unreachable pair has null), POST `/route` for each leg's shape (polyline6, re-encoded at precision 5).
 */
export function createValhallaProvider(opts: TValhallaOptions): RoutingProvider {
  const base = opts.url.replace(/\/+$/, '');
  const block = opts.tableBlock ?? 50;
  const chunk = opts.routeChunk ?? 20;
  const post = <T>(path: string, body: unknown, schema: z.ZodType<T>) =>
    postJson(`${base}${path}`, body, { timeoutMs: opts.timeoutMs, schema, refusal });

  return {
    name: 'valhalla',
    matrix(points, travel = DEFAULT_TRAVEL) {
      return matricesByBlocks(points.length, block, async (sources, targets) => {
        const answer = await post(
          '/sources_to_targets',
          {
            sources: sources.map((i) => location(points[i] as TPoint)),
            targets: targets.map((j) => location(points[j] as TPoint)),
            costing: VALHALLA_COSTING[travel.vehicle],
            units: 'kilometers',
          },
          ZMatrixAnswer,
        );
        return (i, j) => {
          const cell = answer.sources_to_targets[i]?.[j];
          return cell?.time == null || cell.distance == null
            ? null
            : { time: cell.time, distance: cell.distance * 1000 };
        };
      });
    },
    async legGeometries(points, travel = DEFAULT_TRAVEL) {
      const legs: string[] = [];
      for (const part of pathChunks(points, chunk)) {
        const answer = await post(
          '/route',
          { locations: part.map(location), costing: VALHALLA_COSTING[travel.vehicle], units: 'kilometers' },
          ZRouteAnswer,
        );
        if (answer.trip.legs.length !== part.length - 1)
          throw new RoutingError('The routing server sent no route');
        for (const leg of answer.trip.legs) legs.push(polyline.encode(polyline.decode(leg.shape, 6)));
      }
      return legs;
    },
  };
}
