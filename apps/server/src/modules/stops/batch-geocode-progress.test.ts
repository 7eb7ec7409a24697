import { Api, LiveServerEvents, StopErr, ZImportProgressSchema } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from '../../test/api-call.js';
import {
  createAppWithTeams,
  createRoute,
  newMember,
  newTeam,
  type TTestTeam,
} from '../../test/routes-helpers.js';
import {
  connectTestSocket,
  listenOnFreePort,
  type TReceived,
  type TTestSocket,
} from '../../test/socket-test-helpers.js';
import { call, type TTestApp } from '../../test/test-app.js';
import type { Geocoder } from '../geo/geocoder.js';
import { createOfflineGeocoder } from '../geo/offline-geocoder.js';

/* The progress of POST /batch_geocode/ on the socket (issue 12, "a progress bar while rows are placed"). */

const DRIVER_ONLY = 1;
const CITY_ONLY = { address: -1, postcode: -1, city: 0, latitude: -1, longitude: -1, name: 1 };
/** The last row's town: its search is held until the team has heard of every row before it. */
const HELD_TOWN = 'Gdańsk';

let t: TTestApp;
let baseUrl: string;
let team: TTestTeam;
let otherTeam: TTestTeam;
let releaseHeldTown: () => void = () => {};
const heldTown = new Promise<void>((resolve) => {
  releaseHeldTown = resolve;
});
const sockets: TTestSocket[] = [];

/**
 * The offline gazetteer, but the held town's search waits (like a slow online geocoder's row) until
 * the test lets it go: progress must be heard while the import is still running.
 */
const holdingGeocoder = (): Geocoder => {
  const offline = createOfflineGeocoder();
  return {
    name: 'offline-holding',
    search: async (query) => {
      if (query.text.includes(HELD_TOWN)) await heldTown;
      return offline.search(query);
    },
  };
};

async function loggedInSocket(token: string): Promise<TTestSocket> {
  const s = await connectTestSocket(baseUrl);
  sockets.push(s);
  expect(await s.logIn(token)).toEqual({ success: true });
  return s;
}

const progressOf = (received: readonly TReceived[]) =>
  received.filter((r) => r.event === LiveServerEvents.importProgress).map((r) => r.data);

/** The rows placed in each progress report, in the contracts' shape (it throws on any other). */
const placedOf = (received: readonly TReceived[]) =>
  progressOf(received).map((data) => ZImportProgressSchema.parse(data).placed);

beforeAll(async () => {
  ({ t, team, other: otherTeam } = await createAppWithTeams({ geocoder: holdingGeocoder() }));
  baseUrl = await listenOnFreePort(t.app);
});

afterAll(async () => {
  releaseHeldTown();
  for (const s of sockets) s.close();
  await t.close();
});

describe('POST /batch_geocode/ progress on the socket', () => {
  it("tells the team's dispatchers how many rows are placed, while it runs, up to the total; no one else", async () => {
    const planner = await loggedInSocket(team.token);
    const driver = await newMember(t, team.teamId, DRIVER_ONLY, 'Progress Driver');
    const driverSocket = await loggedInSocket(driver.token);
    const otherTeamSocket = await loggedInSocket(otherTeam.token);
    const routeId = await createRoute(t, team.token);
    const towns = ['Warszawa', 'Kraków', 'Wrocław', 'Poznań', 'Łódź'];
    const values = [
      ...Array.from({ length: 19 }, (_, i) => [towns[i % towns.length] ?? '', `Shop ${i + 1}`]),
      [HELD_TOWN, 'Shop 20'],
    ];
    const total = values.length;

    const answer = call(t.app, 'POST', '/batch_geocode/', {
      token: team.token,
      body: { route_id: routeId, values, columnConfig: CITY_ONLY, countryCode: 'PL' },
    });
    // Every row but the held one is placed and heard of before the import can end.
    await planner.waitUntil((r) => placedOf(r).includes(total - 1));
    releaseHeldTown();
    const res = await answer;
    expect(res.statusCode, res.body).toBe(200);
    expect(answerOf(res, Api.batchGeocode)).toMatchObject({ err: StopErr.Ok, failed: [] });
    await planner.waitUntil((r) => placedOf(r).includes(total));

    // 20 rows: one report a row (5% of 20), from none placed to all.
    expect(progressOf(planner.received)).toEqual(
      Array.from({ length: total + 1 }, (_, placed) => ({ routeId, placed, total })),
    );
    // These answers are written after the progress was, on the same connections: had either socket
    // been sent progress, it would have arrived before the answer.
    expect(await otherTeamSocket.logIn(otherTeam.token)).toEqual({ success: true });
    expect(await driverSocket.logIn(driver.token)).toEqual({ success: true });
    expect(progressOf(otherTeamSocket.received)).toEqual([]);
    expect(progressOf(driverSocket.received)).toEqual([]);
  });

  it('imports whole when no socket listens', async () => {
    const lonely = await newTeam(t);
    const routeId = await createRoute(t, lonely.token);
    const res = await call(t.app, 'POST', '/batch_geocode/', {
      token: lonely.token,
      body: {
        route_id: routeId,
        values: [['Kraków', 'Only shop']],
        columnConfig: CITY_ONLY,
        countryCode: 'PL',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(answerOf(res, Api.batchGeocode)).toMatchObject({ err: StopErr.Ok, failed: [] });
    expect(answerOf(res, Api.batchGeocode).stops).toHaveLength(1);
  });
});
