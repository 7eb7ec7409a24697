import type { TTravelModel, TVehicleType } from '@rp/contracts';

/** A point on the map. */
export interface TPoint {
  lat: number;
  lng: number;
}

/** Square matrices over the given points, row-major: `m[from * size + to]`; Infinity = no road. */
export interface TMatrices {
  size: number;
  /** Seconds. */
  durations: Float64Array;
  /** Metres. */
  distances: Float64Array;
}

/** Who travels: the vehicle type (engine profile / model speeds) and the team's speed in % (road model). */
export interface TTravelOptions {
  vehicle: TVehicleType;
  speedFactor: number;
}

/** Without options a route is planned for a car at the model's own speeds. */
export const DEFAULT_TRAVEL: TTravelOptions = { vehicle: 'car', speedFactor: 100 };

/**
 * Road distances, times and geometry behind one interface: the offline road model (default), OSRM,
 * Valhalla or GraphHopper. `name` is the model that made them, stored with each plan.
 */
export interface RoutingProvider {
  readonly name: TTravelModel;
  matrix(points: readonly TPoint[], travel?: TTravelOptions): Promise<TMatrices>;
  /**
   * The encoded polyline (precision 5) of each leg of a path through the points, in order:
   * result[i] runs from points[i] to points[i + 1].
   */
  legGeometries(points: readonly TPoint[], travel?: TTravelOptions): Promise<string[]>;
}
