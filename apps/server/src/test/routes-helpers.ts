import { Api, type TSaveRoute, type TSaveStop, type TStop } from '@rp/contracts';
import { sql } from 'kysely';
import { newToken } from '../modules/auth/tokens.js';
import { callApi } from './api-call.js';
import { createTestApp, signupUser, type TTestApp } from './test-app.js';

/** A dispatcher (signed up through the API) with their team id and user id. */
export interface TTestTeam {
  token: string;
  email: string;
  teamId: number;
  userId: number;
}

export async function newTeam(t: TTestApp): Promise<TTestTeam> {
  const { token, email } = await signupUser(t.app);
  const u = await t.deps.db
    .selectFrom('users')
    .select(['id', 'team_id'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return { token, email, teamId: u.team_id, userId: u.id };
}

/**
 * A fresh app with two dispatchers' teams, the setup of most API test files: `team` acts, `other`
 * owns ids that `team` must get 404 for. The caller closes `t` (afterAll).
 */
export async function createAppWithTeams(
  opts: Parameters<typeof createTestApp>[0] = {},
): Promise<{ t: TTestApp; team: TTestTeam; other: TTestTeam }> {
  const t = await createTestApp(opts);
  return { t, team: await newTeam(t), other: await newTeam(t) };
}

let counter = 0;
/**
 * A member of the team (role bits) with a live session, created straight in the database. The
 * e-mails sort in the order the members were made ("m000010" after "m000009"): a route lists its
 * drivers by e-mail, and tests read its plan by that order.
 */
export async function newMember(
  t: TTestApp,
  teamId: number,
  role: number,
  name = 'Member',
): Promise<{ token: string; userId: number; email: string }> {
  counter += 1;
  const email = `m${String(counter).padStart(6, '0')}-${Date.now()}@example.com`;
  const user = await t.deps.db
    .insertInto('users')
    .values({ team_id: teamId, email, name, role })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token, hash } = newToken();
  await t.deps.db
    .insertInto('sessions')
    .values({ user_id: user.id, token_hash: hash, expires_at: new Date(Date.now() + 3600_000) })
    .execute();
  return { token, userId: user.id, email };
}

/** Puts the team on the Free plan (trial over, Free chosen). */
export async function setFreePlan(t: TTestApp, teamId: number): Promise<void> {
  await t.deps.db
    .updateTable('teams')
    .set({ plan: 'free', trial_ends_at: new Date(Date.now() - 24 * 3600_000) })
    .where('id', '=', teamId)
    .execute();
}

/** Puts the team on a paid, active Professional plan for this many drivers. */
export async function setProfessionalPlan(t: TTestApp, teamId: number, quantity = 10): Promise<void> {
  await t.deps.db
    .updateTable('teams')
    .set({
      plan: 'professional',
      trial_ends_at: new Date(Date.now() - 24 * 3600_000),
      plan_current_period_end: new Date(Date.now() + 30 * 24 * 3600_000),
      plan_status: 'active',
      plan_quantity: quantity,
    })
    .where('id', '=', teamId)
    .execute();
}

/** Sets the team's country (ISO code): the country its sheets' rows and phone numbers default to. */
export async function setTeamCountry(t: TTestApp, teamId: number, country: string): Promise<void> {
  await t.deps.db.updateTable('teams').set({ country_code: country }).where('id', '=', teamId).execute();
}

/** Creates a route through the API and answers its id. */
export async function createRoute(
  t: TTestApp,
  token: string,
  body: TSaveRoute = { planned_on: '2025-06-02' },
): Promise<number> {
  return (await callApi(t, Api.saveRoute, { token, body })).answer.id;
}

/** Adds a stop through the API and answers it. */
export async function addStop(
  t: TTestApp,
  token: string,
  routeId: number,
  body: TSaveStop = {},
): Promise<TStop> {
  const { answer } = await callApi(t, Api.saveStop, {
    token,
    params: { routeId },
    body: { name: 'Stop', address: '1 Main St', lat: 39.95, lng: -75.16, ...body },
  });
  if (answer.err !== 0 || !answer.stop) throw new Error(`stop not added: ${JSON.stringify(answer)}`);
  return answer.stop;
}

/** Inserts n stops in one statement (fast set-up for limit tests). */
export async function insertStops(t: TTestApp, routeId: number, n: number): Promise<void> {
  await t.deps.db
    .insertInto('stops')
    .values(
      Array.from({ length: n }, (_, i) => ({
        route_id: routeId,
        sequence: i,
        name: `Stop ${i + 1}`,
        address: `${i + 1} Market St`,
        lat: 39.9 + (i % 50) * 0.002,
        lng: -75.2 + Math.floor(i / 50) * 0.003,
        recipient_phone_number: '+12155550100',
        order_info_products_barcodes: `A${i},B${i}`,
      })),
    )
    .execute();
}

export const countStops = (t: TTestApp, routeId: number): Promise<number> =>
  t.deps.db
    .selectFrom('stops')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('route_id', '=', routeId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

/** Marks a route optimised, with one driver route; answers the driver route's id. */
export async function markOptimized(
  t: TTestApp,
  routeId: number,
  driverId: number | null = null,
): Promise<number> {
  const dr = await t.deps.db
    .insertInto('driver_routes')
    .values({ route_id: routeId, driver_id: driverId, position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.deps.db.updateTable('routes').set({ is_optimized: true }).where('id', '=', routeId).execute();
  return dr.id;
}

export const routeRow = (t: TTestApp, routeId: number) =>
  t.deps.db.selectFrom('routes').selectAll().where('id', '=', routeId).executeTakeFirst();
