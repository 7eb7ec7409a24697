import { z } from 'zod';
import { PointMessages } from './messages.js';

/* One rule for every call that takes a place: latitude and longitude come as a pair (both or
   neither), as JSON numbers, finite and on the globe, and never 0, 0. The session answers
   latitude 0, longitude 0 for "no place" (user_data), so a saved 0, 0 could not be told from an
   unset place; it is also what an empty or zeroed form field turns into. */

/** Below this (in degrees, about 0.1 m) on both axes a point counts as 0, 0. */
export const ZERO_POINT_EPSILON = 1e-6;

/** True for 0, 0 and anything within ZERO_POINT_EPSILON of it (1e-300 included). */
export const isZeroPoint = (lat: number, lng: number): boolean =>
  Math.abs(lat) < ZERO_POINT_EPSILON && Math.abs(lng) < ZERO_POINT_EPSILON;

const degrees = (max: number, message: string) =>
  z
    .number({ error: message })
    .finite({ error: message })
    .min(-max, { error: message })
    .max(max, { error: message });

/** A latitude: a JSON number -90..90 (text, booleans, null and NaN are refused, never read as 0). */
export const ZLatitudeSchema = degrees(90, PointMessages.latitude);

/** A longitude: a JSON number -180..180. */
export const ZLongitudeSchema = degrees(180, PointMessages.longitude);

/** A plain decimal as text: '52.2297', '-75.16'; not '', ' ', '1e3', '0x1f' or 'Infinity'. */
const DECIMAL_TEXT = /^[-+]?\d{1,3}(\.\d{1,20})?$/;

/**
 * The same coordinate, also as decimal text. Only for the preference calls: the spec's client
 * keeps startLat/startLng in local storage (section 3), where every value is text, and sends them
 * from there. The text is read as the number it spells, then the same rule applies.
 */
export const coordinateOrText = (schema: typeof ZLatitudeSchema, message: string) =>
  z.union([z.number(), z.string().regex(DECIMAL_TEXT).transform(Number)], { error: message }).pipe(schema);

type TPairCheck = (body: Record<string, unknown>, ctx: z.RefinementCtx) => void;

/**
 * The pair rule over two keys of a body, for `.superRefine`: both left out, both null (where the
 * schema lets null clear the place) or both numbers that are not 0, 0. The issue is put on the
 * key that is missing, or on the latitude for 0, 0. `required` also refuses both left out.
 */
export function coordinatePair(
  latKey: string,
  lngKey: string,
  opts: { required?: boolean } = {},
): TPairCheck {
  return (body, ctx) => {
    const lat = body[latKey];
    const lng = body[lngKey];
    if (lat === undefined && lng === undefined) {
      if (opts.required) ctx.addIssue({ code: 'custom', path: [latKey], message: PointMessages.incomplete });
      return;
    }
    if (lat === null && lng === null) return;
    if (typeof lat !== 'number' || typeof lng !== 'number') {
      const missing = typeof lat === 'number' ? lngKey : latKey;
      ctx.addIssue({ code: 'custom', path: [missing], message: PointMessages.incomplete });
      return;
    }
    if (isZeroPoint(lat, lng)) ctx.addIssue({ code: 'custom', path: [latKey], message: PointMessages.zero });
  };
}

export interface TLatLng {
  lat: number;
  lng: number;
}

/**
 * A point picked on a map (a dragged marker) as a call accepts it: the longitude brought back to
 * -180..180 (a map scrolled round the world gives 200 or -540) and the latitude kept on the
 * globe; null for 0, 0, which is no place to send.
 */
export function mapPoint(lat: number, lng: number): TLatLng | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const wrapped = Math.abs(lng) <= 180 ? lng : ((((lng + 180) % 360) + 360) % 360) - 180;
  const point = { lat: Math.max(-90, Math.min(90, lat)), lng: wrapped };
  return isZeroPoint(point.lat, point.lng) ? null : point;
}

const EARTH_RADIUS_KM = 6371.0088;
const toRad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function greatCircleKm(a: TLatLng, b: TLatLng): number {
  const h =
    Math.sin(toRad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(toRad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
