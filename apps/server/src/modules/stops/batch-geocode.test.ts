import {
  Api,
  CoordinateMessages,
  ImportMessages,
  InputMessages,
  NO_POSITION,
  RouteMessages,
  StopErr,
  StopMessages,
  stopLimitMessage,
  type TAddressResult,
  type TAddressSearchQuery,
} from '@rp/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerOf, errorOf } from '../../test/api-call.js';
import {
  addStop,
  countStops,
  createAppWithTeams,
  createRoute,
  insertStops,
  markOptimized,
  newMember,
  newTeam,
  routeRow,
  setFreePlan,
  type TTestTeam,
} from '../../test/routes-helpers.js';
import { call, type TTestApp } from '../../test/test-app.js';
import type { Geocoder } from '../geo/geocoder.js';

const place = (name: string, country: string, lat: number, lng: number): TAddressResult => ({
  name,
  address: `${name}, ${country}`,
  lat,
  lng,
  country,
  fullAddress: `${name}, ${country}`,
});

/** Answers known texts exactly; 'Outage, US' throws like an unreachable service. Records every call. */
const KNOWN: Record<string, TAddressResult[]> = {
  'Camden, US': [place('Camden', 'US', 39.9259, -75.1196)],
  'Trenton, US': [place('Trenton', 'US', 40.2171, -74.7429)],
  '5 Broad St, Trenton, US': [place('5 Broad St, Trenton', 'US', 40.22, -74.76)],
  'Paris, US': [place('Paris', 'FR', 48.8566, 2.3522), place('Paris', 'US', 33.6609, -95.5555)],
  Paris: [place('Paris', 'FR', 48.8566, 2.3522)],
  'Lyon, US': [place('Lyon', 'FR', 45.764, 4.8357)],
};
const calls: TAddressSearchQuery[] = [];
const fakeGeocoder: Geocoder = {
  name: 'fake',
  async search(q) {
    calls.push(q);
    if (q.text === 'Outage, US') throw new Error('connect ECONNREFUSED');
    return KNOWN[q.text] ?? [];
  },
};

let t: TTestApp;
let team: TTestTeam;
let other: TTestTeam;

beforeAll(async () => {
  ({ t, team, other } = await createAppWithTeams({ geocoder: fakeGeocoder }));
  // The team's place: the focus of its searches.
  await t.deps.db
    .updateTable('teams')
    .set({ latitude: 39.95, longitude: -75.16 })
    .where('id', '=', team.teamId)
    .execute();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  calls.length = 0;
});

const config = { address: 0, city: 1, postcode: -1, latitude: 2, longitude: 3 };

const importRows = (
  token: string,
  routeId: number,
  values: unknown[][],
  extra: Record<string, unknown> = {},
) =>
  call(t.app, 'POST', '/batch_geocode/', {
    token,
    body: { route_id: routeId, values, columnConfig: config, countryCode: 'US', ...extra },
  });

const stopsOf = async (routeId: number) =>
  answerOf(await call(t.app, 'GET', `/stops/${routeId}/`, { token: team.token }), Api.listStops).stops as {
    name: string;
    address: string;
    lat: number;
    lng: number;
  }[];

describe('POST /batch_geocode/', () => {
  it('adds rows with coordinates without geocoding them', async () => {
    const routeId = await createRoute(t, team.token);
    const res = await importRows(team.token, routeId, [
      ['1 Main St', 'Camden', '39.91', '-75.12'],
      ['', '', '39,5', '-75,5'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(calls).toEqual([]);
    const body = answerOf(res, Api.batchGeocode);
    expect(body).toMatchObject({ err: 0, message: '2 stops added.', failed: [], by_city: [] });
    expect(body.stops).toHaveLength(2);
    expect(body.stops[0]).toMatchObject({
      route_id: routeId,
      name: '1 Main St, Camden',
      address: '1 Main St, Camden',
      lat: 39.91,
      lng: -75.12,
      service_time: 5,
      position_on_the_route: NO_POSITION,
    });
    expect(body.stops[1]).toMatchObject({ name: '39.5, -75.5', lat: 39.5, lng: -75.5 });
    expect(await stopsOf(routeId)).toMatchObject([{ name: '1 Main St, Camden' }, { name: '39.5, -75.5' }]);
  });

  it('geocodes the other rows near the team, reports the ones not found and adds the rest after the existing stops', async () => {
    const routeId = await createRoute(t, team.token);
    await addStop(t, team.token, routeId, { name: 'Already there' });
    const before = await routeRow(t, routeId);
    const res = await importRows(
      team.token,
      routeId,
      [
        ['5 Broad St', 'Trenton', '', '', 'Bob'],
        ['1 Unknown Rd', 'Camden', '', '', ''],
        // Coordinates that are there but wrong: the row fails, it is not placed by its city.
        ['', 'Camden', 'north', '', 'Cyd'],
        ['9 Nowhere Ln', 'Xyzzyville', '', '', 'Dan'],
        ['', '', '', '', 'Eve'],
        ['12 Oak Ave', '', '', '', ''],
      ],
      { columnConfig: { ...config, name: 4 } },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = answerOf(res, Api.batchGeocode);
    expect(body.err).toBe(StopErr.Ok);
    expect(body.message).toBe('2 stops added (1 placed by their city only). 4 rows failed.');
    expect(body.failed).toEqual([
      { row: 2, line: 4, text: 'Camden', reason: CoordinateMessages.longitudeMissing },
      { row: 3, line: 5, text: '9 Nowhere Ln, Xyzzyville', reason: ImportMessages.notFound },
      { row: 4, line: 6, text: '', reason: ImportMessages.nothingToPlace },
      { row: 5, line: 7, text: '12 Oak Ave', reason: ImportMessages.notFound },
    ]);
    expect(body.by_city).toEqual([1]);
    expect(body.stops.map((s: { name: string }) => s.name)).toEqual(['Bob', '1 Unknown Rd, Camden']);
    expect(body.stops[0]).toMatchObject({ address: '5 Broad St, Trenton', lat: 40.22, lng: -74.76 });
    // Placed by its city: the row keeps its own address text, at the city's coordinates.
    expect(body.stops[1]).toMatchObject({ address: '1 Unknown Rd, Camden', lat: 39.9259, lng: -75.1196 });

    // Each text is searched once (two rows search 'Camden, US'), with the team's place as focus.
    const texts = calls.map((c) => c.text).sort();
    expect(texts).toEqual([
      '1 Unknown Rd, Camden, US',
      '12 Oak Ave, US',
      '5 Broad St, Trenton, US',
      '9 Nowhere Ln, Xyzzyville, US',
      'Camden, US',
      'Xyzzyville, US',
    ]);
    expect(calls[0]).toMatchObject({ lat: 39.95, lon: -75.16 });

    const list = await stopsOf(routeId);
    expect(list.map((s) => s.name)).toEqual(['Already there', 'Bob', '1 Unknown Rd, Camden']);
    const after = await routeRow(t, routeId);
    expect(after?.updated_at.getTime()).toBeGreaterThanOrEqual(before?.updated_at.getTime() ?? 0);
  });

  it('fails rows whose coordinates are wrong with the reason, without searching their address; the rest lands', async () => {
    const routeId = await createRoute(t, team.token);
    const res = await importRows(team.token, routeId, [
      ['', 'Camden', 'abc', '-75.1'],
      ['', 'Camden', '999', '-75.1'],
      ['', 'Camden', 'NaN', 'NaN'],
      ['', 'Trenton', '40.2', ''],
      ['', 'Trenton', '', '-74.7'],
      ['', 'Trenton', '40.2', 'east'],
      ['', 'Trenton', '40.2', '-274.7'],
      // Longitude in the latitude column: past 90, and the other fits as a latitude.
      ['', 'Trenton', '-174.7', '40.2'],
      ['', 'Trenton', '0', '0'],
      ['', 'Camden', '39,9259', '-75,1196'],
      ['', 'Trenton', ' 40.2171° ', '-74.7429'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(answerOf(res, Api.batchGeocode)).toMatchObject({
      err: StopErr.Ok,
      message: '2 stops added. 9 rows failed.',
    });
    expect(
      answerOf(res, Api.batchGeocode).failed.map((f: { line: number; reason: string }) => [f.line, f.reason]),
    ).toEqual([
      [2, CoordinateMessages.latitudeNotNumber],
      [3, CoordinateMessages.latitudeOutOfRange],
      [4, CoordinateMessages.latitudeNotNumber],
      [5, CoordinateMessages.longitudeMissing],
      [6, CoordinateMessages.latitudeMissing],
      [7, CoordinateMessages.longitudeNotNumber],
      [8, CoordinateMessages.longitudeOutOfRange],
      [9, CoordinateMessages.swapped],
      [10, CoordinateMessages.zero],
    ]);
    // A decimal comma is a decimal point; a degree sign and spaces are allowed.
    expect(answerOf(res, Api.batchGeocode).stops).toMatchObject([
      { lat: 39.9259, lng: -75.1196 },
      { lat: 40.2171, lng: -74.7429 },
    ]);
    expect(calls).toEqual([]);
    expect(await countStops(t, routeId)).toBe(2);
  });

  it("reports a row whose coordinates look swapped against the file's other rows and the team's place; the rest lands", async () => {
    const pl = await newTeam(t);
    await t.deps.db
      .updateTable('teams')
      .set({ latitude: 52.2297, longitude: 21.0122, country_code: 'PL' })
      .where('id', '=', pl.teamId)
      .execute();
    const routeId = await createRoute(t, pl.token);
    const res = await importRows(
      pl.token,
      routeId,
      [
        ['Marszałkowska 1', 'Warszawa', '52.2297', '21.0122'],
        ['Puławska 2', 'Warszawa', '52.1950', '21.0227'],
        // In range, but Yemen: the columns are swapped (52.23, 21.01 is Warsaw).
        ['Nowy Świat 3', 'Warszawa', '21.01', '52.23'],
        ['Grochowska 4', 'Warszawa', '52.2485', '21.0911'],
        // Far away too, but its swapped pair is no nearer: a real place, saved as it is.
        ['Shinjuku 5', 'Tokyo', '35.6895', '139.6917'],
      ],
      { countryCode: 'PL' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(answerOf(res, Api.batchGeocode).failed).toEqual([
      { row: 2, line: 4, text: 'Nowy Świat 3, Warszawa', reason: CoordinateMessages.swappedFarAway },
    ]);
    expect(answerOf(res, Api.batchGeocode).failed[0].reason).toContain('look swapped');
    const stops = await t.deps.db
      .selectFrom('stops')
      .select(['name', 'lat', 'lng'])
      .where('route_id', '=', routeId)
      .orderBy('sequence')
      .execute();
    expect(stops.map((s) => s.name)).toEqual([
      'Marszałkowska 1, Warszawa',
      'Puławska 2, Warszawa',
      'Grochowska 4, Warszawa',
      'Shinjuku 5, Tokyo',
    ]);
    expect(stops.some((s) => s.lat === 21.01)).toBe(false);
    expect(calls).toEqual([]);
  });

  it('does not search addresses of fewer than 3 letters: the row fails as too short', async () => {
    const routeId = await createRoute(t, team.token);
    const res = await importRows(team.token, routeId, [
      ['A', '', '', ''],
      ['', '7.', '', ''],
      ['5 Broad St', 'Trenton', '', ''],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(answerOf(res, Api.batchGeocode).failed).toEqual([
      { row: 0, line: 2, text: 'A', reason: ImportMessages.tooShort },
      { row: 1, line: 3, text: '7.', reason: ImportMessages.tooShort },
    ]);
    expect(calls.map((c) => c.text)).toEqual(['5 Broad St, Trenton, US']);
    expect((await stopsOf(routeId)).map((s) => s.address)).toEqual(['5 Broad St, Trenton']);
  });

  it('takes the first result in the chosen country, any country when none is chosen', async () => {
    const routeId = await createRoute(t, team.token);
    const res = await importRows(team.token, routeId, [
      ['', 'Paris', '', ''],
      ['', 'Lyon', '', ''],
    ]);
    expect(answerOf(res, Api.batchGeocode).stops).toMatchObject([{ name: 'Paris', lat: 33.6609 }]);
    expect(answerOf(res, Api.batchGeocode).failed).toEqual([
      { row: 1, line: 3, text: 'Lyon', reason: ImportMessages.notFound },
    ]);

    const anywhere = await importRows(team.token, routeId, [['', 'Paris', '', '']], { countryCode: '' });
    expect(calls.at(-1)?.text).toBe('Paris');
    expect(answerOf(anywhere, Api.batchGeocode).stops).toMatchObject([{ name: 'Paris', lat: 48.8566 }]);
  });

  it('reports rows whose search failed and still adds the others', async () => {
    const routeId = await createRoute(t, team.token);
    const res = await importRows(team.token, routeId, [
      ['', 'Outage', '', ''],
      ['', 'Camden', '', ''],
    ]);
    expect(res.statusCode).toBe(200);
    expect(answerOf(res, Api.batchGeocode)).toMatchObject({
      err: 0,
      failed: [{ row: 0, line: 2, text: 'Outage', reason: ImportMessages.searchFailed }],
    });
    expect(await countStops(t, routeId)).toBe(1);
  });

  it('keeps long texts within the stop limits on a 300-row file, without searching rows that have coordinates', async () => {
    const routeId = await createRoute(t, team.token);
    const long = 'x'.repeat(400);
    const rows = Array.from({ length: 300 }, (_, i) => [long, long, String(39 + i / 1000), '-75.1']);
    const res = await importRows(team.token, routeId, rows);
    expect(res.statusCode, res.body).toBe(200);
    expect(calls).toEqual([]);
    expect(answerOf(res, Api.batchGeocode).stops).toHaveLength(300);
    expect(answerOf(res, Api.batchGeocode).stops[0].name).toHaveLength(256);
    expect(answerOf(res, Api.batchGeocode).stops[0].address).toHaveLength(512);
    expect(await countStops(t, routeId)).toBe(300);
  });
});

describe('the plan limit', () => {
  it('adds nothing (err -20) when the placed rows would pass the limit; what fits is added', async () => {
    const free = await newTeam(t);
    await setFreePlan(t, free.teamId);
    const routeId = await createRoute(t, free.token);
    await insertStops(t, routeId, 8);
    const three = [
      ['', '', '39.1', '-75.1'],
      ['', 'Nowhere at all', '', ''],
      ['', 'Camden', '', ''],
      ['', '', '39.2', '-75.2'],
    ];
    const refused = await importRows(free.token, routeId, three);
    expect(refused.statusCode).toBe(200);
    expect(answerOf(refused, Api.batchGeocode)).toEqual({
      err: StopErr.PlanLimit,
      message: stopLimitMessage(10),
      stops: [],
      failed: [{ row: 1, line: 3, text: 'Nowhere at all', reason: ImportMessages.notFound }],
      by_city: [],
      cell_problems: [],
    });
    expect(await countStops(t, routeId)).toBe(8);

    const two = await importRows(free.token, routeId, three.slice(0, 3));
    expect(answerOf(two, Api.batchGeocode)).toMatchObject({
      err: 0,
      message: '2 stops added. 1 row failed.',
    });
    expect(await countStops(t, routeId)).toBe(10);

    calls.length = 0;
    const full = await importRows(free.token, routeId, [['', 'Camden', '', '']]);
    expect(answerOf(full, Api.batchGeocode)).toMatchObject({
      err: StopErr.PlanLimit,
      message: stopLimitMessage(10),
      stops: [],
    });
    expect(calls).toEqual([]);
    expect(await countStops(t, routeId)).toBe(10);
  });
});

describe('who may import where', () => {
  it('refuses an optimised route with 409 and geocodes nothing', async () => {
    const routeId = await createRoute(t, team.token);
    await markOptimized(t, routeId);
    const res = await importRows(team.token, routeId, [['', 'Camden', '', '']]);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ success: false, message: StopMessages.routeLocked });
    expect(calls).toEqual([]);
    expect(await countStops(t, routeId)).toBe(0);
  });

  it('refuses a driver-only member (403) even on a route they drive', async () => {
    const driver = await newMember(t, team.teamId, 1);
    const routeId = await createRoute(t, team.token);
    await call(t.app, 'POST', '/save_drivers/', {
      token: team.token,
      body: { route_id: routeId, drivers: [driver.userId] },
    });
    const res = await importRows(driver.token, routeId, [['', '', '39.1', '-75.1']]);
    expect(res.statusCode).toBe(403);
    expect(await countStops(t, routeId)).toBe(0);
  });

  it("answers 404 for another team's route or an unknown one and writes nothing", async () => {
    const theirs = await createRoute(t, other.token);
    const res = await importRows(team.token, theirs, [
      ['', 'Camden', '', ''],
      ['', '', '39.1', '-75.1'],
    ]);
    expect(res.statusCode).toBe(404);
    expect(calls).toEqual([]);
    expect(await countStops(t, theirs)).toBe(0);
    expect((await importRows(team.token, 99999999, [['', '', '39.1', '-75.1']])).statusCode).toBe(404);
  });

  it('needs a login', async () => {
    const routeId = await createRoute(t, team.token);
    const res = await call(t.app, 'POST', '/batch_geocode/', {
      body: { route_id: routeId, values: [['', '', '1', '2']], columnConfig: config, countryCode: '' },
    });
    expect(res.statusCode).toBe(401);
    expect(await countStops(t, routeId)).toBe(0);
  });
});

describe('bad bodies', () => {
  it.each([
    ['no rows', { values: [] }, 'The file has no rows to import'],
    [
      'too many rows',
      { values: Array.from({ length: 2001 }, () => ['', '', '1', '2']) },
      'At most 2000 rows can be imported at once',
    ],
    [
      'a cell too long',
      { values: [['x'.repeat(501), '', '1', '2']] },
      'A cell may hold at most 500 characters',
    ],
    ['rows that are not lists', { values: ['1 Main St'] }, undefined],
    ['a cell that is an object', { values: [[{ a: 1 }, '', '1', '2']] }, undefined],
    ['a bad country', { countryCode: 'USA' }, 'The country code must be 2 letters'],
    ['a column index below -1', { columnConfig: { ...config, city: -2 } }, undefined],
    ['a missing column', { columnConfig: { city: 1, address: 0, latitude: 2, longitude: 3 } }, undefined],
    [
      'nothing mapped',
      { columnConfig: { city: -1, address: -1, postcode: -1, latitude: 2, longitude: -1 } },
      ImportMessages.mapSomething,
    ],
    ['no route id', { route_id: undefined }, RouteMessages.invalidRouteId],
    ['a route id that is not a number', { route_id: 'abc' }, RouteMessages.invalidRouteId],
    ['a route id beyond the database integer', { route_id: 99999999999 }, RouteMessages.invalidRouteId],
    [
      'a NUL byte in a cell',
      { values: [['1 Main\u0000St', 'Camden', '1', '2']] },
      InputMessages.controlCharacters,
    ],
  ])('refuses %s with 400 and writes nothing', async (_label, change, message) => {
    const routeId = await createRoute(t, team.token);
    const res = await call(t.app, 'POST', '/batch_geocode/', {
      token: team.token,
      body: {
        route_id: routeId,
        values: [['', 'Camden', '1', '2']],
        columnConfig: config,
        countryCode: 'US',
        ...change,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ success: false, err: -1 });
    if (message) expect(errorOf(res).message).toBe(message);
    expect(calls).toEqual([]);
    expect(await countStops(t, routeId)).toBe(0);
  });
});
