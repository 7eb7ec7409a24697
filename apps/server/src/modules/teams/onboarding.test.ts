import { Api, type TAddressResult, type TTeamMember } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemo } from '../../demo/seed-demo.js';
import { answerOf, callApi } from '../../test/api-call.js';
import {
  lastMailTo,
  MEMBER_PASSWORD,
  tokenFromMail,
  verifyTokenFromMail,
} from '../../test/team-test-helpers.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('onboarding of a freshly signed-up team, through the calls the web makes', () => {
  it('signs up, names the team, sets depots by address search, invites a driver and is ready to plan', async () => {
    const signup = await callApi(t, Api.signup, {
      body: { email: 'founder@fresh.example', password: 'founder password' },
    });
    expect(signup.status).toBe(200);
    // The founder follows the link mailed at sign-up and chooses the password there: inviting needs
    // a verified address. The link's answer is the founder's session from then on.
    const verified = await callApi(t, Api.verifyEmail, {
      body: {
        token: verifyTokenFromMail(lastMailTo(t, 'founder@fresh.example')),
        password: 'founder password',
      },
    });
    expect(verified.status, verified.body).toBe(200);
    const { token } = verified.answer;

    // Step 1: the team's name, with the browser's country, place and time zone.
    const step1 = await callApi(t, Api.saveTeamPreferences, { token, body: { name: 'Fresh Deliveries' } });
    expect(step1.status).toBe(200);
    const where = await callApi(t, Api.saveTeamPreferences, {
      token,
      body: { countryCode: 'US', latitude: 39.95, longitude: -75.16, timezone: 'America/New_York' },
    });
    expect(where.answer.data).toMatchObject({
      name: 'Fresh Deliveries',
      distanceUnit: 1,
    });

    // Step 2: start and end by address search (the offline geocoder knows cities and coordinates).
    const search = await call(t.app, 'GET', '/address_search/?text=Philadelphia', { token });
    expect(search.statusCode).toBe(200);
    const start = (answerOf(search, Api.addressSearch).data as TAddressResult[])[0];
    expect(start).toMatchObject({ name: 'Philadelphia', country: 'US' });
    const endSearch = await call(t.app, 'GET', '/address_search/?text=Camden', { token });
    const end = (answerOf(endSearch, Api.addressSearch).data as TAddressResult[])[0];
    expect(end?.name).toBe('Camden');
    const step2 = await callApi(t, Api.saveTeamPreferences, {
      token,
      body: {
        startAddress: start?.fullAddress,
        startLat: start?.lat,
        startLng: start?.lng,
        endAddress: end?.fullAddress,
        endLat: end?.lat,
        endLng: end?.lng,
      },
    });
    expect(step2.status).toBe(200);
    expect(step2.answer.data).toMatchObject({
      name: 'Fresh Deliveries',
      startAddress: start?.fullAddress,
      endAddress: end?.fullAddress,
      countryCode: 'US',
      timezone: 'America/New_York',
    });

    // Step 3: invite a driver; the table shows both.
    const add = await callApi(t, Api.saveTeamMember, {
      token,
      body: { email: 'driver@fresh.example', name: 'First Driver', role: 1 },
    });
    expect(add.answer.data.err).toBe(0);
    const team = answerOf(await call(t.app, 'GET', '/team/', { token }), Api.team).data.team as TTeamMember[];
    expect(team.map((m) => [m.email, m.role])).toEqual([
      ['driver@fresh.example', 1],
      ['founder@fresh.example', 3],
    ]);

    // Ready: the session knows the team, and the driver can join with the mailed link.
    const verify = await call(t.app, 'POST', '/verify-token/', { token });
    expect(answerOf(verify, Api.verifyToken)).toMatchObject({
      team: 'Fresh Deliveries',
      user_data: { countryCode: 'US' },
    });
    const mailToken = tokenFromMail(lastMailTo(t, 'driver@fresh.example'));
    expect(lastMailTo(t, 'driver@fresh.example')?.text).toContain('Fresh Deliveries');
    await call(t.app, 'POST', '/reset-password/', { body: { token: mailToken, password: MEMBER_PASSWORD } });
    const driverLogin = await callApi(t, Api.login, {
      body: { email: 'driver@fresh.example', password: MEMBER_PASSWORD },
    });
    expect(driverLogin.answer).toMatchObject({ success: true, team: 'Fresh Deliveries' });
    const prefs = await call(t.app, 'GET', '/preferences/', {
      token: driverLogin.answer.token,
    });
    expect(answerOf(prefs, Api.preferences).data.preferences).toMatchObject({
      name: 'First Driver',
      start_address: start?.fullAddress,
      distanceUnit: 1,
    });
  });
});

describe('the demo team', () => {
  it('logs in and shows its members and depot through the same calls', async () => {
    const demo = await createTestApp();
    try {
      await seedDemo(demo.deps.db, new Date());
      const login = await callApi({ app: demo.app }, Api.login, {
        body: { email: DEMO.email, password: DEMO.password },
      });
      expect(login.status).toBe(200);
      const token = login.answer.token;
      const team = answerOf(await call(demo.app, 'GET', '/team/', { token }), Api.team).data
        .team as TTeamMember[];
      expect(team.map((m) => m.email).sort()).toEqual(
        [DEMO.email, ...DEMO.drivers.map((d) => d.email)].sort(),
      );
      expect(team.every((m) => m.plan_id === 0)).toBe(true);
      const prefs = await callApi({ app: demo.app }, Api.teamPreferences, { token });
      expect(prefs.answer.data).toMatchObject({
        name: DEMO.team,
        startAddress: DEMO.depot.address,
        distanceUnit: 1,
        countryCode: 'US',
        timezone: 'America/New_York',
      });
    } finally {
      await demo.close();
    }
  });
});
