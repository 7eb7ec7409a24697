import { MemberErr, ServerMessages, tooManyInvitationsMessage, tooManyRequestsMessage } from '@rp/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimits } from '../../core/rate-limits.js';
import { errorOf } from '../../test/api-call.js';
import { newTeam } from '../../test/routes-helpers.js';
import { addMember, countUsers, memberEmail } from '../../test/team-test-helpers.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';

const DISPATCHER = 2;
const HOUR_MS = 3600 * 1000;

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const invite = (token: string, email: string) =>
  call(t.app, 'POST', '/save_teammember/', { token, body: { email, name: 'New member', role: DISPATCHER } });

const countLog = async (): Promise<number> => {
  const row = await t.deps.db
    .selectFrom('invitation_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** Refused with 429 and the invitations message naming the wait Retry-After carries; answers that wait. */
function expectInvitationRefused(res: LightMyRequestResponse): number {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter > 0).toBe(true);
  expect(errorOf(res)).toEqual({ success: false, err: -1, message: tooManyInvitationsMessage(retryAfter) });
  return retryAfter;
}

/** What a refused invitation must leave untouched: users, the invitation log and the mails. */
async function snapshot() {
  return { users: await countUsers(t), log: await countLog(), mails: t.mail.length };
}

describe('invitation limits', () => {
  it('refuses the 21st invitation of a team in an hour, writing and mailing nothing', async () => {
    const start = new Date('2026-03-02T08:00:00Z');
    t.setNow(start);
    const team = await newTeam(t);
    const { max } = RateLimits.invitations.perTeamHour;
    for (let i = 0; i < max; i++)
      await addMember(t, team.token, { email: memberEmail('hourly'), role: DISPATCHER });

    t.setNow(new Date(start.getTime() + 10 * 60 * 1000));
    const before = await snapshot();
    const retryAfter = expectInvitationRefused(await invite(team.token, memberEmail('hourly')));
    // The first invitation leaves the hour 50 minutes later.
    expect(retryAfter).toBe(50 * 60);
    expect(await snapshot()).toEqual(before);

    // Another team is not held back, and this one may invite again once the hour has passed.
    const other = await newTeam(t);
    await addMember(t, other.token, { email: memberEmail('other'), role: DISPATCHER });
    t.setNow(new Date(start.getTime() + HOUR_MS + 1000));
    await addMember(t, team.token, { email: memberEmail('hourly'), role: DISPATCHER });
  });

  it('refuses a team over 50 invitations in a day, counting those the database already holds', async () => {
    const now = new Date('2026-03-03T20:00:00Z');
    t.setNow(now);
    const team = await newTeam(t);
    // Sent earlier today (by this process or another, before a restart): only the database knows.
    const { max } = RateLimits.invitations.perTeamDay;
    const earlier = Array.from({ length: max }, (_, i) => ({
      team_id: team.teamId,
      email: `earlier-${i}@example.com`,
      created_at: new Date(now.getTime() - 12 * HOUR_MS + i * 60 * 1000),
    }));
    await t.deps.db.insertInto('invitation_log').values(earlier).execute();

    const before = await snapshot();
    const retryAfter = expectInvitationRefused(await invite(team.token, memberEmail('daily')));
    expect(retryAfter).toBe(12 * 3600);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses the 4th invitation of one address in a day, whichever teams send it', async () => {
    t.setNow(new Date('2026-03-04T09:00:00Z'));
    const address = memberEmail('wanted');
    for (let i = 0; i < RateLimits.invitations.perInvitedEmail.max; i++) {
      const team = await newTeam(t);
      // In other letters: one address however it is written.
      const userId = await addMember(t, team.token, {
        email: i === 1 ? address.toUpperCase() : address,
        role: DISPATCHER,
      });
      const removed = await call(t.app, 'POST', '/teammember_delete/', {
        token: team.token,
        body: { user_id: userId },
      });
      expect(removed.statusCode).toBe(200);
    }
    const fourth = await newTeam(t);
    const before = await snapshot();
    expectInvitationRefused(await invite(fourth.token, address));
    expect(await snapshot()).toEqual(before);
    // Another address from that team still goes.
    await addMember(t, fourth.token, { email: memberEmail('fine'), role: DISPATCHER });
  });

  it('answers an address with an account elsewhere without naming another team, and limits such tries', async () => {
    t.setNow(new Date('2026-03-05T09:00:00Z'));
    const elsewhere = await newTeam(t);
    const prober = await newTeam(t);
    const { max } = RateLimits.invitations.attemptsPerTeam;
    for (let i = 0; i < max; i++) {
      const res = await invite(prober.token, elsewhere.email);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toMatchObject({
        err: MemberErr.EmailTaken,
        message: ServerMessages.memberEmailTaken,
      });
      expect(errorOf(res).message).not.toMatch(/team/i);
    }
    const refused = await invite(prober.token, memberEmail('after-probing'));
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(errorOf(refused)).toEqual({
      success: false,
      err: -1,
      message: tooManyRequestsMessage(retryAfter),
    });
  });
});
