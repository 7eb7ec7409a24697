import {
  Api,
  BillingMessages,
  PlanRules,
  Role,
  RouteMessages,
  StopErr,
  stopLimitMessage,
  TeamMessages,
  type TSubscription,
} from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, errorOf } from '../../test/api-call.js';
import {
  addStop,
  createRoute,
  insertStops,
  newMember,
  newTeam,
  setFreePlan,
  setProfessionalPlan,
  type TTestTeam,
} from '../../test/routes-helpers.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';

const DAY_MS = 24 * 3600 * 1000;

async function endTrial(t: TTestApp, teamId: number): Promise<void> {
  await t.deps.db
    .updateTable('teams')
    .set({ trial_ends_at: new Date(Date.now() - DAY_MS) })
    .where('id', '=', teamId)
    .execute();
}

async function subscriptionOf(t: TTestApp, token: string): Promise<TSubscription> {
  const res = await call(t.app, 'GET', '/subscription/', { token });
  expect(res.statusCode, res.body).toBe(200);
  return answerOf(res, Api.subscription).data.subscription;
}

const addStopAnswer = (t: TTestApp, token: string, routeId: number) =>
  call(t.app, 'POST', `/stop/${routeId}/`, {
    token,
    body: { name: 'One more', address: '9 Main St', lat: 39.95, lng: -75.16 },
  });

const addDriverMember = (t: TTestApp, token: string, email: string) =>
  call(t.app, 'POST', '/save_teammember/', {
    token,
    body: { email, name: 'Second Driver', role: Role.Driver },
  });

describe('subscription and Continue on Free (billing test)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows a trial team's plan, its end and the Professional limits", async () => {
    const team = await newTeam(t);
    const s = await subscriptionOf(t, team.token);
    expect(s).toMatchObject({
      plan: 'trial',
      billing: 'test',
      is_active: true,
      is_subscription_active: false,
      has_customer: false,
      driver_count: 0,
      driver_count_current: 1,
      can_continue_on_free: true,
      limits: { max_drivers: null, max_drivers_per_route: null, max_stops_per_route: 500 },
    });
    expect(s.valid_to_date).toBeGreaterThan(Date.now() / 1000);
  });

  describe('a lapsed team', () => {
    let team: TTestTeam;
    let bigRoute: number;
    beforeAll(async () => {
      team = await newTeam(t);
      bigRoute = await createRoute(t, team.token);
      await insertStops(t, bigRoute, 12);
      await endTrial(t, team.teamId);
    });

    it('is refused planner calls but may read its subscription', async () => {
      expect((await call(t.app, 'POST', '/verify-token/', { token: team.token })).statusCode).toBe(402);
      expect((await call(t.app, 'GET', `/stops/${bigRoute}/`, { token: team.token })).statusCode).toBe(402);
      const s = await subscriptionOf(t, team.token);
      expect(s).toMatchObject({ plan: 'lapsed', is_active: false, can_continue_on_free: true });
    });

    it('may not be moved to Free by a driver who is not a dispatcher', async () => {
      const driver = await newMember(t, team.teamId, Role.Driver);
      const res = await call(t.app, 'POST', '/subscription/free/', { token: driver.token });
      expect(res.statusCode).toBe(403);
      expect((await subscriptionOf(t, team.token)).plan).toBe('lapsed');
    });

    it('continues on Free, keeps its route over the Free limit readable and refuses the next stop', async () => {
      const res = await call(t.app, 'POST', '/subscription/free/', { token: team.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(answerOf(res, Api.continueOnFree).data.subscription).toMatchObject({
        plan: 'free',
        is_active: true,
        valid_to_date: null,
        can_continue_on_free: false,
        limits: { max_drivers: 1, max_drivers_per_route: 1, max_stops_per_route: 10 },
      });
      expect((await call(t.app, 'POST', '/verify-token/', { token: team.token })).statusCode).toBe(200);
      const stops = await call(t.app, 'GET', `/stops/${bigRoute}/`, { token: team.token });
      expect(stops.statusCode).toBe(200);
      expect(answerOf(stops, Api.listStops).stops).toHaveLength(12);
      const more = await addStopAnswer(t, team.token, bigRoute);
      expect(answerOf(more, Api.saveStop)).toMatchObject({
        err: StopErr.PlanLimit,
        message: stopLimitMessage(10),
      });
    });

    it('is told it is already on Free when it asks again', async () => {
      const res = await call(t.app, 'POST', '/subscription/free/', { token: team.token });
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toBe(BillingMessages.alreadyOnFree);
    });
  });

  it('lets a team in its trial choose Free at once', async () => {
    const team = await newTeam(t);
    const res = await call(t.app, 'POST', '/subscription/free/', { token: team.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(answerOf(res, Api.continueOnFree).data.subscription.plan).toBe('free');
  });

  describe('the Free limits', () => {
    let team: TTestTeam;
    beforeAll(async () => {
      team = await newTeam(t);
      await setFreePlan(t, team.teamId);
    });

    it('refuses a second driver (the dispatcher who signed up is the first)', async () => {
      const res = await addDriverMember(t, team.token, `second-${team.teamId}@example.com`);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe(TeamMessages.driverLimit(PlanRules.free.maxDrivers));
    });

    it('takes the 10th stop of a route and refuses the 11th', async () => {
      const routeId = await createRoute(t, team.token);
      await insertStops(t, routeId, 9);
      await addStop(t, team.token, routeId);
      const eleventh = await addStopAnswer(t, team.token, routeId);
      expect(answerOf(eleventh, Api.saveStop)).toMatchObject({
        err: StopErr.PlanLimit,
        message: stopLimitMessage(10),
      });
    });
  });

  describe('a paying team', () => {
    let team: TTestTeam;
    let drivers: number[];
    beforeAll(async () => {
      team = await newTeam(t);
      await setProfessionalPlan(t, team.teamId, 2);
      drivers = [];
      for (const name of ['A', 'B', 'C'])
        drivers.push((await newMember(t, team.teamId, Role.Driver, name)).userId);
    });

    it('shows the paid drivers and the current ones', async () => {
      expect(await subscriptionOf(t, team.token)).toMatchObject({
        plan: 'professional',
        is_subscription_active: true,
        driver_count: 2,
        driver_count_current: 4,
        can_continue_on_free: false,
        limits: { max_drivers: null, max_drivers_per_route: 2, max_stops_per_route: 500 },
      });
    });

    it('selects as many drivers as it pays for, and refuses one more', async () => {
      const routeId = await createRoute(t, team.token);
      const two = await call(t.app, 'POST', '/save_drivers/', {
        token: team.token,
        body: { route_id: routeId, drivers: drivers.slice(0, 2) },
      });
      expect(two.statusCode, two.body).toBe(200);
      const three = await call(t.app, 'POST', '/save_drivers/', {
        token: team.token,
        body: { route_id: routeId, drivers },
      });
      expect(three.statusCode).toBe(400);
      expect(errorOf(three)).toMatchObject({
        err: StopErr.PlanLimit,
        message: BillingMessages.paidDriversExceeded(2),
      });
    });

    it('may not move to Free while it pays', async () => {
      const res = await call(t.app, 'POST', '/subscription/free/', { token: team.token });
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toBe(BillingMessages.payingCannotChooseFree);
      expect((await subscriptionOf(t, team.token)).plan).toBe('professional');
    });
  });

  it("gives a Free team's route only one driver", async () => {
    const team = await newTeam(t);
    await setFreePlan(t, team.teamId);
    const other = await newMember(t, team.teamId, Role.Driver);
    const routeId = await createRoute(t, team.token);
    const res = await call(t.app, 'POST', '/save_drivers/', {
      token: team.token,
      body: { route_id: routeId, drivers: [team.userId, other.userId] },
    });
    expect(errorOf(res)).toMatchObject({
      err: StopErr.PlanLimit,
      message: RouteMessages.tooManyDrivers(1),
    });
  });
});

describe('billing off (self-hosting)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BILLING: 'off' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('never lapses a team, names no plan and keeps only the 500 stops per route', async () => {
    const team = await newTeam(t);
    await endTrial(t, team.teamId);
    const verify = await call(t.app, 'POST', '/verify-token/', { token: team.token });
    expect(verify.statusCode).toBe(200);
    expect(answerOf(verify, Api.verifyToken)).toMatchObject({
      plan: 'unbilled',
      is_active: true,
      active_to: null,
    });
    expect(await subscriptionOf(t, team.token)).toMatchObject({
      plan: 'unbilled',
      billing: 'off',
      can_continue_on_free: false,
      limits: { max_drivers: null, max_drivers_per_route: null, max_stops_per_route: 500 },
    });
    expect((await addDriverMember(t, team.token, `off-${team.teamId}@example.com`)).statusCode).toBe(200);
    const routeId = await createRoute(t, team.token);
    await insertStops(t, routeId, 500);
    const over = await addStopAnswer(t, team.token, routeId);
    expect(answerOf(over, Api.saveStop)).toMatchObject({
      err: StopErr.PlanLimit,
      message: stopLimitMessage(500),
    });
  });

  it('answers Continue on Free with why no plan is needed', async () => {
    const team = await newTeam(t);
    const res = await call(t.app, 'POST', '/subscription/free/', { token: team.token });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(BillingMessages.billingOff);
  });
});
