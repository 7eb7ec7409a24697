import { type TVehicleType, ZVehicleTypeSchema } from '@rp/contracts';
import type { TTravelOptions } from './routing/routing-provider.js';

/** The route's columns that choose how it travels (routes.vehicle_type over the team's defaults). */
export interface TRouteTravelColumns {
  vehicle_type: string | null;
  team_vehicle_type: string;
  team_speed_factor: number;
}

const vehicleOf = (text: string | null): TVehicleType | null => {
  const parsed = ZVehicleTypeSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
};

/** Who travels on the route: its own vehicle type, else the team's; the team's speed factor. */
export function travelOfRoute(route: TRouteTravelColumns): TTravelOptions {
  return {
    vehicle: vehicleOf(route.vehicle_type) ?? vehicleOf(route.team_vehicle_type) ?? 'car',
    speedFactor: route.team_speed_factor,
  };
}
