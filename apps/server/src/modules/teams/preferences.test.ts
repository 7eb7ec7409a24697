import { Api, ClockMessages, Messages, PointMessages, ServerMessages, TeamMessages } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, callApi, errorOf } from '../../test/api-call.js';
import { addMemberAndLogin, teamIdOf } from '../../test/team-test-helpers.js';
import { call, createTestApp, signupUser, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const depot = { address: '1500 Market St, Philadelphia, PA', lat: 39.9526, lng: -75.1652 };
const warehouse = { address: 'Warehouse, Camden, NJ', lat: 39.9259, lng: -75.1196 };

const teamRow = async (email: string) =>
  t.deps.db
    .selectFrom('teams')
    .selectAll()
    .where('id', '=', await teamIdOf(t, email))
    .executeTakeFirstOrThrow();

const saveTeam = (token: string, body: unknown) =>
  call(t.app, 'POST', '/save_teampreferences/', { token, body });

describe('GET /preferences/ and POST /save_preferences/', () => {
  it("answers the caller's preferences, with the team's depot and unit until the user sets their own", async () => {
    const owner = await signupUser(t.app);
    const fresh = await callApi(t, Api.preferences, { token: owner.token });
    expect(fresh.status).toBe(200);
    expect(fresh.answer).toEqual({
      success: true,
      data: {
        preferences: {
          name: '',
          email: owner.email,
          start_address: '',
          lat: null,
          lng: null,
          distanceUnit: 0,
        },
      },
    });

    await saveTeam(owner.token, {
      startAddress: depot.address,
      startLat: depot.lat,
      startLng: depot.lng,
      countryCode: 'US',
    });
    const fallback = answerOf(
      await call(t.app, 'GET', '/preferences/', { token: owner.token }),
      Api.preferences,
    ).data.preferences;
    expect(fallback).toMatchObject({
      start_address: depot.address,
      lat: depot.lat,
      lng: depot.lng,
      distanceUnit: 1,
    });

    const save = await callApi(t, Api.savePreferences, {
      token: owner.token,
      body: {
        name: '  Dana Dispatcher ',
        distanceUnit: 0,
        startAddress: warehouse.address,
        startLat: warehouse.lat,
        startLng: `${warehouse.lng}`,
      },
    });
    expect(save.status).toBe(200);
    const own = {
      name: 'Dana Dispatcher',
      email: owner.email,
      start_address: warehouse.address,
      lat: warehouse.lat,
      lng: warehouse.lng,
      distanceUnit: 0,
    };
    expect(save.answer).toEqual({ success: true, data: { preferences: own } });
    expect(
      answerOf(await call(t.app, 'GET', '/preferences/', { token: owner.token }), Api.preferences).data
        .preferences,
    ).toEqual(own);
    // The team's own settings are untouched by a personal change.
    expect(await teamRow(owner.email)).toMatchObject({ distance_unit: 1, start_address: depot.address });

    // Only the name: the rest stays; clearing the start falls back to the team's depot again.
    await call(t.app, 'POST', '/save_preferences/', { token: owner.token, body: { name: 'Dana' } });
    const cleared = await callApi(t, Api.savePreferences, { token: owner.token, body: { startAddress: '' } });
    expect(cleared.answer.data.preferences).toEqual({
      ...own,
      name: 'Dana',
      start_address: depot.address,
      lat: depot.lat,
      lng: depot.lng,
    });
  });

  it.each([
    [{ distanceUnit: 2 }],
    [{ distanceUnit: 'km' }],
    [{ startLat: 40 }],
    [{ startAddress: 'Somewhere', startLat: 40, startLng: 'west' }],
    [{ startAddress: 'Somewhere without coordinates' }],
    [{ name: 42 }],
    [{ name: 'x'.repeat(129) }],
  ])('answers 400 for %j and saves nothing', async (body) => {
    const owner = await signupUser(t.app);
    const res = await call(t.app, 'POST', '/save_preferences/', { token: owner.token, body });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).success).toBe(false);
    const user = await t.deps.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', owner.email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: '', distance_unit: null, start_address: '', start_lat: null });
  });

  it('is open to a driver-only member and to a lapsed team (personal profile)', async () => {
    const owner = await signupUser(t.app);
    const driver = await addMemberAndLogin(t, owner.token, 1);
    const res = await callApi(t, Api.savePreferences, { token: driver.token, body: { name: 'Driving Dan' } });
    expect(res.status).toBe(200);
    expect(res.answer.data.preferences).toMatchObject({
      name: 'Driving Dan',
      email: driver.email,
    });

    t.setNow(new Date(Date.now() + 11 * 24 * 3600 * 1000));
    try {
      expect((await call(t.app, 'GET', '/team/', { token: owner.token })).statusCode).toBe(402);
      expect((await call(t.app, 'GET', '/preferences/', { token: owner.token })).statusCode).toBe(200);
    } finally {
      t.setNow(new Date());
    }
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/preferences/')).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/save_preferences/', { body: { name: 'x' } })).statusCode).toBe(401);
  });
});

describe('POST /save_teampreferences/ and GET /team_preferences/', () => {
  it('saves the team name, trimmed and kept to 32 characters', async () => {
    const owner = await signupUser(t.app);
    const long = `  ${'Very Long Delivery Team Name '.repeat(3)}`;
    const res = await saveTeam(owner.token, { name: long });
    expect(res.statusCode).toBe(200);
    const expected = long.trim().slice(0, 32);
    expect(expected).toHaveLength(32);
    expect(answerOf(res, Api.saveTeamPreferences)).toMatchObject({ success: true, data: { name: expected } });
    expect((await teamRow(owner.email)).name).toBe(expected);
    const verify = await call(t.app, 'POST', '/verify-token/', { token: owner.token });
    expect(answerOf(verify, Api.verifyToken).team).toBe(expected);
  });

  it('refuses an empty team name with the spec message and keeps the old one', async () => {
    const owner = await signupUser(t.app);
    await saveTeam(owner.token, { name: 'Keep Me' });
    for (const name of ['', '    ']) {
      const res = await saveTeam(owner.token, { name });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toContain(Messages.teamNameEmpty);
    }
    expect((await teamRow(owner.email)).name).toBe('Keep Me');
  });

  it('makes the end the start when the end is empty, and keeps an end that is set', async () => {
    const owner = await signupUser(t.app);
    const res = await saveTeam(owner.token, {
      startAddress: depot.address,
      startLat: depot.lat,
      startLng: depot.lng,
    });
    expect(res.statusCode).toBe(200);
    expect(answerOf(res, Api.saveTeamPreferences).data).toMatchObject({
      startAddress: depot.address,
      endAddress: depot.address,
      endLat: depot.lat,
      endLng: depot.lng,
    });

    await saveTeam(owner.token, {
      endAddress: warehouse.address,
      endLat: warehouse.lat,
      endLng: warehouse.lng,
    });
    const moved = await saveTeam(owner.token, { startAddress: 'Moved start', startLat: 40, startLng: -75 });
    expect(answerOf(moved, Api.saveTeamPreferences).data).toMatchObject({
      startAddress: 'Moved start',
      startLat: 40,
      endAddress: warehouse.address,
      endLat: warehouse.lat,
    });

    // An explicitly emptied end is filled with the start again.
    const both = await saveTeam(owner.token, {
      startAddress: depot.address,
      startLat: depot.lat,
      startLng: depot.lng,
      endAddress: '',
      endLat: null,
      endLng: null,
    });
    expect(answerOf(both, Api.saveTeamPreferences).data).toMatchObject({
      endAddress: depot.address,
      endLat: depot.lat,
    });
  });

  it('chooses miles for a US team unless a unit is sent, and km elsewhere', async () => {
    const us = await signupUser(t.app);
    const res = await saveTeam(us.token, {
      countryCode: 'us',
      latitude: 39.95,
      longitude: -75.16,
      timezone: 'America/New_York',
    });
    expect(res.statusCode).toBe(200);
    expect(answerOf(res, Api.saveTeamPreferences).data).toMatchObject({
      name: '',
      countryCode: 'US',
      distanceUnit: 1,
      latitude: 39.95,
      longitude: -75.16,
      timezone: 'America/New_York',
    });
    const login = await callApi(t, Api.login, { body: { email: us.email, password: 'correct horse 1' } });
    expect(login.answer.user_data).toEqual({
      countryCode: 'US',
      distanceUnit: 1,
      latitude: 39.95,
      longitude: -75.16,
    });

    // The same country again does not undo a unit the team chose.
    await saveTeam(us.token, { distanceUnit: 0 });
    await saveTeam(us.token, { countryCode: 'US' });
    expect((await teamRow(us.email)).distance_unit).toBe(0);

    const usKm = await signupUser(t.app);
    expect(
      answerOf(await saveTeam(usKm.token, { countryCode: 'US', distanceUnit: 0 }), Api.saveTeamPreferences)
        .data.distanceUnit,
    ).toBe(0);

    const pl = await signupUser(t.app);
    expect(
      answerOf(
        await saveTeam(pl.token, { countryCode: 'PL', timezone: 'Europe/Warsaw' }),
        Api.saveTeamPreferences,
      ).data,
    ).toMatchObject({ distanceUnit: 0, timezone: 'Europe/Warsaw' });
  });

  it("reads the clock from the team's country until the team chooses one, and keeps the time zone", async () => {
    const us = await signupUser(t.app);
    const read = async () => (await callApi(t, Api.teamPreferences, { token: us.token })).answer.data;
    await saveTeam(us.token, { countryCode: 'US', timezone: 'America/Chicago' });
    expect(await read()).toMatchObject({ hourCycle: 12, timezone: 'America/Chicago' });

    const saved = await saveTeam(us.token, { hourCycle: 24, timezone: 'Asia/Tokyo' });
    expect(saved.statusCode).toBe(200);
    expect(answerOf(saved, Api.saveTeamPreferences).data).toMatchObject({
      hourCycle: 24,
      timezone: 'Asia/Tokyo',
    });
    // A chosen clock stays when the country changes.
    await saveTeam(us.token, { countryCode: 'CA' });
    expect(await read()).toMatchObject({ hourCycle: 24, timezone: 'Asia/Tokyo' });

    const pl = await signupUser(t.app);
    await saveTeam(pl.token, { countryCode: 'PL' });
    expect(answerOf(await saveTeam(pl.token, {}), Api.saveTeamPreferences).data.hourCycle).toBe(24);
  });

  it.each([
    [{ timezone: 'Mars/Olympus_Mons' }, TeamMessages.invalidTimeZone],
    [{ hourCycle: 13 }, ClockMessages.invalidHourCycle],
    [{ hourCycle: '24' }, ClockMessages.invalidHourCycle],
    [{ countryCode: 'USA' }, TeamMessages.invalidCountryCode],
    [{ startAddress: 'Half', startLat: 40 }, TeamMessages.pointIncomplete],
    [{ startAddress: 'No coordinates' }, TeamMessages.pointIncomplete],
    [{ startAddress: 'Bad', startLat: 95, startLng: 0 }, ''],
    [{ distanceUnit: 3 }, ''],
    [{ name: 17 }, Messages.teamNameEmpty],
    [{ latitude: 'north', longitude: 1 }, ''],
    [{ startAddress: 'Null Island', startLat: 0, startLng: 0 }, PointMessages.zero],
    [{ endAddress: 'Null Island', endLat: 1e-300, endLng: 1e-300 }, PointMessages.zero],
    [{ latitude: 0, longitude: 0 }, PointMessages.zero],
    [{ latitude: '0', longitude: '0.0' }, PointMessages.zero],
    [{ startAddress: 'Hex', startLat: '0x1f', startLng: '-75.16' }, PointMessages.latitude],
    [{ startAddress: 'Half', startLat: 40, startLng: null }, PointMessages.incomplete],
    [{ latitude: 40, longitude: null }, PointMessages.incomplete],
  ])('answers 400 for %j and writes nothing', async (body, message) => {
    const owner = await signupUser(t.app);
    const before = await teamRow(owner.email);
    const res = await saveTeam(owner.token, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).success).toBe(false);
    expect(errorOf(res).message).toContain(message);
    expect(await teamRow(owner.email)).toEqual(before);
  });

  it('lets any member read the team preferences, only a dispatcher change them', async () => {
    const owner = await signupUser(t.app);
    await saveTeam(owner.token, {
      name: 'Readers',
      startAddress: depot.address,
      startLat: depot.lat,
      startLng: depot.lng,
      countryCode: 'US',
      timezone: 'America/New_York',
    });
    const driver = await addMemberAndLogin(t, owner.token, 1);
    const res = await callApi(t, Api.teamPreferences, { token: driver.token });
    expect(res.status).toBe(200);
    expect(res.answer).toEqual({
      success: true,
      data: {
        name: 'Readers',
        startAddress: depot.address,
        startLat: depot.lat,
        startLng: depot.lng,
        endAddress: depot.address,
        endLat: depot.lat,
        endLng: depot.lng,
        distanceUnit: 1,
        countryCode: 'US',
        latitude: null,
        longitude: null,
        timezone: 'America/New_York',
        proofRequired: 'none',
        hourCycle: 12,
        vehicleType: 'car',
        speedFactor: 100,
        positionRetentionDays: 30,
      },
    });
    const refused = await saveTeam(driver.token, { countryCode: 'PL' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(ServerMessages.forbidden);
    expect((await teamRow(owner.email)).country_code).toBe('US');
  });

  it('keeps each team to itself', async () => {
    const a = await signupUser(t.app);
    const b = await signupUser(t.app);
    await saveTeam(a.token, { name: 'Team A' });
    await saveTeam(b.token, { name: 'Team B' });
    expect(
      answerOf(await call(t.app, 'GET', '/team_preferences/', { token: a.token }), Api.teamPreferences).data
        .name,
    ).toBe('Team A');
    expect(
      answerOf(await call(t.app, 'GET', '/team_preferences/', { token: b.token }), Api.teamPreferences).data
        .name,
    ).toBe('Team B');
  });
});

describe("a user's own start point", () => {
  it.each([
    [{ startAddress: 'Null Island', startLat: 0, startLng: 0 }, PointMessages.zero],
    [{ startAddress: 'Tiny', startLat: 1e-300, startLng: -1e-300 }, PointMessages.zero],
    [{ startAddress: 'Text', startLat: '0', startLng: '0' }, PointMessages.zero],
    [{ startAddress: 'Empty', startLat: '', startLng: '' }, PointMessages.latitude],
    [{ startAddress: 'Half', startLat: 39.95 }, TeamMessages.pointIncomplete],
  ])('POST /save_preferences/ answers 400 for %j and saves nothing', async (body, message) => {
    const owner = await signupUser(t.app);
    const res = await call(t.app, 'POST', '/save_preferences/', { token: owner.token, body });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ success: false, message });
    const prefs = answerOf(await call(t.app, 'GET', '/preferences/', { token: owner.token }), Api.preferences)
      .data.preferences;
    expect(prefs).toMatchObject({ start_address: '', lat: null, lng: null });
  });
});
