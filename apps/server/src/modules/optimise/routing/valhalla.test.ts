import polyline from '@mapbox/polyline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJsonServer, type TSeenRequest } from './fake-json-server.js';
import { RoutingError } from './osrm.js';
import { createValhallaProvider } from './valhalla.js';

interface TLocation {
  lat: number;
  lon: number;
}
interface TMatrixBody {
  sources: TLocation[];
  targets: TLocation[];
  costing: string;
  units: string;
}

/** Index of a location in the test's points: they are spaced by 0.01° of latitude from 40. */
const indexOf = (l: TLocation) => Math.round((l.lat - 40) * 100);
const ISLAND = 6;

/**
 * Valhalla's documented answers: `/sources_to_targets` gives rows of { distance (km), time (s),
 * from_index, to_index } with null for a pair no road joins; `/route` gives trip.legs[].shape as
 * polyline6; a refusal is 400 with error_code and error.
 */
function answer({ url, body }: TSeenRequest) {
  const b = body as TMatrixBody & { locations?: TLocation[] };
  if ((b.sources ?? b.locations ?? []).some((l) => l.lat < 1))
    return {
      status: 400,
      body: { error_code: 171, error: 'No suitable edges near location', status_code: 400 },
    };
  if (url.pathname === '/sources_to_targets') {
    const rows = b.sources.map((s, from_index) =>
      b.targets.map((t, to_index) => {
        const [i, j] = [indexOf(s), indexOf(t)];
        const cut = i !== j && (i === ISLAND || j === ISLAND);
        return {
          from_index,
          to_index,
          distance: cut ? null : Math.abs(i - j) * 0.5,
          time: cut ? null : Math.abs(i - j) * 40,
        };
      }),
    );
    return {
      body: { sources_to_targets: rows, units: 'kilometers', sources: [b.sources], targets: [b.targets] },
    };
  }
  if (url.pathname === '/route') {
    const locs = b.locations ?? [];
    const legs = locs.slice(1).map((to, k) => {
      const from = locs[k] as TLocation;
      const mid: [number, number] = [(from.lat + to.lat) / 2, from.lon + 0.001];
      return {
        shape: polyline.encode([[from.lat, from.lon], mid, [to.lat, to.lon]], 6),
        summary: { length: 1, time: 60 },
      };
    });
    return {
      body: { trip: { legs, status: 0, status_message: 'Found route between points', units: 'kilometers' } },
    };
  }
  return { status: 404, body: { error_code: 106, error: 'Try any of: /route /sources_to_targets' } };
}

describe('valhalla', () => {
  let server: Awaited<ReturnType<typeof startJsonServer>>;
  beforeAll(async () => {
    server = await startJsonServer(answer);
  });
  afterAll(() => server.close());

  const points = Array.from({ length: 7 }, (_, i) => ({ lat: 40 + i / 100, lng: -75 }));

  it('fills the matrices block by block in metres and seconds, unreachable pairs as Infinity', async () => {
    server.seen.length = 0;
    const m = await createValhallaProvider({ url: server.url, timeoutMs: 2000, tableBlock: 3 }).matrix(
      points,
    );
    expect(server.seen).toHaveLength(9);
    const first = server.seen[0]?.body as TMatrixBody;
    expect(first.costing).toBe('auto');
    expect(first.sources[0]).toEqual({ lat: 40, lon: -75 });
    expect(m.distances[0 * 7 + 5]).toBe(2500);
    expect(m.durations[5 * 7 + 2]).toBe(120);
    expect(m.durations[0 * 7 + 6]).toBe(Number.POSITIVE_INFINITY);
    expect(m.distances[6 * 7 + 6]).toBe(0);
  });

  it('maps the vehicle to a costing: bicycle, pedestrian, a van as auto', async () => {
    server.seen.length = 0;
    const p = createValhallaProvider({ url: server.url, timeoutMs: 2000 });
    await p.matrix(points.slice(0, 2), { vehicle: 'bicycle', speedFactor: 100 });
    await p.matrix(points.slice(0, 2), { vehicle: 'foot', speedFactor: 100 });
    await p.matrix(points.slice(0, 2), { vehicle: 'van', speedFactor: 100 });
    expect(server.seen.map((r) => (r.body as TMatrixBody).costing)).toEqual([
      'bicycle',
      'pedestrian',
      'auto',
    ]);
  });

  it("re-encodes each leg's polyline6 shape at precision 5, chunking long paths", async () => {
    server.seen.length = 0;
    const path = points.slice(0, 6);
    const legs = await createValhallaProvider({
      url: server.url,
      timeoutMs: 2000,
      routeChunk: 3,
    }).legGeometries(path);
    expect(legs).toHaveLength(5);
    expect(server.seen.map((r) => (r.body as { locations: unknown[] }).locations.length)).toEqual([3, 3, 2]);
    expect(polyline.decode(legs[2] as string)).toEqual([
      [40.02, -75],
      [40.025, -74.999],
      [40.03, -75],
    ]);
  });

  it('reports a refusal with its text and an unreachable server as RoutingError', async () => {
    const p = createValhallaProvider({ url: server.url, timeoutMs: 2000 });
    const atSea = [{ lat: 0.5, lng: -30 }, ...points];
    await expect(p.matrix(atSea)).rejects.toThrow(/refused: No suitable edges near location/);
    const down = createValhallaProvider({ url: 'http://127.0.0.1:9', timeoutMs: 500 });
    await expect(down.matrix(points)).rejects.toBeInstanceOf(RoutingError);
  });
});
