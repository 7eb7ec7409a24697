import { Api, Role } from '@rp/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../core/ports/mailer.js';
import { QUEUE_SCHEMA } from '../../jobs/job-sql.repository.js';
import { callApi } from '../../test/api-call.js';
import { sentDriverDay, TEST_NOW } from '../../test/driver-helpers.js';
import { newMember } from '../../test/routes-helpers.js';
import { call, createTestApp, signupUser, type TTestApp } from '../../test/test-app.js';
import { MAIL_JOB } from './queued-mailer.js';

/* Every mail is a job written in the transaction of the change that causes it: a crash right after
   the job is written rolls back the change and the job together, and a committed change's mail is
   delivered once. */

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://planner.example' } });
  t.setNow(TEST_NOW);
});
afterAll(() => t.close());

async function mailJobs(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM ${sql.table(`${QUEUE_SCHEMA}.job`)} WHERE name = ${MAIL_JOB}
  `.execute(t.deps.db);
  return rows[0]?.n ?? 0;
}

const mailsTo = (to: string) => t.mail.filter((m) => m.to.toLowerCase() === to.toLowerCase());

const linksOf = async (email: string) =>
  (
    await t.deps.db
      .selectFrom('password_tokens')
      .innerJoin('users', 'users.id', 'password_tokens.user_id')
      .select('password_tokens.id')
      .where(sql<string>`lower(users.email)`, '=', email.toLowerCase())
      .execute()
  ).length;

/** Runs `fn` while the process dies, as it were, right after a mail job is written and before the commit. */
async function crashingAfterMailJob<T>(fn: () => Promise<T>): Promise<T> {
  const mailer = t.deps.mailer;
  const crashing: Mailer = {
    sent: mailer.sent,
    async send(mail, opts) {
      await mailer.send(mail, opts);
      throw new Error('crashed after the mail job was written');
    },
  };
  t.deps.mailer = crashing;
  try {
    return await fn();
  } finally {
    t.deps.mailer = mailer;
  }
}

/** The change rolled back leaves no job and no mail; the committed change's mail arrives once. */
async function expectNeitherThenOnce(
  to: string,
  change: () => Promise<unknown>,
  state: () => Promise<unknown>,
): Promise<void> {
  const jobsBefore = await mailJobs();
  const mailsBefore = mailsTo(to).length;
  const stateBefore = await state();
  await crashingAfterMailJob(change);
  await t.deps.jobs.drain();
  expect(await mailJobs()).toBe(jobsBefore);
  expect(mailsTo(to)).toHaveLength(mailsBefore);
  expect(await state()).toEqual(stateBefore);
  await change();
  await t.deps.jobs.drain();
  expect(await mailJobs()).toBe(jobsBefore + 1);
  expect(mailsTo(to)).toHaveLength(mailsBefore + 1);
}

describe('a mail and the change that causes it are written together', () => {
  it('the verification link and its mail', async () => {
    const user = await signupUser(t.app, undefined, { verified: false });
    await expectNeitherThenOnce(
      user.email,
      () => callApi(t, Api.resendVerification, { token: user.token }),
      () => linksOf(user.email),
    );
    expect(mailsTo(user.email).at(-1)?.subject).toBe('Verify your e-mail address for Route Planner');
  });

  it('the reset link and its mail, the answer the same either way', async () => {
    const user = await signupUser(t.app);
    const forgot = async () => {
      const res = await call(t.app, 'POST', '/forgot-password/', { body: { email: user.email } });
      expect(res.statusCode).toBe(200);
    };
    await expectNeitherThenOnce(user.email, forgot, () => linksOf(user.email));
  });

  it("a sent stop's edit and the mail telling its driver", async () => {
    const d = await sentDriverDay(t);
    const stopId = d.annaStops[1] as number;
    const stopName = async () =>
      (await t.deps.db.selectFrom('stops').select('name').where('id', '=', stopId).executeTakeFirst())?.name;
    const edit = () =>
      callApi(t, Api.saveStop, {
        token: d.team.token,
        params: { routeId: d.routeId },
        body: { id: stopId, name: 'Anna 2, back door' },
      });
    await expectNeitherThenOnce(d.anna.email, edit, stopName);
    expect(await stopName()).toBe('Anna 2, back door');
    expect(mailsTo(d.anna.email).at(-1)?.subject).toBe('Your route "Monday" has changed');
  });

  it("a sent driver route's handover and the mails to both drivers", async () => {
    const d = await sentDriverDay(t);
    const cleo = await newMember(t, d.team.teamId, Role.Driver, 'Cleo');
    const driverOf = async () =>
      (
        await t.deps.db
          .selectFrom('driver_routes')
          .select('driver_id')
          .where('id', '=', d.annaRoute)
          .executeTakeFirst()
      )?.driver_id;
    const handOver = () =>
      callApi(t, Api.saveDriver, {
        token: d.team.token,
        body: { route_id: d.routeId, vehicle_route_id: d.annaRoute, driver_id: cleo.userId },
      });
    const annaMails = mailsTo(d.anna.email).length;
    // Two mails (withdrawn, sent): the helper's counts are for Cleo's; Anna's is checked below.
    await crashingAfterMailJob(handOver);
    expect(await driverOf()).toBe(d.anna.userId);
    expect(mailsTo(cleo.email)).toHaveLength(0);
    const jobsBefore = await mailJobs();
    expect((await handOver()).status).toBe(200);
    await t.deps.jobs.drain();
    expect(await driverOf()).toBe(cleo.userId);
    expect(await mailJobs()).toBe(jobsBefore + 2);
    expect(mailsTo(cleo.email).map((m) => m.subject)).toEqual(['Your route "Monday" is ready']);
    expect(mailsTo(d.anna.email)).toHaveLength(annaMails + 1);
  });
});
