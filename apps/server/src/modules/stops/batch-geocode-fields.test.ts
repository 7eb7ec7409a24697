import {
  Api,
  CoordinateMessages,
  emptyColumnConfig,
  ImportMessages,
  PACKAGE_COUNT_MESSAGE,
  StopErr,
  stopLimitMessage,
} from '@rp/contracts';
import { CellMessages, TimeCellMessages } from '@rp/contracts/import-cells';
import { invalidPhoneMessage } from '@rp/contracts/phone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, errorOf } from '../../test/api-call.js';
import { POLISH_SHEET_COLUMNS as CONFIG, polishSheetRow as fullRow } from '../../test/import-sheet.js';
import {
  countStops,
  createAppWithTeams,
  createRoute,
  insertStops,
  newTeam,
  setFreePlan,
  setTeamCountry,
  type TTestTeam,
} from '../../test/routes-helpers.js';
import { call, type TTestApp } from '../../test/test-app.js';
import type { Geocoder } from '../geo/geocoder.js';

/* The import of every stop field (issue 12): each mapped cell through the contracts' rules, bad
   cells reported by file line while their rows still land, the file whole or not at all. */

const searches: string[] = [];
const geocoder: Geocoder = {
  name: 'fake',
  async search(q) {
    searches.push(q.text);
    return q.text.startsWith('Kraków')
      ? [
          {
            name: 'Kraków',
            address: 'Kraków, PL',
            lat: 50.06,
            lng: 19.94,
            country: 'PL',
            fullAddress: 'Kraków',
          },
        ]
      : [];
  },
};

let t: TTestApp;
let team: TTestTeam;
let other: TTestTeam;

beforeAll(async () => {
  ({ t, team, other } = await createAppWithTeams({ geocoder }));
  // A Polish team: national phone numbers take +48.
  await setTeamCountry(t, team.teamId, 'PL');
});
afterAll(async () => {
  await t.close();
});

const importRows = (
  token: string,
  routeId: number,
  values: unknown[][],
  extra: Record<string, unknown> = {},
) =>
  call(t.app, 'POST', '/batch_geocode/', {
    token,
    body: { route_id: routeId, values, columnConfig: CONFIG, countryCode: 'PL', ...extra },
  });

interface TListedStop {
  name: string;
  time_window_start: number;
  time_window_end: number;
  service_time: number;
  priority: number;
  recipient_name: string;
  recipient_phone_number: string;
  recipient_email: string;
  order_info_package_count: number | null;
  order_info_products: string;
  order_info_products_barcodes: string;
  note: string;
}
const stopsOf = async (routeId: number): Promise<TListedStop[]> =>
  answerOf(await call(t.app, 'GET', `/stops/${routeId}/`, { token: team.token }), Api.listStops).stops;

describe('importing every stop field', () => {
  it('lands a 500-row sheet with every field in one call', async () => {
    const routeId = await createRoute(t, team.token);
    const rows = Array.from({ length: 500 }, (_, i) => fullRow(i));
    const res = await importRows(team.token, routeId, rows);
    expect(res.statusCode, res.body).toBe(200);
    expect(answerOf(res, Api.batchGeocode)).toMatchObject({
      err: StopErr.Ok,
      message: '500 stops added.',
      failed: [],
      cell_problems: [],
    });
    expect(searches).toEqual([]);

    const stops = await stopsOf(routeId);
    expect(stops).toHaveLength(500);
    expect(stops[0]).toMatchObject({
      name: 'Sklep 0',
      time_window_start: 540,
      time_window_end: 750,
      service_time: 5,
      priority: 1,
      recipient_name: 'Odbiorca 0',
      recipient_phone_number: '+48601100100',
      recipient_email: 'klient0@example.pl',
      order_info_package_count: 1,
      order_info_products: 'Mleko, Chleb',
      order_info_products_barcodes: '5900000,6000000',
      note: 'Dzwonić dwa razy',
    });
    expect(stops[499]).toMatchObject({
      name: 'Sklep 499',
      time_window_start: 780,
      time_window_end: 1020,
      service_time: 14,
      priority: 0,
      recipient_phone_number: '+48601100599',
      order_info_package_count: 4,
      note: '',
    });
    expect(stops.every((s) => /^\+48\d{9}$/.test(s.recipient_phone_number))).toBe(true);
  });

  it('saves the good cells of a row with bad ones, reports the bad ones by file line and fails unplaceable rows', async () => {
    const routeId = await createRoute(t, team.token);
    const badCells = fullRow(1);
    badCells[5] = '17:00-9:00';
    badCells[9] = '12 34';
    badCells[10] = 'not an address';
    badCells[11] = 'kilka';
    const badCoordinates = fullRow(2);
    badCoordinates[3] = '95';
    const byCity = fullRow(3);
    byCity[3] = '';
    byCity[4] = '';
    const nowhere = ['Nigdzie', '', 'Zzyzx', '', '', '', '', '', '', '', '', '', '', '', ''];
    const res = await importRows(
      team.token,
      routeId,
      [fullRow(0), badCells, badCoordinates, byCity, nowhere],
      {
        first_line: 5,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = answerOf(res, Api.batchGeocode);
    expect(body.message).toBe(
      '3 stops added (1 placed by their city only). 2 rows failed. 4 cells not saved.',
    );
    expect(body.failed).toEqual([
      { row: 2, line: 7, text: 'Długa 2, Kraków', reason: CoordinateMessages.swapped },
      { row: 4, line: 9, text: 'Zzyzx', reason: ImportMessages.notFound },
    ]);
    expect(body.cell_problems).toEqual([
      {
        row: 1,
        line: 6,
        column: 5,
        field: 'timeWindow',
        value: '17:00-9:00',
        reason: TimeCellMessages.windowEndsFirst,
      },
      { row: 1, line: 6, column: 9, field: 'phone', value: '12 34', reason: invalidPhoneMessage('PL') },
      { row: 1, line: 6, column: 10, field: 'email', value: 'not an address', reason: CellMessages.email },
      { row: 1, line: 6, column: 11, field: 'packageCount', value: 'kilka', reason: PACKAGE_COUNT_MESSAGE },
    ]);
    const stops = await stopsOf(routeId);
    expect(stops.map((s) => s.name)).toEqual(['Sklep 0', 'Sklep 1', 'Sklep 3']);
    // The bad phone is not saved at all, never saved wrong; the row's other fields landed.
    expect(stops[1]).toMatchObject({
      recipient_phone_number: '',
      recipient_email: '',
      order_info_package_count: null,
      time_window_start: 0,
      time_window_end: 0,
      recipient_name: 'Odbiorca 1',
      service_time: 6,
      order_info_products_barcodes: '5900001,6000001',
    });
    expect(stops[2]).toMatchObject({ recipient_name: 'Odbiorca 3', time_window_start: 780 });
  });

  it('keeps the spec-only body valid: no stop field mapped, the stop keeps its defaults', async () => {
    const routeId = await createRoute(t, team.token);
    const res = await call(t.app, 'POST', '/batch_geocode/', {
      token: team.token,
      body: {
        route_id: routeId,
        values: [['Sklep', '50.06', '19.94', '601 234 567']],
        columnConfig: { city: -1, address: -1, postcode: -1, latitude: 1, longitude: 2 },
        countryCode: 'PL',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(answerOf(res, Api.batchGeocode)).toMatchObject({ err: 0, cell_problems: [] });
    expect((await stopsOf(routeId))[0]).toMatchObject({
      service_time: 5,
      recipient_phone_number: '',
      priority: 0,
    });
  });
});

describe('refusals of a sheet with every field', () => {
  it('saves the skills and weight columns, and reports a weight that is no number (issue 23)', async () => {
    const routeId = await createRoute(t, team.token);
    const columnConfig = { ...emptyColumnConfig(), name: 0, latitude: 1, longitude: 2, skills: 3, weight: 4 };
    const res = await importRows(
      team.token,
      routeId,
      [
        ['A', '50.06', '19.94', 'chłodnia; ADR', '12,5'],
        ['B', '50.07', '19.95', '', 'ciężki'],
      ],
      { columnConfig },
    );
    const body = answerOf(res, Api.batchGeocode);
    expect(body.stops.map((s) => [s.skills, s.weight])).toEqual([
      [['chłodnia', 'ADR'], 12.5],
      [[], null],
    ]);
    expect(body.cell_problems).toMatchObject([{ line: 3, field: 'weight', value: 'ciężki' }]);
  });

  it("answers 404 for another team's route and writes nothing", async () => {
    const theirs = await createRoute(t, other.token);
    const res = await importRows(team.token, theirs, [fullRow(0)]);
    expect(res.statusCode).toBe(404);
    expect(await countStops(t, theirs)).toBe(0);
  });

  it("refuses the whole file over the plan's stops per route (err -20), adding none of its fields", async () => {
    const free = await newTeam(t);
    await setFreePlan(t, free.teamId);
    const routeId = await createRoute(t, free.token);
    await insertStops(t, routeId, 5);
    const res = await importRows(
      free.token,
      routeId,
      Array.from({ length: 6 }, (_, i) => fullRow(i)),
    );
    expect(answerOf(res, Api.batchGeocode)).toMatchObject({
      err: StopErr.PlanLimit,
      message: stopLimitMessage(10),
      stops: [],
    });
    expect(await countStops(t, routeId)).toBe(5);
  });

  it.each([
    ['a stop field column below -1', { columnConfig: { ...CONFIG, phone: -2 } }],
    ['a stop field column past the last', { columnConfig: { ...CONFIG, barcodes: 100 } }],
    ['a stop field column that is text', { columnConfig: { ...CONFIG, note: 'Uwagi' } }],
    ['a first line of 0', { first_line: 0 }],
    ['headers that are not a list', { headers: 'Nazwa;Ulica' }],
    ['a header that is an object', { headers: [{ a: 1 }] }],
  ])('refuses %s with 400 and writes nothing', async (_label, change) => {
    const routeId = await createRoute(t, team.token);
    const res = await importRows(team.token, routeId, [fullRow(0)], change);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ success: false, err: -1 });
    expect(await countStops(t, routeId)).toBe(0);
  });
});
