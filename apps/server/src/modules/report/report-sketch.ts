import polyline from '@mapbox/polyline';
import { routeColor, type TRoute, type TStop, UNASSIGNED_STOP_COLOR } from '@rp/contracts';

/** A point as latitude and longitude. */
export type TLatLng = readonly [number, number];

export interface TSketchLine {
  color: string;
  points: TLatLng[];
}

export interface TSketchStop {
  at: TLatLng;
  color: string;
  /** The stop's position on its route, shown beside its dot when there is room. */
  label: string;
}

/** What the report's sketch draws: route lines, stops, and the start and end points. */
export interface TSketch {
  lines: TSketchLine[];
  stops: TSketchStop[];
  start: TLatLng | null;
  end: TLatLng | null;
}

const pointOf = (lat: number | null, lng: number | null): TLatLng | null =>
  lat === null || lng === null ? null : [lat, lng];

/** A leg's stored path, or a straight line when it has none (e.g. a route optimised without roads). */
function legPoints(geometry: string, from: TLatLng | null, to: TLatLng | null): TLatLng[] {
  if (geometry) {
    try {
      return polyline.decode(geometry);
    } catch {
      // A damaged geometry still gets the straight line below: the sketch is only a sketch.
    }
  }
  return [from, to].filter((p): p is TLatLng => p !== null);
}

/** One driver route's line: start, each stop's leg in order, and the last leg back to the end. */
function lineOf(route: TRoute, index: number, stops: readonly TStop[]): TSketchLine {
  const dr = route.driver_routes[index];
  const own = stops.filter((s) => s.vehicle_route_id === dr?.vehicle_route_id);
  const points: TLatLng[] = [];
  let previous = pointOf(route.start_point_lat, route.start_point_lng);
  for (const s of own) {
    const at: TLatLng = [s.lat, s.lng];
    points.push(...legPoints(s.geometry, previous, at));
    previous = at;
  }
  points.push(
    ...legPoints(dr?.end_geometry ?? '', previous, pointOf(route.end_point_lat, route.end_point_lng)),
  );
  return { color: routeColor(index), points };
}

/** Stops with the same numbers as the tables: within their driver route, or in list order. */
function numberedStops(route: TRoute, stops: readonly TStop[], colorOf: Map<number, string>): TSketchStop[] {
  const counts = new Map<number, number>();
  return stops.map((s, i) => {
    const color = route.is_optimized ? colorOf.get(s.vehicle_route_id) : undefined;
    const n = (counts.get(s.vehicle_route_id) ?? 0) + 1;
    counts.set(s.vehicle_route_id, n);
    return {
      at: [s.lat, s.lng],
      color: color ?? UNASSIGNED_STOP_COLOR,
      label: String(route.is_optimized ? n : i + 1),
    };
  });
}

/** The sketch of a route from its stored coordinates and geometry: no map tiles involved. */
export function sketchOf(route: TRoute, stops: readonly TStop[]): TSketch {
  const colorOf = new Map(route.driver_routes.map((dr, i) => [dr.vehicle_route_id, routeColor(i)]));
  return {
    lines: route.is_optimized ? route.driver_routes.map((_, i) => lineOf(route, i, stops)) : [],
    stops: numberedStops(route, stops, colorOf),
    start: pointOf(route.start_point_lat, route.start_point_lng),
    end: pointOf(route.end_point_lat, route.end_point_lng),
  };
}
