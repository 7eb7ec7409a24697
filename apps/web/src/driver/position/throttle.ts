/** A position the phone reported, with when (ms since 1970). */
export interface TFix {
  lat: number;
  lng: number;
  at: number;
}

/** Send at most every 15 s while standing, sooner once the driver has moved 50 m, never under 5 s apart. */
export const POSITION_EVERY_MS = 15_000;
export const POSITION_MOVED_M = 50;
export const POSITION_MIN_GAP_MS = 5_000;

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a new fix is worth sending, given the last one sent. */
export function shouldSendPosition(lastSent: TFix | null, next: TFix): boolean {
  if (!lastSent) return true;
  const elapsed = next.at - lastSent.at;
  if (elapsed >= POSITION_EVERY_MS) return true;
  return elapsed >= POSITION_MIN_GAP_MS && metresBetween(lastSent, next) >= POSITION_MOVED_M;
}
