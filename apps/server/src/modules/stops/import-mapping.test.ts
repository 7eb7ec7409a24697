import { Api, emptyColumnConfig, ImportMessages, StopErr } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from '../../test/api-call.js';
import {
  createAppWithTeams,
  createRoute,
  insertStops,
  newMember,
  newTeam,
  setFreePlan,
  type TTestTeam,
} from '../../test/routes-helpers.js';
import { call, type TTestApp } from '../../test/test-app.js';

/* The team's last mapping for a file with the same headers (migration 0010): kept by a successful
   import or by /save_import_mapping/, offered by /get_import_mapping/, never to another team. */

let t: TTestApp;
let team: TTestTeam;
let other: TTestTeam;

beforeAll(async () => {
  ({ t, team, other } = await createAppWithTeams());
});
afterAll(async () => {
  await t.close();
});

const HEADERS = ['Nazwa', 'Szerokość', 'Długość', 'Telefon', 'Okno czasowe'];
const MAPPING = { ...emptyColumnConfig(), name: 0, latitude: 1, longitude: 2, phone: 3, timeWindow: 4 };

const find = (token: string, headers: unknown) =>
  call(t.app, 'POST', '/get_import_mapping/', { token, body: { headers } });
const save = (token: string, headers: unknown, columnConfig: unknown) =>
  call(t.app, 'POST', '/save_import_mapping/', { token, body: { headers, columnConfig } });

describe('the saved import mapping', () => {
  it('is null for headers the team never imported', async () => {
    const res = await find(team.token, ['Never', 'Seen']);
    expect(res.statusCode, res.body).toBe(200);
    expect(answerOf(res, Api.getImportMapping)).toEqual({ mapping: null });
  });

  it('is kept by a successful import and found again for the same headers in another case or accents', async () => {
    const routeId = await createRoute(t, team.token);
    const res = await call(t.app, 'POST', '/batch_geocode/', {
      token: team.token,
      body: {
        route_id: routeId,
        values: [['Sklep', '50.06', '19.94', '+48601234567', '9:00-10:00']],
        columnConfig: MAPPING,
        headers: HEADERS,
      },
    });
    expect(answerOf(res, Api.batchGeocode)).toMatchObject({ err: StopErr.Ok });
    const found = await find(team.token, ['NAZWA', 'szerokosc', 'Dlugosc', 'telefon ', 'Okno_czasowe', '']);
    expect(answerOf(found, Api.getImportMapping)).toEqual({ mapping: MAPPING });
  });

  it('is not kept by an import refused by the plan limit', async () => {
    const headers = ['Only', 'Refused'];
    const limit = await newTeam(t);
    await setFreePlan(t, limit.teamId);
    const full = await createRoute(t, limit.token);
    await insertStops(t, full, 10);
    const res = await call(t.app, 'POST', '/batch_geocode/', {
      token: limit.token,
      body: { route_id: full, values: [['x', '1', '2']], columnConfig: MAPPING, headers },
    });
    expect(answerOf(res, Api.batchGeocode)).toMatchObject({ err: StopErr.PlanLimit });
    expect(answerOf(await find(limit.token, headers), Api.getImportMapping)).toEqual({ mapping: null });
  });

  it("is replaced by /save_import_mapping/, and is the team's own: another team never sees it", async () => {
    const changed = { ...MAPPING, phone: -1, note: 3 };
    const res = await save(team.token, HEADERS, changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(answerOf(res, Api.saveImportMapping)).toEqual({
      err: StopErr.Ok,
      message: ImportMessages.mappingSaved,
    });
    expect(answerOf(await find(team.token, HEADERS), Api.getImportMapping)).toEqual({ mapping: changed });

    expect(answerOf(await find(other.token, HEADERS), Api.getImportMapping)).toEqual({ mapping: null });
    await save(other.token, HEADERS, { ...MAPPING, name: -1 });
    expect(answerOf(await find(team.token, HEADERS), Api.getImportMapping)).toEqual({ mapping: changed });
  });

  it('needs a dispatcher', async () => {
    const driver = await newMember(t, team.teamId, 1);
    expect((await find(driver.token, HEADERS)).statusCode).toBe(403);
    expect((await save(driver.token, HEADERS, MAPPING)).statusCode).toBe(403);
    expect(
      (await call(t.app, 'POST', '/get_import_mapping/', { body: { headers: HEADERS } })).statusCode,
    ).toBe(401);
  });

  it.each([
    ['no headers', [], MAPPING],
    ['headers that are not a list', 'Nazwa', MAPPING],
    ['too many headers', Array.from({ length: 101 }, () => 'h'), MAPPING],
    ['a mapping with a bad index', HEADERS, { ...MAPPING, phone: -2 }],
    ['a mapping without the place fields', HEADERS, { phone: 1 }],
  ])('refuses %s with 400 and keeps nothing', async (_label, headers, columnConfig) => {
    expect((await save(team.token, headers, columnConfig)).statusCode).toBe(400);
    if (Array.isArray(headers) && headers.length === 0)
      expect((await find(team.token, headers)).statusCode).toBe(400);
  });
});
