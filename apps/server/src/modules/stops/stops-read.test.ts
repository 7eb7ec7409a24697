import { Api, Role, ZStopsAnswerSchema } from '@rp/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from '../../test/api-call.js';
import {
  addStop,
  createAppWithTeams,
  createRoute,
  insertStops,
  markOptimized,
  newMember,
  type TTestTeam,
} from '../../test/routes-helpers.js';
import { call, type TTestApp } from '../../test/test-app.js';
import { loadAuthContext } from '../auth/session-loader.js';
import { stopsRepository } from './stops.repository.js';
import { toStop } from './stops.service.js';
import { createStopsReader } from './stops-read.js';

let t: TTestApp;
let team: TTestTeam;
let other: TTestTeam;

beforeAll(async () => {
  ({ t, team, other } = await createAppWithTeams());
});
afterAll(() => t.close());

const readStops = (routeId: number, token: string, headers: Record<string, string> = {}) =>
  call(t.app, 'GET', `/stops/${routeId}/`, { token, headers });

const namesOf = (body: string) => ZStopsAnswerSchema.parse(JSON.parse(body)).stops.map((s) => s.name);

const stopsVersion = (routeId: number) =>
  t.deps.db
    .selectFrom('routes')
    .select('stops_version')
    .where('id', '=', routeId)
    .executeTakeFirstOrThrow()
    .then((r) => r.stops_version);

describe('GET /stops/{routeId}/ served from the encoded answer', () => {
  it('answers what the database holds, as JSON with an entity tag, the same on a second read', async () => {
    const routeId = await createRoute(t, team.token);
    await insertStops(t, routeId, 30);
    const first = await readStops(routeId, team.token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const rows = await stopsRepository.listStops(t.deps.db, routeId, false);
    expect(answerOf(first, Api.listStops)).toEqual({ stops: rows.map(toStop) });
    const second = await readStops(routeId, team.token);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('answers 304 without a body to a matching If-None-Match, 200 to another tag', async () => {
    const routeId = await createRoute(t, team.token);
    await addStop(t, team.token, routeId, { name: 'Bakery' });
    const { headers } = await readStops(routeId, team.token);
    const etag = String(headers.etag);
    const same = await readStops(routeId, team.token, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    const listed = await readStops(routeId, team.token, { 'if-none-match': `"other", W/${etag}` });
    expect(listed.statusCode).toBe(304);
    const stale = await readStops(routeId, team.token, { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(namesOf(stale.body)).toEqual(['Bakery']);
  });

  it('answers the edit, the added stop and the deletion made after a read, with a new tag', async () => {
    const routeId = await createRoute(t, team.token);
    const a = await addStop(t, team.token, routeId, { name: 'A' });
    await addStop(t, team.token, routeId, { name: 'B' });
    const before = await readStops(routeId, team.token);
    expect(namesOf(before.body)).toEqual(['A', 'B']);

    const edit = await call(t.app, 'POST', `/stop/${routeId}/`, {
      token: team.token,
      body: { id: a.id, name: 'A edited' },
    });
    expect(edit.statusCode).toBe(200);
    const edited = await readStops(routeId, team.token, { 'if-none-match': String(before.headers.etag) });
    expect(edited.statusCode).toBe(200);
    expect(namesOf(edited.body)).toEqual(['A edited', 'B']);
    expect(edited.headers.etag).not.toBe(before.headers.etag);

    await addStop(t, team.token, routeId, { name: 'C' });
    expect(namesOf((await readStops(routeId, team.token)).body)).toEqual(['A edited', 'B', 'C']);
    await call(t.app, 'POST', `/stop_delete/${routeId}/`, { token: team.token, body: { id: a.id } });
    expect(namesOf((await readStops(routeId, team.token)).body)).toEqual(['B', 'C']);
  });

  it('answers a write made straight in the database, as another process or code path would', async () => {
    const routeId = await createRoute(t, team.token);
    await insertStops(t, routeId, 3);
    expect(namesOf((await readStops(routeId, team.token)).body)).toEqual(['Stop 1', 'Stop 2', 'Stop 3']);
    const version = await stopsVersion(routeId);
    await t.deps.db
      .updateTable('stops')
      .set({ name: sql<string>`upper(name)` })
      .where('route_id', '=', routeId)
      .execute();
    expect(await stopsVersion(routeId)).toBe(version + 1);
    expect(namesOf((await readStops(routeId, team.token)).body)).toEqual(['STOP 1', 'STOP 2', 'STOP 3']);
    await t.deps.db.deleteFrom('stops').where('route_id', '=', routeId).where('sequence', '=', 0).execute();
    expect(namesOf((await readStops(routeId, team.token)).body)).toEqual(['STOP 2', 'STOP 3']);
  });

  it('answers the optimised order once driver routes are written', async () => {
    const routeId = await createRoute(t, team.token);
    await insertStops(t, routeId, 3);
    await readStops(routeId, team.token);
    const driverRouteId = await markOptimized(t, routeId);
    const stops = await t.deps.db.selectFrom('stops').select('id').where('route_id', '=', routeId).execute();
    // Reversed on the driver route: the list follows position_on_the_route once optimised.
    for (const [i, s] of stops.entries()) {
      await t.deps.db
        .updateTable('stops')
        .set({ vehicle_route_id: driverRouteId, position_on_the_route: stops.length - i })
        .where('id', '=', s.id)
        .execute();
    }
    expect(namesOf((await readStops(routeId, team.token)).body)).toEqual(['Stop 3', 'Stop 2', 'Stop 1']);
  });

  it("keeps answering 404 for another team's route the owner has read", async () => {
    const routeId = await createRoute(t, team.token);
    await insertStops(t, routeId, 2);
    const owner = await readStops(routeId, team.token);
    expect(owner.statusCode).toBe(200);
    const stranger = await readStops(routeId, other.token, { 'if-none-match': String(owner.headers.etag) });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('Stop 1');
  });

  it('refuses a token right after logout, though its answer was read a moment before', async () => {
    const member = await newMember(t, team.teamId, Role.Dispatcher);
    const routeId = await createRoute(t, team.token);
    await insertStops(t, routeId, 2);
    expect((await readStops(routeId, member.token)).statusCode).toBe(200);
    const logout = await call(t.app, 'POST', '/a/logout/', { token: member.token });
    expect(logout.statusCode).toBe(200);
    expect((await readStops(routeId, member.token)).statusCode).toBe(401);
  });

  it('keeps deleting a route with its stops (the triggers touch a route being deleted)', async () => {
    const routeId = await createRoute(t, team.token);
    await insertStops(t, routeId, 2);
    const res = await call(t.app, 'POST', '/route_delete/', {
      token: team.token,
      body: { route_id: routeId },
    });
    expect(res.statusCode).toBe(200);
    expect((await readStops(routeId, team.token)).statusCode).toBe(404);
  });
});

describe('createStopsReader', () => {
  it('keeps no more encoded answers than its budget, and still answers every route', async () => {
    const routes = [await createRoute(t, team.token), await createRoute(t, team.token)];
    for (const id of routes) await insertStops(t, id, 20);
    const auth = await loadAuthContext(t.deps, team.token);
    if (!auth) throw new Error('the test team has no live session');
    const one = await createStopsReader(t.deps).read(auth, routes[0] as number);
    const budget = Math.round(one.body.length * 1.5);
    const reader = createStopsReader(t.deps, budget);
    for (const id of routes) {
      const answer = await reader.read(auth, id);
      expect(answer.value.stops).toHaveLength(20);
      expect(reader.keptBytes()).toBeGreaterThan(0);
      expect(reader.keptBytes()).toBeLessThanOrEqual(budget);
    }
  });
});
