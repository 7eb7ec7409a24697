import { z } from 'zod';

/** What drives the route: it sets the road speeds (and the routing engine's profile). */
export const VEHICLE_TYPES = ['car', 'van', 'bicycle', 'foot'] as const;
export const ZVehicleTypeSchema = z.enum(VEHICLE_TYPES, {
  error: 'Vehicle type must be car, van, bicycle or foot',
});
export type TVehicleType = z.infer<typeof ZVehicleTypeSchema>;

/** Which model made a plan's distances and times: the offline road model or a routing engine. */
export const TRAVEL_MODELS = ['road-model', 'osrm', 'valhalla', 'graphhopper'] as const;
export const ZTravelModelSchema = z.enum(TRAVEL_MODELS);
export type TTravelModel = z.infer<typeof ZTravelModelSchema>;

/** A team's travel speeds in percent of the road model's (100 = as documented in docs/travel-model.md). */
export const SPEED_FACTOR_MIN = 50;
export const SPEED_FACTOR_MAX = 200;
export const ZSpeedFactorSchema = z
  .number({ error: `Speed factor must be a whole percentage ${SPEED_FACTOR_MIN}..${SPEED_FACTOR_MAX}` })
  .int(`Speed factor must be a whole percentage ${SPEED_FACTOR_MIN}..${SPEED_FACTOR_MAX}`)
  .min(SPEED_FACTOR_MIN, `Speed factor must be a whole percentage ${SPEED_FACTOR_MIN}..${SPEED_FACTOR_MAX}`)
  .max(SPEED_FACTOR_MAX, `Speed factor must be a whole percentage ${SPEED_FACTOR_MIN}..${SPEED_FACTOR_MAX}`);

/** Vehicle types in words, for the settings' choices and the model's sentence. */
export const VehicleTypeLabels: Record<TVehicleType, string> = {
  car: 'Car',
  van: 'Van',
  bicycle: 'Bicycle',
  foot: 'On foot',
};

const vehicleWords: Record<TVehicleType, string> = {
  car: 'car',
  van: 'van',
  bicycle: 'bicycle',
  foot: 'on foot',
};

const engineNames: Record<Exclude<TTravelModel, 'road-model'>, string> = {
  osrm: 'OSRM',
  valhalla: 'Valhalla',
  graphhopper: 'GraphHopper',
};

/** Under a plan's totals (planner sidebar, PDF report): which model made its times, in words. */
export function travelModelText(model: TTravelModel, vehicle: TVehicleType): string {
  if (model === 'road-model') return `Times estimated from a road model (${vehicleWords[vehicle]})`;
  return `Road times from ${engineNames[model]} (${vehicleWords[vehicle]})`;
}
