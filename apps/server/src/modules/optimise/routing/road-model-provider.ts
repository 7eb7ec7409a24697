import { greatCircleMetres, straightLegs } from './haversine.js';
import { roadLeg } from './road-model.js';
import { DEFAULT_TRAVEL, type RoutingProvider, type TMatrices, type TPoint } from './routing-provider.js';

/** ROUTING_SPEED_KMH / ROUTING_DETOUR_FACTOR when set: flat values over the model's curves. */
export interface TRoadModelOverrides {
  flatSpeedKmh?: number | undefined;
  flatDetour?: number | undefined;
}

/**
 * Offline roads (no server): each leg's road length and time from the road model (road-model.ts) for
 * the route's vehicle and the team's speed factor. Geometry is the straight leg.
 */
export function createRoadModelProvider(overrides: TRoadModelOverrides = {}): RoutingProvider {
  return {
    name: 'road-model',
    async matrix(points: readonly TPoint[], travel = DEFAULT_TRAVEL): Promise<TMatrices> {
      const size = points.length;
      const distances = new Float64Array(size * size);
      const durations = new Float64Array(size * size);
      const settings = { ...travel, ...overrides };
      for (let i = 0; i < size; i++) {
        for (let j = i + 1; j < size; j++) {
          const leg = roadLeg(greatCircleMetres(points[i] as TPoint, points[j] as TPoint), settings);
          distances[i * size + j] = leg.metres;
          distances[j * size + i] = leg.metres;
          durations[i * size + j] = leg.seconds;
          durations[j * size + i] = leg.seconds;
        }
      }
      return { size, distances, durations };
    },
    async legGeometries(points: readonly TPoint[]): Promise<string[]> {
      return straightLegs(points);
    },
  };
}
