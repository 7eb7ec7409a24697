import { Api } from '@rp/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerOf } from '../../test/api-call.js';
import {
  addStop,
  createAppWithTeams,
  createRoute,
  markOptimized,
  newMember,
  type TTestTeam,
} from '../../test/routes-helpers.js';
import { recordLiveChanges } from '../../test/socket-test-helpers.js';
import { call, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;
let team: TTestTeam;
let other: TTestTeam;
let live: ReturnType<typeof recordLiveChanges>;

beforeAll(async () => {
  ({ t, team, other } = await createAppWithTeams());
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  live?.stop();
  live = recordLiveChanges(t);
});

describe('route writes tell the sockets (route-changed) after they commit', () => {
  it('create, edit, copy and delete each announce their route', async () => {
    const id = await createRoute(t, team.token);
    expect(live.names()).toEqual([`route-changed:${id}`]);
    expect(await live.changes[0]?.stopsSeen).toBe(0);

    await addStop(t, team.token, id);
    const edit = await call(t.app, 'POST', '/route/', {
      token: team.token,
      body: { route_id: id, name: 'Renamed' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const copy = await call(t.app, 'POST', '/route_copy/', { token: team.token, body: { route_id: id } });
    expect(copy.statusCode, copy.body).toBe(200);
    const copyId = answerOf(copy, Api.copyRoute).id;
    const del = await call(t.app, 'POST', '/route_delete/', { token: team.token, body: { route_id: id } });
    expect(del.statusCode, del.body).toBe(200);

    expect(live.names()).toEqual([
      `route-changed:${id}`,
      `stop-changed:${id}`,
      `route-changed:${id}`,
      `route-changed:${copyId}`,
      `route-changed:${id}`,
    ]);
    expect(live.changes.map((c) => c.openTransactions)).toEqual([0, 0, 0, 0, 0]);
    // The copy was announced with its stop in it, the deletion once the route was gone.
    expect(await live.changes[3]?.stopsSeen).toBe(1);
    expect(await live.changes[4]?.stopsSeen).toBeNull();
  });

  it('announces a new selection of drivers', async () => {
    const id = await createRoute(t, team.token);
    const driver = await newMember(t, team.teamId, 1);
    live.changes.length = 0;
    const res = await call(t.app, 'POST', '/save_drivers/', {
      token: team.token,
      body: { route_id: id, drivers: [driver.userId] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(live.names()).toEqual([`route-changed:${id}`]);
    expect(live.changes[0]?.openTransactions).toBe(0);
  });

  it('announces nothing for a refused write (rolled back or never made)', async () => {
    const id = await createRoute(t, team.token);
    const optimised = await createRoute(t, team.token);
    await markOptimized(t, optimised);
    const stranger = await newMember(t, other.teamId, 1);
    live.changes.length = 0;

    const refused = await Promise.all([
      call(t.app, 'POST', '/route/', { token: team.token, body: { route_id: optimised, name: 'Locked' } }),
      call(t.app, 'POST', '/route/', { token: other.token, body: { route_id: id, name: 'Not yours' } }),
      call(t.app, 'POST', '/route_delete/', { token: other.token, body: { route_id: id } }),
      call(t.app, 'POST', '/route_copy/', { token: other.token, body: { route_id: id } }),
      call(t.app, 'POST', '/save_drivers/', {
        token: team.token,
        body: { route_id: id, drivers: [stranger.userId] },
      }),
    ]);
    expect(refused.map((r) => r.statusCode)).toEqual([409, 404, 404, 404, 400]);
    expect(live.names()).toEqual([]);
  });
});
