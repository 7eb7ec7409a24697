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

/** Road distances, times and geometry behind one interface: haversine (default, offline) or OSRM. */
export interface RoutingProvider {
  readonly name: string;
  matrix(points: readonly TPoint[]): Promise<TMatrices>;
  /**
   * The encoded polyline (precision 5) of each leg of a path through the points, in order:
   * result[i] runs from points[i] to points[i + 1].
   */
  legGeometries(points: readonly TPoint[]): Promise<string[]>;
}
