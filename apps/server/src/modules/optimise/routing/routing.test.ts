import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import polyline from '@mapbox/polyline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greatCircleMetres, straightLegs } from './haversine.js';
import { createOsrmProvider, RoutingError } from './osrm.js';
import type { TPoint } from './routing-provider.js';

const points: TPoint[] = [
  { lat: 39.9526, lng: -75.1652 },
  { lat: 39.9612, lng: -75.1554 },
  { lat: 39.9405, lng: -75.1799 },
];

describe('great circle', () => {
  it('measures about 111 km per degree of latitude', () => {
    expect(greatCircleMetres({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, -1);
  });

  it('draws each leg as a straight line', () => {
    const legs = straightLegs(points);
    expect(legs).toHaveLength(2);
    expect(polyline.decode(legs[1] as string)).toEqual([
      [39.9612, -75.1554],
      [39.9405, -75.1799],
    ]);
  });
});

/** A local server answering in OSRM's documented shapes (table and route services). */
function startFakeOsrm(seen: URL[]): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    seen.push(url);
    const [, service, , profile, coordinateText] = url.pathname.split('/');
    const coordinates = (coordinateText ?? '')
      .split(';')
      .map((c) => c.split(',').map(Number) as [number, number]);
    res.setHeader('content-type', 'application/json');
    if (profile !== 'driving') {
      res.statusCode = 400;
      res.end(JSON.stringify({ code: 'InvalidUrl', message: 'bad profile' }));
      return;
    }
    if (service === 'table') {
      const sources = (url.searchParams.get('sources') ?? '').split(';').map(Number);
      const destinations = (url.searchParams.get('destinations') ?? '').split(';').map(Number);
      // duration = 10 × |i - j| seconds; the last point is an island no road reaches
      const unreachable = coordinates.length - 1;
      const cell = (i: number, j: number, k: number) =>
        i !== j && (i === unreachable || j === unreachable) ? null : k * Math.abs(i - j);
      res.end(
        JSON.stringify({
          code: 'Ok',
          durations: sources.map((i) => destinations.map((j) => cell(i, j, 10))),
          distances: sources.map((i) => destinations.map((j) => cell(i, j, 100))),
        }),
      );
      return;
    }
    if (service === 'route') {
      const legs = coordinates.slice(1).map((to, i) => {
        const from = coordinates[i] as [number, number];
        const mid: [number, number] = [(from[1] + to[1]) / 2, (from[0] + to[0]) / 2];
        return {
          steps: [
            { geometry: polyline.encode([[from[1], from[0]], mid]) },
            { geometry: polyline.encode([mid, [to[1], to[0]]]) },
            { geometry: polyline.encode([[to[1], to[0]]]) },
          ],
        };
      });
      res.end(JSON.stringify({ code: 'Ok', routes: [{ legs }], waypoints: [] }));
      return;
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ code: 'InvalidService' }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('osrm', () => {
  const seen: URL[] = [];
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = await startFakeOsrm(seen);
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('fills the matrices block by block and marks unreachable points as Infinity', async () => {
    seen.length = 0;
    const many = Array.from({ length: 7 }, (_, i) => ({ lat: 40 + i / 100, lng: -75 }));
    const m = await createOsrmProvider({ url, timeoutMs: 2000, tableBlock: 3 }).matrix(many);
    expect(seen).toHaveLength(9);
    expect(seen[0]?.pathname).toMatch(/^\/table\/v1\/driving\/-75\.000000,40\.000000;/);
    expect(seen[0]?.searchParams.get('annotations')).toBe('duration,distance');
    expect(m.durations[0 * 7 + 5]).toBe(50);
    expect(m.distances[5 * 7 + 2]).toBe(300);
    expect(m.durations[0 * 7 + 6]).toBe(Number.POSITIVE_INFINITY);
    expect(m.durations[6 * 7 + 6]).toBe(0);
  });

  it('joins the steps of each leg into one polyline, chunking long paths', async () => {
    seen.length = 0;
    const path = Array.from({ length: 6 }, (_, i) => ({ lat: 40 + i / 100, lng: -75 + i / 100 }));
    const legs = await createOsrmProvider({ url, timeoutMs: 2000, routeChunk: 3 }).legGeometries(path);
    expect(legs).toHaveLength(5);
    expect(seen.map((u) => u.pathname.split('/')[4]?.split(';').length)).toEqual([3, 3, 2]);
    expect(seen[0]?.searchParams.get('steps')).toBe('true');
    expect(polyline.decode(legs[2] as string)).toEqual([
      [40.02, -74.98],
      [40.025, -74.975],
      [40.03, -74.97],
    ]);
  });

  it("asks for the route vehicle's profile: cycling for a bicycle, walking on foot", async () => {
    seen.length = 0;
    const osrm = createOsrmProvider({ url, timeoutMs: 2000 });
    await expect(osrm.matrix(points, { vehicle: 'bicycle', speedFactor: 100 })).rejects.toThrow(
      /bad profile/,
    );
    await expect(osrm.legGeometries(points, { vehicle: 'foot', speedFactor: 100 })).rejects.toThrow(
      /bad profile/,
    );
    expect(seen.map((u) => u.pathname.split('/')[3])).toEqual(['cycling', 'walking']);
  });

  it('reports a refusal and an unreachable server as RoutingError', async () => {
    const bad = createOsrmProvider({ url, timeoutMs: 2000, profile: 'boat' });
    await expect(bad.matrix(points)).rejects.toThrow(/refused: bad profile/);
    const down = createOsrmProvider({ url: 'http://127.0.0.1:9', timeoutMs: 500 });
    await expect(down.matrix(points)).rejects.toBeInstanceOf(RoutingError);
  });
});
