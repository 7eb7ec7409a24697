import type { TVehicleType } from '@rp/contracts';

/**
 * The offline road model's numbers, in one place (docs/travel-model.md says where each comes from
 * and how to adjust it). Road distance = great-circle distance × a detour factor that falls with the
 * leg's length; the leg is driven at a speed that rises with its road length, per vehicle type.
 */

/**
 * Detour (circuity) factor for a leg of `km` great-circle kilometres: LONG + SHORT_EXTRA × e^(−km / FADE_KM).
 * Newell (1980) found about 1.2 between random urban points, O'Sullivan (1996) 1.21–1.23 around
 * transit stations; Ballou, Rahardja & Sakai (2002) give national factors for road travel, mostly
 * between 1.2 and 1.4; Boscoe, Henry & Zdeb (2012) find a US mean of 1.417 (driving vs straight line
 * to hospitals), clearly higher for short trips. Short urban legs start near 1.42 and long legs settle
 * at 1.30: Warsaw → Ciechanów is 77 km in a straight line and about 100 km by road.
 */
export const DETOUR = { LONG: 1.3, SHORT_EXTRA: 0.12, FADE_KM: 8 } as const;

/**
 * Car speed (km/h) by the leg's road length (km), interpolated linearly between these points and flat
 * beyond the last. Short legs are city streets with junctions and lights: TomTom's Traffic Index puts
 * average city-centre speeds at roughly 18–30 km/h. Longer legs reach main roads and motorways; a 100 km
 * leg averages ~78 km/h, between the 90 km/h national-road and 120–140 km/h motorway limits once towns
 * and junctions on the way are counted.
 */
export const CAR_SPEED_BY_KM: readonly (readonly [km: number, kmh: number])[] = [
  [0, 18],
  [2, 22],
  [5, 30],
  [10, 40],
  [20, 52],
  [50, 68],
  [100, 78],
  [200, 85],
];

/**
 * Light commercial vans: 90% of a car's speed (slower acceleration when loaded, and in many EU
 * countries lower limits for goods vehicles on motorways and national roads).
 */
export const VAN_SPEED_SHARE = 0.9;

/** Urban cycling averages about 15 km/h door to door (e.g. Copenhagen's bicycle accounts: ~16 km/h). */
export const BICYCLE_KMH = 15;

/** Walking: 1.34 m/s ≈ 4.8 km/h, the mean free walking speed of adults (Knoblauch et al. 1996). */
export const FOOT_KMH = 4.8;

/** Detour factor of a leg of the given great-circle metres. */
export function detourFactor(greatCircleMetres: number): number {
  return DETOUR.LONG + DETOUR.SHORT_EXTRA * Math.exp(-greatCircleMetres / 1000 / DETOUR.FADE_KM);
}

function interpolate(points: readonly (readonly [number, number])[], x: number): number {
  const first = points[0] as readonly [number, number];
  if (x <= first[0]) return first[1];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i] as readonly [number, number];
    const [x0, y0] = points[i - 1] as readonly [number, number];
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return (points[points.length - 1] as readonly [number, number])[1];
}

/** Average speed in km/h of a vehicle on a leg of the given road metres (before the team's factor). */
export function legSpeedKmh(vehicle: TVehicleType, roadMetres: number): number {
  if (vehicle === 'bicycle') return BICYCLE_KMH;
  if (vehicle === 'foot') return FOOT_KMH;
  const car = interpolate(CAR_SPEED_BY_KM, roadMetres / 1000);
  return vehicle === 'van' ? car * VAN_SPEED_SHARE : car;
}

/** What a team or the environment adjusts: the vehicle, the team's speed %, optional flat overrides. */
export interface TRoadModelSettings {
  vehicle: TVehicleType;
  /** Percent of the model's speeds (100 = as above). */
  speedFactor: number;
  /** ROUTING_SPEED_KMH: one speed for every leg instead of the curve. */
  flatSpeedKmh?: number | undefined;
  /** ROUTING_DETOUR_FACTOR: one detour factor for every leg instead of the curve. */
  flatDetour?: number | undefined;
}

/** Road metres and seconds of a leg of the given great-circle metres. */
export function roadLeg(
  greatCircleMetres: number,
  s: TRoadModelSettings,
): { metres: number; seconds: number } {
  if (greatCircleMetres <= 0) return { metres: 0, seconds: 0 };
  const metres = greatCircleMetres * (s.flatDetour ?? detourFactor(greatCircleMetres));
  const kmh = (s.flatSpeedKmh ?? legSpeedKmh(s.vehicle, metres)) * (s.speedFactor / 100);
  return { metres, seconds: metres / ((kmh * 1000) / 3600) };
}
