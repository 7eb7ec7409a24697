import polyline from '@mapbox/polyline';
import type { RoutingProvider, TMatrices, TPoint } from './routing-provider.js';

const EARTH_RADIUS_M = 6_371_008.8;
const toRad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in metres. */
export function greatCircleMetres(a: TPoint, b: TPoint): number {
  const h =
    Math.sin(toRad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(toRad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Offline road estimate: great-circle distance times a detour factor (roads are not straight), driven at
 * an average speed. Geometry is the straight leg.
 */
export function createHaversineProvider(opts: { speedKmh: number; detourFactor: number }): RoutingProvider {
  const metresPerSecond = (opts.speedKmh * 1000) / 3600;
  return {
    name: 'haversine',
    async matrix(points: readonly TPoint[]): Promise<TMatrices> {
      const size = points.length;
      const distances = new Float64Array(size * size);
      const durations = new Float64Array(size * size);
      for (let i = 0; i < size; i++) {
        for (let j = i + 1; j < size; j++) {
          const d = greatCircleMetres(points[i] as TPoint, points[j] as TPoint) * opts.detourFactor;
          const t = d / metresPerSecond;
          distances[i * size + j] = d;
          distances[j * size + i] = d;
          durations[i * size + j] = t;
          durations[j * size + i] = t;
        }
      }
      return { size, distances, durations };
    },
    async legGeometries(points: readonly TPoint[]): Promise<string[]> {
      const legs: string[] = [];
      for (let i = 0; i + 1 < points.length; i++) {
        const a = points[i] as TPoint;
        const b = points[i + 1] as TPoint;
        legs.push(
          polyline.encode([
            [a.lat, a.lng],
            [b.lat, b.lng],
          ]),
        );
      }
      return legs;
    },
  };
}
