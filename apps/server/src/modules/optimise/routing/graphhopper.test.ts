import polyline from '@mapbox/polyline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJsonServer, type TSeenRequest } from './fake-json-server.js';
import { createGraphHopperProvider } from './graphhopper.js';
import { RoutingError } from './osrm.js';

type TLngLat = [number, number];
interface TMatrixBody {
  from_points: TLngLat[];
  to_points: TLngLat[];
  profile: string;
  out_arrays: string[];
  fail_fast: boolean;
}
interface TRouteBody {
  points: TLngLat[];
  profile: string;
}

/** Index of a point in the test's points: spaced by 0.01° of latitude from 40. */
const indexOf = (p: TLngLat) => Math.round((p[1] - 40) * 100);
const ISLAND = 6;

/**
 * GraphHopper's documented answers: `/matrix` gives `distances` (m) and `times` (s) as rows, null for
 * a pair without a connection when fail_fast is false; `/route` gives one path whose encoded points
 * (precision 5) run through every via point, instructions with sign 5 where a via point is reached
 * and 4 at the finish; a refusal is 400 with a message.
 */
function answer({ url, body }: TSeenRequest) {
  const all = [...((body as TMatrixBody).from_points ?? []), ...((body as TRouteBody).points ?? [])];
  if (all.some((p) => p[1] < 1))
    return { status: 400, body: { message: 'Cannot find point 0: 0.5,-30', hints: [] } };
  if (url.pathname === '/matrix') {
    const b = body as TMatrixBody;
    const cell = (s: TLngLat, t: TLngLat, k: number) => {
      const [i, j] = [indexOf(s), indexOf(t)];
      return i !== j && (i === ISLAND || j === ISLAND) ? null : Math.abs(i - j) * k;
    };
    return {
      body: {
        distances: b.from_points.map((s) => b.to_points.map((t) => cell(s, t, 700))),
        times: b.from_points.map((s) => b.to_points.map((t) => cell(s, t, 50))),
        info: { copyrights: ['GraphHopper', 'OpenStreetMap contributors'] },
      },
    };
  }
  if (url.pathname === '/route') {
    const b = body as TRouteBody;
    const line: [number, number][] = [];
    const instructions: { sign: number; interval: [number, number]; text: string }[] = [];
    b.points.forEach((p, k) => {
      if (k > 0) {
        const prev = b.points[k - 1] as TLngLat;
        line.push([(prev[1] + p[1]) / 2, prev[0] + 0.001]);
      }
      line.push([p[1], p[0]]);
      const at = line.length - 1;
      if (k === 0) instructions.push({ sign: 0, interval: [0, 1], text: 'Continue' });
      else if (k < b.points.length - 1) instructions.push({ sign: 5, interval: [at, at], text: 'Waypoint' });
      else instructions.push({ sign: 4, interval: [at, at], text: 'Arrive at destination' });
    });
    return {
      body: {
        paths: [{ distance: 1, time: 1, points: polyline.encode(line), points_encoded: true, instructions }],
      },
    };
  }
  return { status: 404, body: { message: 'Not found' } };
}

describe('graphhopper', () => {
  let server: Awaited<ReturnType<typeof startJsonServer>>;
  beforeAll(async () => {
    server = await startJsonServer(answer);
  });
  afterAll(() => server.close());

  const points = Array.from({ length: 7 }, (_, i) => ({ lat: 40 + i / 100, lng: -75 }));

  it('fills the matrices block by block, unreachable pairs as Infinity, with the key', async () => {
    server.seen.length = 0;
    const gh = createGraphHopperProvider({ url: server.url, timeoutMs: 2000, tableBlock: 3, key: 'k 1' });
    const m = await gh.matrix(points);
    expect(server.seen).toHaveLength(9);
    expect(server.seen[0]?.url.searchParams.get('key')).toBe('k 1');
    const first = server.seen[0]?.body as TMatrixBody;
    expect(first).toMatchObject({ profile: 'car', out_arrays: ['distances', 'times'], fail_fast: false });
    expect(first.from_points[1]).toEqual([-75, 40.01]);
    expect(m.distances[0 * 7 + 5]).toBe(3500);
    expect(m.durations[5 * 7 + 2]).toBe(150);
    expect(m.durations[0 * 7 + 6]).toBe(Number.POSITIVE_INFINITY);
    expect(m.durations[6 * 7 + 6]).toBe(0);
  });

  it('maps the vehicle to a profile: bike, foot, a van as car', async () => {
    server.seen.length = 0;
    const gh = createGraphHopperProvider({ url: server.url, timeoutMs: 2000 });
    await gh.matrix(points.slice(0, 2), { vehicle: 'bicycle', speedFactor: 100 });
    await gh.matrix(points.slice(0, 2), { vehicle: 'foot', speedFactor: 100 });
    await gh.matrix(points.slice(0, 2), { vehicle: 'van', speedFactor: 100 });
    expect(server.seen.map((r) => (r.body as TMatrixBody).profile)).toEqual(['bike', 'foot', 'car']);
  });

  it('cuts the path into legs at each via point, chunking long paths', async () => {
    server.seen.length = 0;
    const path = points.slice(0, 6);
    const gh = createGraphHopperProvider({ url: server.url, timeoutMs: 2000, routeChunk: 3 });
    const legs = await gh.legGeometries(path);
    expect(legs).toHaveLength(5);
    expect(server.seen.map((r) => (r.body as TRouteBody).points.length)).toEqual([3, 3, 2]);
    expect(polyline.decode(legs[0] as string)).toEqual([
      [40, -75],
      [40.005, -74.999],
      [40.01, -75],
    ]);
    expect(polyline.decode(legs[3] as string)).toEqual([
      [40.03, -75],
      [40.035, -74.999],
      [40.04, -75],
    ]);
  });

  it('reports a refusal with its message and an unreachable server as RoutingError', async () => {
    const gh = createGraphHopperProvider({ url: server.url, timeoutMs: 2000 });
    await expect(gh.matrix([{ lat: 0.5, lng: -30 }, ...points])).rejects.toThrow(
      /refused: Cannot find point 0/,
    );
    const down = createGraphHopperProvider({ url: 'http://127.0.0.1:9', timeoutMs: 500 });
    await expect(down.matrix(points)).rejects.toBeInstanceOf(RoutingError);
  });
});
