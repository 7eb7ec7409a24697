import { Api, dayIn, isValidPhone, Priority } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from '../test/api-call.js';
import { call, createTestApp, type TTestApp } from '../test/test-app.js';
import { DEMO, seedDemo } from './seed-demo.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo seed', () => {
  it("gives the demo dispatcher today's Philadelphia route with 25 stops and both drivers", async () => {
    const now = new Date();
    expect(await seedDemo(t.deps.db, now)).toEqual({ email: DEMO.email, password: DEMO.password });
    const login = await call(t.app, 'POST', '/a/login/', {
      body: { email: DEMO.email, password: DEMO.password },
    });
    const token = answerOf(login, Api.login).token;

    const list = await call(t.app, 'POST', '/routes/', {
      token,
      body: { date: dayIn('America/New_York', now) },
    });
    expect(answerOf(list, Api.listRoutes).routes).toHaveLength(1);
    const route = answerOf(list, Api.listRoutes).routes[0];
    expect(route).toMatchObject({ drivers: 2, stops_count: 25, is_optimized: false, start_time: 480 });

    const team = answerOf(
      await call(t.app, 'GET', `/team_route/${route.id}/`, { token }),
      Api.teamRoute,
    ).team;
    const selected = team
      .filter((m: { is_selected: boolean }) => m.is_selected)
      .map((m: { email: string }) => m.email);
    expect(selected.sort()).toEqual(DEMO.drivers.map((d) => d.email).sort());

    const stops = answerOf(await call(t.app, 'GET', `/stops/${route.id}/`, { token }), Api.listStops)
      .stops as {
      lat: number;
      lng: number;
      priority: number;
      time_window_start: number;
      time_window_end: number;
      recipient_phone_number: string;
    }[];
    expect(stops).toHaveLength(25);
    for (const s of stops) {
      expect(s.lat).toBeGreaterThan(39.8);
      expect(s.lat).toBeLessThan(40.15);
      expect(s.lng).toBeGreaterThan(-75.3);
      expect(s.lng).toBeLessThan(-74.95);
      expect(isValidPhone(s.recipient_phone_number)).toBe(true);
      if (s.time_window_start > 0) expect(s.time_window_end).toBeGreaterThan(s.time_window_start);
    }
    expect(stops.filter((s) => s.priority === Priority.Asap).length).toBeGreaterThanOrEqual(2);
    expect(stops.filter((s) => s.time_window_start > 0).length).toBeGreaterThanOrEqual(4);

    // A second start does not seed again.
    expect(await seedDemo(t.deps.db, now)).toBeNull();
  });
});
