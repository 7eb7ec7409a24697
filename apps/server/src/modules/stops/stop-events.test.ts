import { Api } from '@rp/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerOf } from '../../test/api-call.js';
import {
  addStop,
  createRoute,
  insertStops,
  markOptimized,
  newTeam,
  setFreePlan,
  type TTestTeam,
} from '../../test/routes-helpers.js';
import { recordLiveChanges } from '../../test/socket-test-helpers.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;
let team: TTestTeam;
let live: ReturnType<typeof recordLiveChanges>;

beforeAll(async () => {
  t = await createTestApp();
  team = await newTeam(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  live?.stop();
  live = recordLiveChanges(t);
});

const importRows = (token: string, routeId: number, values: unknown[][]) =>
  call(t.app, 'POST', '/batch_geocode/', {
    token,
    body: {
      route_id: routeId,
      values,
      columnConfig: { address: 0, city: 1, postcode: -1, latitude: 2, longitude: 3 },
      countryCode: 'US',
    },
  });

describe('stop writes tell the sockets (stop-changed) after they commit', () => {
  it('add, edit, drag, duplicate and delete each announce the route', async () => {
    const routeId = await createRoute(t, team.token);
    live.changes.length = 0;
    const stop = await addStop(t, team.token, routeId);
    // One at a time, so that each change's count of open transactions is about its own write.
    const writes = [
      { id: stop.id, name: 'Edited' },
      { id: stop.id, lat: 39.9, lng: -75.1 },
    ];
    for (const body of writes) {
      const res = await call(t.app, 'POST', `/stop/${routeId}/`, { token: team.token, body });
      expect(res.statusCode, res.body).toBe(200);
    }
    const copy = await call(t.app, 'POST', `/stop_copy/${routeId}/`, {
      token: team.token,
      body: { id: stop.id },
    });
    expect(copy.statusCode, copy.body).toBe(200);
    const del = await call(t.app, 'POST', `/stop_delete/${routeId}/`, {
      token: team.token,
      body: { id: stop.id },
    });
    expect(del.statusCode, del.body).toBe(200);

    expect(live.names()).toEqual(Array(5).fill(`stop-changed:${routeId}`));
    expect(live.changes.map((c) => c.openTransactions)).toEqual([0, 0, 0, 0, 0]);
    // The add was announced with its stop saved, the delete with it gone.
    expect(await live.changes[0]?.stopsSeen).toBe(1);
    expect(await live.changes[4]?.stopsSeen).toBe(1);
  });

  it('announces nothing for a stop write that was refused', async () => {
    const optimised = await createRoute(t, team.token);
    const stop = await addStop(t, team.token, optimised);
    await markOptimized(t, optimised);
    const freeTeam = await newTeam(t);
    await setFreePlan(t, freeTeam.teamId);
    const full = await createRoute(t, freeTeam.token);
    await insertStops(t, full, 10);
    live.changes.length = 0;

    const refused = await Promise.all([
      call(t.app, 'POST', `/stop/${optimised}/`, {
        token: team.token,
        body: { id: stop.id, name: 'Locked' },
      }),
      call(t.app, 'POST', `/stop_delete/${optimised}/`, { token: team.token, body: { id: stop.id } }),
      call(t.app, 'POST', `/stop/${full}/`, {
        token: freeTeam.token,
        body: { name: 'One too many', address: 'x', lat: 1, lng: 1 },
      }),
      call(t.app, 'POST', `/stop/${optimised}/`, {
        token: freeTeam.token,
        body: { id: stop.id, name: 'Not yours' },
      }),
    ]);
    expect(refused.map((r) => r.statusCode)).toEqual([409, 409, 200, 404]);
    expect(refused[2] && answerOf(refused[2], Api.saveStop).err).toBe(-20);
    expect(live.names()).toEqual([]);
  });
});

describe('an import tells the sockets (stop-changed and route-changed) after it commits', () => {
  it('announces the stops and the route list once for the whole file', async () => {
    const routeId = await createRoute(t, team.token);
    live.changes.length = 0;
    const res = await importRows(team.token, routeId, [
      ['1 Main St', 'Camden', '39.91', '-75.12'],
      ['2 Main St', 'Camden', '39.92', '-75.13'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(answerOf(res, Api.batchGeocode).stops).toHaveLength(2);
    expect(live.names()).toEqual([`stop-changed:${routeId}`, `route-changed:${routeId}`]);
    expect(live.changes.map((c) => c.openTransactions)).toEqual([0, 0]);
    expect(await live.changes[0]?.stopsSeen).toBe(2);
  });

  it('announces nothing when no row was added', async () => {
    const routeId = await createRoute(t, team.token);
    live.changes.length = 0;
    const res = await importRows(team.token, routeId, [['', '', 'not', 'coordinates']]);
    expect(res.statusCode, res.body).toBe(200);
    expect(answerOf(res, Api.batchGeocode).stops).toEqual([]);
    expect(live.names()).toEqual([]);
  });
});
