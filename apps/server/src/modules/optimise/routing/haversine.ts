import polyline from '@mapbox/polyline';
import type { TPoint } from './routing-provider.js';

const EARTH_RADIUS_M = 6_371_008.8;
const toRad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in metres. */
export function greatCircleMetres(a: TPoint, b: TPoint): number {
  const h =
    Math.sin(toRad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(toRad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Each leg of a path as a straight line (no road geometry offline). */
export function straightLegs(points: readonly TPoint[]): string[] {
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
}
