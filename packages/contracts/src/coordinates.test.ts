import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  coordinatePair,
  greatCircleKm,
  isZeroPoint,
  mapPoint,
  ZLatitudeSchema,
  ZLongitudeSchema,
} from './coordinates.js';
import { ZDriverPositionSchema } from './driver.js';
import { PointMessages } from './messages.js';
import { ZEditRouteSchema, ZSaveRouteSchema } from './routes.js';
import { ZAddStopSchema, ZDragStopSchema, ZEditStopSchema, ZSaveStopSchema } from './stop-requests.js';
import { ZSavePreferencesSchema, ZSaveTeamPreferencesSchema } from './team.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('a coordinate', () => {
  it('is a finite JSON number in range', () => {
    expect(ZLatitudeSchema.parse(52.2)).toBe(52.2);
    expect(ZLatitudeSchema.parse(-90)).toBe(-90);
    expect(ZLongitudeSchema.parse(180)).toBe(180);
  });
  it('refuses text, null, booleans, NaN, infinities and numbers out of range, never reading them as 0', () => {
    for (const bad of ['52.2', '0', '', null, true, false, 'abc', Number.NaN, Infinity, 91, -90.5, [], {}]) {
      expect(firstMessage(ZLatitudeSchema.safeParse(bad))).toBe(PointMessages.latitude);
    }
    expect(firstMessage(ZLongitudeSchema.safeParse(181))).toBe(PointMessages.longitude);
    expect(firstMessage(ZLongitudeSchema.safeParse('21'))).toBe(PointMessages.longitude);
  });
});

describe('0, 0', () => {
  it('is anything within a millionth of a degree of it on both axes', () => {
    expect(isZeroPoint(0, 0)).toBe(true);
    expect(isZeroPoint(1e-300, 1e-300)).toBe(true);
    expect(isZeroPoint(-0, 5e-7)).toBe(true);
    expect(isZeroPoint(0, 21)).toBe(false);
    expect(isZeroPoint(0.00001, 0)).toBe(false);
  });
});

describe('the pair rule', () => {
  const schema = z
    .object({ a: ZLatitudeSchema.nullable().optional(), b: ZLongitudeSchema.nullable().optional() })
    .superRefine(coordinatePair('a', 'b'));
  it('takes both numbers, both null or both left out', () => {
    expect(schema.safeParse({ a: 52, b: 21 }).success).toBe(true);
    expect(schema.safeParse({ a: null, b: null }).success).toBe(true);
    expect(schema.safeParse({}).success).toBe(true);
    expect(schema.safeParse({ a: 0, b: 21 }).success).toBe(true);
  });
  it('refuses half a pair on the missing key, and 0, 0', () => {
    for (const [body, path] of [
      [{ a: 52 }, 'b'],
      [{ b: 21 }, 'a'],
      [{ a: 52, b: null }, 'b'],
      [{ a: null, b: 21 }, 'a'],
    ] as const) {
      const r = schema.safeParse(body);
      expect(r.error?.issues[0]).toMatchObject({ message: PointMessages.incomplete, path: [path] });
    }
    for (const zero of [0, 1e-300, -1e-7]) {
      expect(firstMessage(schema.safeParse({ a: zero, b: zero }))).toBe(PointMessages.zero);
    }
  });
});

describe('every call that takes a place', () => {
  const numbersOnly: [string, z.ZodType, Record<string, unknown>, Record<string, unknown>][] = [
    ['add stop', ZAddStopSchema, {}, { lat: 'LAT', lng: 'LNG' }],
    ['save stop', ZSaveStopSchema, {}, { lat: 'LAT', lng: 'LNG' }],
    ['edit stop', ZEditStopSchema, { id: 1 }, { lat: 'LAT', lng: 'LNG' }],
    ['drag stop', ZDragStopSchema, { id: 1 }, { lat: 'LAT', lng: 'LNG' }],
    [
      'edit route start',
      ZEditRouteSchema,
      { route_id: 1 },
      { start_point_lat: 'LAT', start_point_lng: 'LNG' },
    ],
    ['save route end', ZSaveRouteSchema, { route_id: 1 }, { end_point_lat: 'LAT', end_point_lng: 'LNG' }],
  ];
  // The preference calls also read decimal text (the spec's client sends them from local storage).
  const textToo: typeof numbersOnly = [
    ['team depot', ZSaveTeamPreferencesSchema, {}, { endLat: 'LAT', endLng: 'LNG' }],
    ['team location', ZSaveTeamPreferencesSchema, {}, { latitude: 'LAT', longitude: 'LNG' }],
    ['own start', ZSavePreferencesSchema, {}, { startLat: 'LAT', startLng: 'LNG' }],
  ];
  const cases = [...numbersOnly, ...textToo];
  const place = (keys: Record<string, unknown>, lat: unknown, lng: unknown) =>
    Object.fromEntries(
      Object.entries(keys).flatMap(([k, v]) => {
        const value = v === 'LAT' ? lat : lng;
        return value === undefined ? [] : [[k, value]];
      }),
    );
  it.each(cases)('%s: takes a real place', (_name, schema, base, keys) => {
    expect(schema.safeParse({ ...base, ...place(keys, 52.23, 21.01) }).success).toBe(true);
  });
  it.each(cases)(
    '%s: refuses 0, 0 (as text too), a tiny point, half a pair and out of range',
    (_name, schema, base, keys) => {
      for (const [lat, lng] of [
        [0, 0],
        ['0', '0'],
        ['0.0000001', '0'],
        [1e-300, 1e-300],
        [52.23, undefined],
        [undefined, 21.01],
        [52.23, null],
        [91, 21],
        [52, 181],
        [true, true],
      ]) {
        expect(schema.safeParse({ ...base, ...place(keys, lat, lng) }).success).toBe(false);
      }
    },
  );
  it.each(numbersOnly)('%s: refuses coordinates as text', (_name, schema, base, keys) => {
    expect(schema.safeParse({ ...base, ...place(keys, '52.23', '21.01') }).success).toBe(false);
  });
  it.each(textToo)('%s: reads decimal text as its number', (_name, schema, base, keys) => {
    expect(schema.safeParse({ ...base, ...place(keys, '52.23', '21.01') }).success).toBe(true);
  });
});

describe("a driver's position", () => {
  const reading = { client_id: 'pos-00001', vehicle_route_id: 3, taken_at: 1_900_000_000_000 };
  it('is a real point, never 0, 0 (a phone with no fix)', () => {
    expect(ZDriverPositionSchema.safeParse({ ...reading, lat: 52.2, lng: 21 }).success).toBe(true);
    expect(firstMessage(ZDriverPositionSchema.safeParse({ ...reading, lat: 0, lng: 0 }))).toBe(
      PointMessages.zero,
    );
    expect(
      ZDriverPositionSchema.safeParse({ ...reading, lat: 52.2, lng: 21, vehicle_route_id: '3' }).success,
    ).toBe(false);
  });
});

describe('a point picked on the map', () => {
  it('brings the longitude back round the world and keeps the latitude on the globe', () => {
    expect(mapPoint(52.23, 21.01)).toEqual({ lat: 52.23, lng: 21.01 });
    expect(mapPoint(52.23, 381.01)?.lng).toBeCloseTo(21.01);
    expect(mapPoint(40, -200)?.lng).toBeCloseTo(160);
    expect(mapPoint(40, 180)).toEqual({ lat: 40, lng: 180 });
    expect(mapPoint(40, -180)).toEqual({ lat: 40, lng: -180 });
    expect(mapPoint(95, 10)).toEqual({ lat: 90, lng: 10 });
  });
  it('is no place at 0, 0 (or a world away from it) or when not a number', () => {
    expect(mapPoint(0, 0)).toBeNull();
    expect(mapPoint(0, 360)).toBeNull();
    expect(mapPoint(Number.NaN, 1)).toBeNull();
  });
});

describe('distance', () => {
  it('is great-circle kilometres', () => {
    const warsaw = { lat: 52.2297, lng: 21.0122 };
    const krakow = { lat: 50.0647, lng: 19.945 };
    expect(greatCircleKm(warsaw, krakow)).toBeGreaterThan(240);
    expect(greatCircleKm(warsaw, krakow)).toBeLessThan(260);
    expect(greatCircleKm(warsaw, warsaw)).toBe(0);
  });
});
