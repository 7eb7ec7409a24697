import { Api, ImportMessages, StopErr, stopLimitMessage, type TAddressResult } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from '../../test/api-call.js';
import { dbDigest } from '../../test/db-digest.js';
import {
  countStops,
  createRoute,
  insertStops,
  newTeam,
  setFreePlan,
  setTeamCountry,
} from '../../test/routes-helpers.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';
import type { Geocoder } from '../geo/geocoder.js';

/* Rows without coordinates placed by the offline gazetteer (local names, the row's country) and the
   postcode, then city, fallback of /batch_geocode/ (issue 12 "Gazetteer"). */

const CONFIG = { address: 0, postcode: 1, city: 2, latitude: -1, longitude: -1, name: 3 };

const importRows = (t: TTestApp, token: string, routeId: number, values: string[][], countryCode = '') =>
  call(t.app, 'POST', '/batch_geocode/', {
    token,
    body: { route_id: routeId, values, columnConfig: CONFIG, countryCode },
  });

describe('POST /batch_geocode/ with the offline gazetteer', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("places a Polish sheet without coordinates by its cities' Polish names, in the team's country", async () => {
    const team = await newTeam(t);
    await setTeamCountry(t, team.teamId, 'PL');
    const routeId = await createRoute(t, team.token);
    const res = await importRows(t, team.token, routeId, [
      ['ul. Marszałkowska 10', '00-590', 'Warszawa', 'Sklep 1'],
      ['Rynek Główny 1', '31-042', 'Kraków', 'Sklep 2'],
      ['ul. Długa 5', '80-827', 'GDAŃSK', 'Sklep 3'],
      ['', '', 'Wrocław', 'Sklep 4'],
      // A town the gazetteer does not know: the row fails rather than landing on a name it begins.
      ['Hauptstraße 1', '', 'Nieznane Miasto', 'Sklep 5'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = answerOf(res, Api.batchGeocode);
    expect(body.err).toBe(StopErr.Ok);
    expect(body.message).toBe('4 stops added (3 placed by their city only). 1 row failed.');
    // Whole address not known offline, postcode neither: the city placed them, for the dispatcher to check.
    expect(body.by_city).toEqual([0, 1, 2]);
    expect(body.failed).toEqual([
      { row: 4, line: 6, text: 'Hauptstraße 1, Nieznane Miasto', reason: ImportMessages.notFound },
    ]);
    const near = (s: { lat: number; lng: number }) => [Math.round(s.lat), Math.round(s.lng)];
    expect(body.stops.map(near)).toEqual([
      [52, 21],
      [50, 20],
      [54, 19],
      [51, 17],
    ]);
    // The stop keeps the row's own address text.
    expect(body.stops[0]).toMatchObject({
      name: 'Sklep 1',
      address: 'ul. Marszałkowska 10, 00-590, Warszawa',
    });
  });

  it('places a German sheet by München, Köln and Nürnberg with the chosen country', async () => {
    const team = await newTeam(t);
    const routeId = await createRoute(t, team.token);
    const res = await importRows(
      t,
      team.token,
      routeId,
      [
        ['Marienplatz 1', '80331', 'München', 'Laden 1'],
        ['', '', 'köln', 'Laden 2'],
        ['', '', 'Nürnberg', 'Laden 3'],
        // Wien is in Austria, not in the chosen country.
        ['', '', 'Wien', 'Laden 4'],
      ],
      'DE',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = answerOf(res, Api.batchGeocode);
    expect(body.stops.map((s: { lat: number }) => Math.round(s.lat))).toEqual([48, 51, 49]);
    expect(body.failed).toEqual([{ row: 3, line: 5, text: 'Wien', reason: ImportMessages.notFound }]);
  });

  it('keeps to the country chosen for the file over the team’s', async () => {
    const team = await newTeam(t);
    await setTeamCountry(t, team.teamId, 'ES');
    const routeId = await createRoute(t, team.token);
    const res = await importRows(t, team.token, routeId, [['', '', 'Sevilla', 'Tienda']], 'CO');
    expect(answerOf(res, Api.batchGeocode).stops).toHaveLength(1);
    // Sevilla, Colombia (about 4° N), not Spain's Sevilla (37° N).
    expect(Math.round(answerOf(res, Api.batchGeocode).stops[0].lat)).toBe(4);
  });

  it("places each row in its own country's column, rows without one in the file's (issue 23)", async () => {
    const team = await newTeam(t);
    const routeId = await createRoute(t, team.token);
    const res = await call(t.app, 'POST', '/batch_geocode/', {
      token: team.token,
      body: {
        route_id: routeId,
        values: [
          ['', '', 'Wien', 'Laden 1', 'Österreich'],
          ['', '', 'Kraków', 'Sklep 2', 'Polska'],
          ['', '', 'Köln', 'Laden 3', ''],
          ['', '', 'Sevilla', 'Tienda 4', 'CO'],
        ],
        columnConfig: { ...CONFIG, country: 4 },
        countryCode: 'DE',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = answerOf(res, Api.batchGeocode);
    expect(body.failed).toEqual([]);
    // Wien (48° N), Kraków (50° N), Köln in the file's Germany (51° N), Sevilla in Colombia (4° N).
    expect(body.stops.map((s: { lat: number }) => Math.round(s.lat))).toEqual([48, 50, 51, 4]);
  });

  it('refuses a file over the plan limit whole: the database is unchanged', async () => {
    const free = await newTeam(t);
    await setFreePlan(t, free.teamId);
    const routeId = await createRoute(t, free.token);
    await insertStops(t, routeId, 8);
    const digest = dbDigest(t.deps.db);
    const before = await digest.take();
    const rows = ['Warszawa', 'Kraków', 'Poznań'].map((city, i) => ['', '', city, `Sklep ${i}`]);
    const res = await importRows(t, free.token, routeId, rows, 'PL');
    expect(answerOf(res, Api.batchGeocode)).toMatchObject({
      err: StopErr.PlanLimit,
      message: stopLimitMessage(10),
      stops: [],
    });
    expect(await digest.take()).toEqual(before);
    expect(await countStops(t, routeId)).toBe(8);
  });

  it("answers 404 for another team's route, and 400 for a bad country, writing nothing", async () => {
    const owner = await newTeam(t);
    const stranger = await newTeam(t);
    const routeId = await createRoute(t, owner.token);
    const digest = dbDigest(t.deps.db);
    const before = await digest.take();
    const foreign = await importRows(t, stranger.token, routeId, [['', '', 'Warszawa', 'x']], 'PL');
    expect(foreign.statusCode).toBe(404);
    const bad = await importRows(t, owner.token, routeId, [['', '', 'Warszawa', 'x']], 'Polska');
    expect(bad.statusCode).toBe(400);
    expect(await digest.take()).toEqual(before);
  });
});

describe('POST /batch_geocode/ postcode, then city, fallback', () => {
  const place = (name: string, country: string, lat: number, lng: number): TAddressResult => ({
    name,
    address: name,
    lat,
    lng,
    country,
    fullAddress: name,
  });
  /** Knows postcodes and towns, no street; 'Lyon, PL' answers the French city (another country). */
  const KNOWN: Record<string, TAddressResult[]> = {
    '00-590, PL': [place('00-590 Warszawa', 'PL', 52.22, 21.01)],
    'Gdańsk, PL': [place('Gdańsk', 'PL', 54.35, 18.65)],
    '69001, PL': [place('69001 Lyon', 'FR', 45.76, 4.83)],
    'Lyon, PL': [place('Lyon', 'FR', 45.76, 4.83)],
  };
  const searched: string[] = [];
  const geocoder: Geocoder = {
    name: 'postcodes',
    async search(q) {
      searched.push(q.text);
      return KNOWN[q.text] ?? [];
    },
  };
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ geocoder });
  });
  afterAll(async () => {
    await t.close();
  });

  it('tries the whole address, then the postcode, then the city, each with the country; never another country', async () => {
    const team = await newTeam(t);
    const routeId = await createRoute(t, team.token);
    const res = await importRows(
      t,
      team.token,
      routeId,
      [
        ['ul. Nowa 1', '00-590', 'Warszawa', 'A'],
        ['ul. Stara 2', '80-000', 'Gdańsk', 'B'],
        ['Rue 3', '69001', 'Lyon', 'C'],
      ],
      'PL',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = answerOf(res, Api.batchGeocode);
    expect(body.message).toBe(
      '2 stops added (1 placed by their postcode only, 1 placed by their city only). 1 row failed.',
    );
    expect(body.by_city).toEqual([0, 1]);
    expect(body.stops).toMatchObject([
      { name: 'A', lat: 52.22 },
      { name: 'B', lat: 54.35 },
    ]);
    expect(body.failed).toEqual([
      { row: 2, line: 4, text: 'Rue 3, 69001, Lyon', reason: ImportMessages.notFound },
    ]);
    expect(searched).toEqual(
      expect.arrayContaining([
        'ul. Nowa 1, 00-590, Warszawa, PL',
        '00-590, PL',
        'ul. Stara 2, 80-000, Gdańsk, PL',
        '80-000, PL',
        'Gdańsk, PL',
        '69001, PL',
        'Lyon, PL',
      ]),
    );
    // The first row was placed by its postcode: its city was not searched.
    expect(searched).not.toContain('Warszawa, PL');
  });
});
