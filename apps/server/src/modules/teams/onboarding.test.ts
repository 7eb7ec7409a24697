import { Api, type TAddressResult, type TTeamMember } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemo } from '../../demo/seed-demo.js';
import { answerOf } from '../../test/api-call.js';
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
    const signup = await call(t.app, 'POST', '/a/signup/', {
      body: { email: 'founder@fresh.example', password: 'founder password' },
    });
    expect(signup.statusCode).toBe(200);
    // The founder follows the link mailed at sign-up and chooses the password there: inviting needs
    // a verified address. The link's answer is the founder's session from then on.
    const verified = await call(t.app, 'POST', '/verify-email/', {
      body: {
        token: verifyTokenFromMail(lastMailTo(t, 'founder@fresh.example')),
        password: 'founder password',
      },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const { token } = answerOf(verified, Api.verifyEmail);

    // Step 1: the team's name, with the browser's country, place and time zone.
    const step1 = await call(t.app, 'POST', '/save_teampreferences/', {
      token,
      body: { name: 'Fresh Deliveries' },
    });
    expect(step1.statusCode).toBe(200);
    const where = await call(t.app, 'POST', '/save_teampreferences/', {
      token,
      body: { countryCode: 'US', latitude: 39.95, longitude: -75.16, timezone: 'America/New_York' },
    });
    expect(answerOf(where, Api.saveTeamPreferences).data).toMatchObject({
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
    const step2 = await call(t.app, 'POST', '/save_teampreferences/', {
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
    expect(step2.statusCode).toBe(200);
    expect(answerOf(step2, Api.saveTeamPreferences).data).toMatchObject({
      name: 'Fresh Deliveries',
      startAddress: start?.fullAddress,
      endAddress: end?.fullAddress,
      countryCode: 'US',
      timezone: 'America/New_York',
    });

    // Step 3: invite a driver; the table shows both.
    const add = await call(t.app, 'POST', '/save_teammember/', {
      token,
      body: { email: 'driver@fresh.example', name: 'First Driver', role: 1 },
    });
    expect(answerOf(add, Api.saveTeamMember).data.err).toBe(0);
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
    const driverLogin = await call(t.app, 'POST', '/a/login/', {
      body: { email: 'driver@fresh.example', password: MEMBER_PASSWORD },
    });
    expect(answerOf(driverLogin, Api.login)).toMatchObject({ success: true, team: 'Fresh Deliveries' });
    const prefs = await call(t.app, 'GET', '/preferences/', {
      token: answerOf(driverLogin, Api.login).token,
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
      const login = await call(demo.app, 'POST', '/a/login/', {
        body: { email: DEMO.email, password: DEMO.password },
      });
      expect(login.statusCode).toBe(200);
      const token = answerOf(login, Api.login).token;
      const team = answerOf(await call(demo.app, 'GET', '/team/', { token }), Api.team).data
        .team as TTeamMember[];
      expect(team.map((m) => m.email).sort()).toEqual(
        [DEMO.email, ...DEMO.drivers.map((d) => d.email)].sort(),
      );
      expect(team.every((m) => m.plan_id === 0)).toBe(true);
      const prefs = await call(demo.app, 'GET', '/team_preferences/', { token });
      expect(answerOf(prefs, Api.teamPreferences).data).toMatchObject({
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
