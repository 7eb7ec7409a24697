import polyline from '@mapbox/polyline';
import type { TDriverRoute, TStop } from '@rp/contracts';
import L, { type LatLngTuple } from 'leaflet';
import { useMemo } from 'react';
import { Polyline } from 'react-leaflet';
import { routeColor } from './routeColors';

/** One driver route's road line: the legs of its stops in order, then the leg back to the end point. */
export function driverRouteLine(dr: TDriverRoute, stops: readonly TStop[]): LatLngTuple[] {
  const own = stops
    .filter((s) => s.vehicle_route_id === dr.vehicle_route_id)
    .sort((a, b) => a.position_on_the_route - b.position_on_the_route);
  const line: LatLngTuple[] = [];
  for (const encoded of [...own.map((s) => s.geometry), dr.end_geometry]) {
    if (!encoded) continue;
    for (const p of polyline.decode(encoded)) {
      const last = line[line.length - 1];
      if (!last || last[0] !== p[0] || last[1] !== p[1]) line.push(p);
    }
  }
  return line;
}

/** Polylines of an optimised route, one per driver route in its colour (11 colours cycling by index). */
export function RouteLines({
  driverRoutes,
  stops,
}: {
  driverRoutes: readonly TDriverRoute[];
  stops: readonly TStop[];
}) {
  // A few lines draw well as SVG (and stay inspectable), while the many stop markers use the map's canvas.
  const renderer = useMemo(() => L.svg(), []);
  const lines = useMemo(
    () =>
      driverRoutes.map((dr, i) => ({
        key: dr.vehicle_route_id,
        color: routeColor(i),
        points: driverRouteLine(dr, stops),
      })),
    [driverRoutes, stops],
  );
  return (
    <>
      {lines.map((l) =>
        l.points.length > 1 ? (
          <Polyline
            key={l.key}
            positions={l.points}
            // renderer and className are creation options: react-leaflet's pathOptions only restyle.
            renderer={renderer}
            className="rp-route-line"
            pathOptions={{ color: l.color, weight: 4, opacity: 0.85 }}
          />
        ) : null,
      )}
    </>
  );
}
