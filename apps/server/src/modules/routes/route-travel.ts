import { type TRoute, ZTravelModelSchema, ZVehicleTypeSchema } from '@rp/contracts';

/** A route row's travel columns as the API answers them (migration 0015); unknown text reads as null. */
export function routeTravelFields(r: {
  vehicle_type: string | null;
  travel_model: string | null;
  travel_vehicle: string | null;
  is_optimized: boolean;
}): Pick<TRoute, 'vehicle_type' | 'travel_model' | 'travel_vehicle'> {
  const vehicle = (text: string | null) => ZVehicleTypeSchema.nullable().catch(null).parse(text);
  return {
    vehicle_type: vehicle(r.vehicle_type),
    travel_model: r.is_optimized ? ZTravelModelSchema.nullable().catch(null).parse(r.travel_model) : null,
    travel_vehicle: r.is_optimized ? vehicle(r.travel_vehicle) : null,
  };
}
