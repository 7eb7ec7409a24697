import { RouteMessages } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/api-call.js';
import {
  addStop,
  countStops,
  createAppWithTeams,
  createRoute,
  markOptimized,
  newMember,
  routeRow,
  type TTestTeam,
} from '../../test/routes-helpers.js';
import { call, type TTestApp } from '../../test/test-app.js';

/* Ids are read as they are sent: a JSON number in a body, digits in a path. `true` was once read
   as id 1 and '1' as 1; this app is fresh so that the first route, driver route and stop are id 1,
   the rows such a reading would have changed. */

let t: TTestApp;
let team: TTestTeam;
let routeId: number;
let driverRouteId: number;
let stopId: number;
let driverId: number;

beforeAll(async () => {
  ({ t, team } = await createAppWithTeams());
  routeId = await createRoute(t, team.token, { name: 'First', planned_on: '2025-06-02' });
  stopId = (await addStop(t, team.token, routeId, { name: 'First stop' })).id;
  driverId = (await newMember(t, team.teamId, 1, 'Driver')).userId;
  driverRouteId = await markOptimized(t, routeId);
});
afterAll(() => t.close());

const driverRoute = () =>
  t.deps.db.selectFrom('driver_routes').selectAll().where('id', '=', driverRouteId).executeTakeFirstOrThrow();

describe('ids in JSON bodies are numbers, nothing else', () => {
  it('the rows a coerced true or "1" would name are id 1', () => {
    expect([routeId, driverRouteId, stopId]).toEqual([1, 1, 1]);
  });

  it.each([true, '1', 1.0000001, [1]])(
    '/save_driver/ refuses vehicle_route_id %j and assigns nobody',
    async (id) => {
      const res = await call(t.app, 'POST', '/save_driver/', {
        token: team.token,
        body: { route_id: routeId, vehicle_route_id: id, driver_id: driverId },
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ success: false, message: RouteMessages.invalidDriverRouteId });
      expect((await driverRoute()).driver_id).toBeNull();
    },
  );

  it.each([
    ['/save_driver/', { route_id: true, vehicle_route_id: 1, driver_id: 'DRIVER' }],
    ['/save_driver/', { route_id: '1', vehicle_route_id: 1, driver_id: 'DRIVER' }],
    ['/save_driver/', { route_id: 1, vehicle_route_id: 1, driver_id: 'DRIVER_TEXT' }],
    ['/save_driver/', { route_id: 1, vehicle_route_id: 1, driver_id: true }],
  ])('%s refuses %j and assigns nobody', async (path, body) => {
    const sent = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [
        k,
        v === 'DRIVER' ? driverId : v === 'DRIVER_TEXT' ? String(driverId) : v,
      ]),
    );
    const res = await call(t.app, 'POST', path, { token: team.token, body: sent });
    expect(res.statusCode).toBe(400);
    expect((await driverRoute()).driver_id).toBeNull();
  });

  it.each([
    ['/route_delete/', { route_id: true }],
    ['/route_delete/', { route_id: '1' }],
    ['/route_copy/', { route_id: true }],
    ['/cancel_optimization/', { route_id: true }],
    ['/cancel_optimization/', { route_id: '1' }],
    ['/send_to_drivers/', { route_id: '1' }],
    ['/optimize/', { route_id: true }],
    ['/save_drivers/', { route_id: 1, drivers: [true] }],
    ['/save_drivers/', { route_id: true, drivers: [2] }],
    [`/stop_delete/1/`, { id: true }],
    [`/stop_delete/1/`, { id: '1' }],
    [`/stop_copy/1/`, { id: true }],
    [
      '/batch_geocode/',
      {
        route_id: true,
        values: [['52.23', '21.01']],
        columnConfig: { city: -1, address: -1, postcode: -1, latitude: 0, longitude: 1 },
      },
    ],
    ['/teammember_delete/', { user_id: true }],
    ['/save_teammember/', { user_id: '1', email: 'x@example.com', name: 'X', role: 1 }],
  ])('%s refuses %j with 400 and changes nothing', async (path, body) => {
    const res = await call(t.app, 'POST', path, { token: team.token, body });
    expect(res.statusCode, res.body).toBe(400);
    expect(await routeRow(t, routeId)).toMatchObject({ name: 'First', is_optimized: true });
    expect(await countStops(t, routeId)).toBe(1);
  });
});

describe('ids in paths are digits', () => {
  it.each(['1e0', '+1', '0x1', '%201', '1.0', 'true'])('GET /stops/%s/ is refused with 400', async (id) => {
    const res = await call(t.app, 'GET', `/stops/${id}/`, { token: team.token });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(RouteMessages.invalidRouteId);
  });

  it('digits still name the route', async () => {
    const res = await call(t.app, 'GET', `/stops/${routeId}/`, { token: team.token });
    expect(res.statusCode).toBe(200);
  });
});
