import { InputMessages, PACKAGE_COUNT_MESSAGE, RouteMessages, TeamMessages } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../test/api-call.js';
import {
  addStop,
  countStops,
  createAppWithTeams,
  createRoute,
  markOptimized,
  newMember,
  routeRow,
  type TTestTeam,
} from '../test/routes-helpers.js';
import { call, type TTestApp } from '../test/test-app.js';

/* Inputs that used to reach the database and fail there (500) or be read as 0: each is now a
   400 with its rule's message, and nothing is written. */

const TOO_BIG = 99999999999;
const JUST_TOO_BIG = 2 ** 31;
const DRIVER_ROLE = 2;

let t: TTestApp;
let team: TTestTeam;
let other: TTestTeam;

beforeAll(async () => {
  ({ t, team, other } = await createAppWithTeams());
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, body: unknown, token = team.token) => call(t.app, 'POST', url, { token, body });
const countRows = async (table: 'routes' | 'users' | 'stops') =>
  Number(
    (
      await t.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const stopRow = (id: number) =>
  t.deps.db.selectFrom('stops').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('ids beyond the database integer', () => {
  it('GET /route/{id}/ answers 400 with the rule message, the largest integer 404', async () => {
    for (const id of [TOO_BIG, JUST_TOO_BIG]) {
      const res = await call(t.app, 'GET', `/route/${id}/`, { token: team.token });
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).message).toBe(RouteMessages.invalidRouteId);
    }
    const res = await call(t.app, 'GET', `/route/${JUST_TOO_BIG - 1}/`, { token: team.token });
    expect(res.statusCode).toBe(404);
  });

  it('stop_delete, route_copy, save_drivers, save_driver and teammember_delete answer 400, nothing written', async () => {
    const routeId = await createRoute(t, team.token);
    await addStop(t, team.token, routeId);
    const driver = await newMember(t, team.teamId, DRIVER_ROLE, 'Dana');
    const routes = await countRows('routes');
    const users = await countRows('users');
    const attempts: [string, unknown][] = [
      [`/stop_delete/${routeId}/`, { id: TOO_BIG }],
      [`/stop_delete/${TOO_BIG}/`, { id: 1 }],
      ['/route_copy/', { route_id: JUST_TOO_BIG }],
      ['/route_delete/', { route_id: TOO_BIG }],
      ['/optimize/', { route_id: TOO_BIG }],
      ['/cancel_optimization/', { route_id: JUST_TOO_BIG }],
      ['/send_to_drivers/', { route_id: TOO_BIG }],
      ['/save_drivers/', { route_id: routeId, drivers: [driver.userId, TOO_BIG] }],
      ['/save_drivers/', { route_id: TOO_BIG, drivers: [driver.userId] }],
      ['/save_driver/', { route_id: routeId, vehicle_route_id: TOO_BIG, driver_id: null }],
      ['/save_driver/', { route_id: routeId, vehicle_route_id: 1, driver_id: JUST_TOO_BIG }],
      ['/teammember_delete/', { user_id: TOO_BIG }],
      ['/save_teammember/', { user_id: TOO_BIG, email: 'x@example.com', name: 'X', role: 2 }],
      [`/stop/${routeId}/`, { id: TOO_BIG, name: 'Moved' }],
    ];
    for (const [url, body] of attempts) {
      const res = await post(url, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
    }
    expect(await countStops(t, routeId)).toBe(1);
    expect(await countRows('routes')).toBe(routes);
    expect(await countRows('users')).toBe(users);
    expect((await routeRow(t, routeId))?.id).toBe(routeId);
  });

  it('teammember_delete answers a numeric text id too large with the rule message', async () => {
    const res = await post('/teammember_delete/', { user_id: '2147483648' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(TeamMessages.invalidUserId);
  });

  it("another team's ids still answer 404 and change nothing", async () => {
    const theirRoute = await createRoute(t, other.token);
    const theirStop = await addStop(t, other.token, theirRoute, { name: 'Theirs' });
    const theirDriverRoute = await markOptimized(t, theirRoute);
    expect((await call(t.app, 'GET', `/route/${theirRoute}/`, { token: team.token })).statusCode).toBe(404);
    expect((await post(`/stop_delete/${theirRoute}/`, { id: theirStop.id })).statusCode).toBe(404);
    expect((await post('/route_copy/', { route_id: theirRoute })).statusCode).toBe(404);
    const assign = await post('/save_driver/', {
      route_id: theirRoute,
      vehicle_route_id: theirDriverRoute,
      driver_id: null,
    });
    expect(assign.statusCode).toBe(404);
    expect((await stopRow(theirStop.id)).name).toBe('Theirs');
  });
});

describe('control characters in texts', () => {
  it('a NUL byte in a stop, a route, a member or the team is a 400, nothing written', async () => {
    const routeId = await createRoute(t, team.token);
    const stop = await addStop(t, team.token, routeId, { name: 'Clean' });
    const routes = await countRows('routes');
    const users = await countRows('users');
    const attempts: [string, unknown][] = [
      [`/stop/${routeId}/`, { name: 'A\u0000B', lat: 39.9, lng: -75.1 }],
      [`/stop/${routeId}/`, { id: stop.id, name: 'A\u0000B' }],
      [`/stop/${routeId}/`, { id: stop.id, note: 'line one\nline two\u0000' }],
      [`/stop/${routeId}/`, { id: stop.id, address: 'Main\u001bSt' }],
      [`/stop/${routeId}/`, { id: stop.id, order_info_products_barcodes: 'A1,\u0000' }],
      ['/route/', { name: 'Day\u0000', planned_on: '2025-06-02' }],
      ['/route/', { route_id: routeId, desc: 'x\u0000' }],
      ['/save_teammember/', { email: 'nul@example.com', name: 'N\u0000', role: DRIVER_ROLE }],
      ['/save_teampreferences/', { name: 'Team\u0000' }],
    ];
    for (const [url, body] of attempts) {
      const res = await post(url, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(errorOf(res).message).toBe(InputMessages.controlCharacters);
    }
    expect(await countStops(t, routeId)).toBe(1);
    expect((await stopRow(stop.id)).name).toBe('Clean');
    expect(await countRows('routes')).toBe(routes);
    expect(await countRows('users')).toBe(users);
  });

  it('tabs and line breaks stay allowed in a multi-line note', async () => {
    const routeId = await createRoute(t, team.token);
    const stop = await addStop(t, team.token, routeId);
    const res = await post(`/stop/${routeId}/`, { id: stop.id, note: 'Gate\t2\nRing twice' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stopRow(stop.id)).note).toBe('Gate\t2\nRing twice');
  });
});

describe('package count', () => {
  it('1e12 packages is a 400 and the stop keeps its count', async () => {
    const routeId = await createRoute(t, team.token);
    const stop = await addStop(t, team.token, routeId, { order_info_package_count: 3 });
    for (const count of [1e12, '1000001']) {
      const res = await post(`/stop/${routeId}/`, { id: stop.id, order_info_package_count: count });
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).message).toBe(PACKAGE_COUNT_MESSAGE);
    }
    expect((await stopRow(stop.id)).order_info_package_count).toBe(3);
  });
});

describe('coordinates', () => {
  it('an add with lat null, empty, true, text, out of range or at 0, 0 is a 400 and adds nothing', async () => {
    const routeId = await createRoute(t, team.token);
    for (const lat of [null, '', true, 'abc', '10', 91]) {
      const res = await post(`/stop/${routeId}/`, { name: 'Nowhere', lat, lng: 10 });
      expect(res.statusCode, `${JSON.stringify(lat)} ${res.body}`).toBe(400);
    }
    const res = await post(`/stop/${routeId}/`, { name: 'Nowhere', lat: 10, lng: null });
    expect(res.statusCode).toBe(400);
    for (const zero of [0, 1e-300, '0']) {
      const atZero = await post(`/stop/${routeId}/`, { name: 'Null Island', lat: zero, lng: zero });
      expect(atZero.statusCode, atZero.body).toBe(400);
    }
    expect(await countStops(t, routeId)).toBe(0);
  });

  it('a drag with null or empty coordinates does not move the stop', async () => {
    const routeId = await createRoute(t, team.token);
    const stop = await addStop(t, team.token, routeId, { lat: 39.95, lng: -75.16 });
    for (const body of [
      { id: stop.id, lat: null, lng: null },
      { id: stop.id, lat: '', lng: '' },
      { id: stop.id, lat: true, lng: -75 },
    ]) {
      const res = await post(`/stop/${routeId}/`, body);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await stopRow(stop.id)).toMatchObject({ lat: 39.95, lng: -75.16 });
  });
});
