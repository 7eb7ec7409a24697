import { Role, ServerMessages, tooManyLoginAttemptsMessage } from '@rp/contracts';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.js';
import type { TEndedSessions } from '../../core/ports/live-publisher.js';
import type { TMail } from '../../core/ports/mailer.js';
import type { Db } from '../../db/database.js';
import { createLivePublisher } from '../../live/live-publisher.js';
import { openTestDatabase } from '../../test/test-database.js';
import { trialEnd } from '../billing/plan.js';
import { authRepository } from './auth.repository.js';
import { dummyHash, login, logout, signup, type TAuthDeps, verifiedSession } from './auth.service.js';
import { hashPassword, verifyPassword } from './password.js';
import { loadAuthContext } from './session-loader.js';
import { hashToken } from './tokens.js';

/**
 * The session rules of sign-up, log-in, log-out and the bearer token, called on the services over one
 * migrated database built once (no app: this file is rerun for every mutant of the auth-sessions
 * module; auth.test.ts and login-throttle.test.ts take the same paths through HTTP): what is stored,
 * what is answered, when a session ends and when a log-in waits.
 */
let database: { db: Db; close: () => Promise<void> };
let deps: TAuthDeps;
let now: Date;
const mail: TMail[] = [];
const ended: TEndedSessions[] = [];
const NOW = new Date('2026-05-04T10:00:00Z');
const HOUR_MS = 3600 * 1000;
const PASSWORD = 'a long and winding road 7';

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SCRYPT_LOG2_N: '12',
    ADMIN_EMAILS: 'boss@example.com',
    SESSION_TTL_DAYS: '30',
  });
  const live = createLivePublisher();
  live.subscribeEndedSessions((sessions) => {
    ended.push(sessions);
  });
  const mailer = {
    sent: mail,
    send: async (m: TMail) => {
      mail.push(m);
    },
  };
  deps = { db: database.db, config, now: () => now, live, mailer };
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  now = NOW;
  ended.length = 0;
});

let serial = 0;
const freshEmail = (name = 'user') => {
  serial += 1;
  return `${name}${serial}@example.com`;
};
const freshIp = () => `10.77.0.${++serial % 250}`;
const log = pino({ level: 'silent' });
const mailCtx = () => ({ baseUrl: 'https://app.example.com', log });
const userRow = (email: string) =>
  deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
const sessionRow = (token: string) =>
  deps.db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();

/** The address of a new account, signed up with PASSWORD. */
async function anAccount(): Promise<string> {
  const email = freshEmail('owner');
  await signup(deps, { email, password: PASSWORD }, mailCtx());
  return email;
}

/** An address invited into the team of `ownerEmail` that has no password yet (a pending invitation). */
async function aPendingInvitee(ownerEmail: string, name: string): Promise<string> {
  const invitee = freshEmail(name);
  await deps.db
    .insertInto('users')
    .values({
      team_id: (await userRow(ownerEmail)).team_id,
      email: invitee,
      password_hash: null,
      role: Role.Driver,
    })
    .execute();
  return invitee;
}

/** The error a call failed with: its status and message. */
async function refusal(run: Promise<unknown>): Promise<{ status: number; message: string }> {
  const err = await run.then(
    () => {
      throw new Error('the call succeeded');
    },
    (e: unknown) => e as { statusCode: number; message: string },
  );
  return { status: err.statusCode, message: err.message };
}

describe('sign-up', () => {
  it('creates a trial team whose first user plans and drives, with the password hashed, and a session', async () => {
    const email = freshEmail();
    const answer = await signup(deps, { email: `  ${email} `, password: PASSWORD }, mailCtx());
    const user = await userRow(email);
    expect(user.role).toBe(Role.Dispatcher | Role.Driver);
    expect(user.email_verified_at).toBeNull();
    expect(await verifyPassword(PASSWORD, user.password_hash)).toBe(true);
    expect(user.password_hash).toMatch(/^scrypt\$4096\$8\$1\$/);
    const team = await deps.db
      .selectFrom('teams')
      .selectAll()
      .where('id', '=', user.team_id)
      .executeTakeFirstOrThrow();
    expect(team.trial_ends_at).toEqual(trialEnd(NOW));
    expect(team.created_at).toEqual(NOW);
    expect(answer).toMatchObject({
      success: true,
      email,
      role: Role.Dispatcher | Role.Driver,
      email_verified: false,
    });
    expect((await sessionRow(answer.token))?.user_id).toBe(user.id);
    // The link that verifies the address is mailed, by the job the sign-up wrote with its change.
    await vi.waitFor(() => expect(mail.filter((m) => m.to === email)).toHaveLength(1));
  });

  it('refuses a taken address in any case with 409 and mails nothing', async () => {
    const email = freshEmail('taken');
    await signup(deps, { email, password: PASSWORD }, mailCtx());
    const mailsTo = () => mail.filter((m) => m.to.toLowerCase() === email).length;
    // The verification mail of the first sign-up, then nothing more.
    await vi.waitFor(() => expect(mailsTo()).toBe(1));
    expect(
      await refusal(signup(deps, { email: email.toUpperCase(), password: PASSWORD }, mailCtx())),
    ).toEqual({
      status: 409,
      message: ServerMessages.emailTaken,
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(mailsTo()).toBe(1);
  });

  it('answers a pending invitation as a taken address, and mails the invitation again', async () => {
    const invitee = await aPendingInvitee(await anAccount(), 'invitee');
    expect(await refusal(signup(deps, { email: invitee, password: PASSWORD }, mailCtx()))).toEqual({
      status: 409,
      message: ServerMessages.emailTaken,
    });
    await vi.waitFor(() => expect(mail.filter((m) => m.to === invitee)).toHaveLength(1));
    expect((await userRow(invitee)).password_hash).toBeNull();
  });

  it('refuses a weak password and creates nothing', async () => {
    const email = freshEmail();
    const res = await refusal(signup(deps, { email, password: 'password1' }, mailCtx()));
    expect(res.status).toBe(400);
    expect(await authRepository.findUserByEmail(deps.db, email)).toBeUndefined();
  });

  it('logs a failed mail of the invitation again, and still answers as for a taken address', async () => {
    const invitee = await aPendingInvitee(await anAccount(), 'unmailed');
    const logged = vi.spyOn(log, 'error');
    const send = vi.spyOn(deps.mailer, 'send').mockRejectedValue(new Error('SMTP down'));
    try {
      expect(await refusal(signup(deps, { email: invitee, password: PASSWORD }, mailCtx()))).toEqual({
        status: 409,
        message: ServerMessages.emailTaken,
      });
      await vi.waitFor(() =>
        expect(logged).toHaveBeenCalledWith(
          expect.objectContaining({ userId: expect.any(Number) }),
          'invitation mail after a sign-up failed',
        ),
      );
    } finally {
      send.mockRestore();
      logged.mockRestore();
    }
  });

  it('passes on a failure of the database other than a taken address, and creates nothing', async () => {
    const email = freshEmail('dberror');
    const failure = new Error('disk full');
    const insert = vi.spyOn(authRepository, 'insertTeamWithUser').mockRejectedValueOnce(failure);
    try {
      await expect(signup(deps, { email, password: PASSWORD }, mailCtx())).rejects.toBe(failure);
    } finally {
      insert.mockRestore();
    }
    expect(await authRepository.findUserByEmail(deps.db, email)).toBeUndefined();
  });

  it('answers 409 to the second of two sign-ups racing for one address', async () => {
    const email = freshEmail('race');
    const results = await Promise.allSettled([
      signup(deps, { email, password: PASSWORD }, mailCtx()),
      signup(deps, { email, password: PASSWORD }, mailCtx()),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.reason).toMatchObject({ statusCode: 409, message: ServerMessages.emailTaken });
  });
});

describe('log-in', () => {
  it('opens a session with the right password, whatever the spacing and case of the address', async () => {
    const email = await anAccount();
    const ip = freshIp();
    const answer = await login(deps, { email: ` ${email.toUpperCase()} `, password: PASSWORD }, ip);
    expect(answer.email).toBe(email);
    expect((await sessionRow(answer.token))?.user_id).toBe((await userRow(email)).id);
    const attempts = await deps.db.selectFrom('login_attempts').selectAll().where('ip', '=', ip).execute();
    expect(attempts.map((a) => a.success)).toEqual([true]);
  });

  it('refuses a wrong password and an unknown address alike, and counts both as failures', async () => {
    const email = await anAccount();
    const ip = freshIp();
    const wrong = { status: 401, message: ServerMessages.invalidCredentials };
    expect(await refusal(login(deps, { email, password: 'not the password' }, ip))).toEqual(wrong);
    expect(await refusal(login(deps, { email: freshEmail('nobody'), password: PASSWORD }, ip))).toEqual(
      wrong,
    );
    const attempts = await deps.db.selectFrom('login_attempts').selectAll().where('ip', '=', ip).execute();
    expect(attempts.map((a) => a.success)).toEqual([false, false]);
  });

  it('never lets anyone into an invited account that has no password yet', async () => {
    const owner = await anAccount();
    const invitee = await aPendingInvitee(owner, 'pending');
    // Whatever is typed, even the text the unknown-address path compares against.
    const ip = freshIp();
    for (const password of ['not-a-real-password', PASSWORD]) {
      expect((await refusal(login(deps, { email: invitee, password }, ip))).status).toBe(401);
    }
    // Both tries count as failures (a success would clear the address's failures for that account).
    const attempts = await deps.db.selectFrom('login_attempts').selectAll().where('ip', '=', ip).execute();
    expect(attempts.map((a) => a.success)).toEqual([false, false]);
  });

  it("compares an unknown address against a real hash at today's cost, made once per cost", async () => {
    const decoy = await dummyHash(deps.config.scrypt);
    expect(decoy).toMatch(/^scrypt\$4096\$8\$1\$/);
    // The text the pending-invitation test types: it must stay the decoy's for that test to mean anything.
    expect(await verifyPassword('not-a-real-password', decoy)).toBe(true);
    expect(await dummyHash(deps.config.scrypt)).toBe(decoy);
    expect(await dummyHash({ N: 2 ** 10, r: 8, p: 1 })).toMatch(/^scrypt\$1024\$8\$1\$/);
  });

  it("moves a hash of weaker parameters to today's at log-in, and leaves a current one alone", async () => {
    const email = await anAccount();
    await authRepository.setPasswordHash(
      deps.db,
      (await userRow(email)).id,
      await hashPassword(PASSWORD, { N: 2 ** 10, r: 8, p: 1 }),
    );
    await login(deps, { email, password: PASSWORD }, freshIp());
    const rehashed = (await userRow(email)).password_hash;
    expect(rehashed).toMatch(/^scrypt\$4096\$8\$1\$/);
    await login(deps, { email, password: PASSWORD }, freshIp());
    expect((await userRow(email)).password_hash).toBe(rehashed);
  });

  /** Failed log-ins of an address (for one e-mail, or each for a new one), the last `lastAgoMs` ago. */
  async function failures(ip: string, count: number, opts: { email?: string; lastAgoMs: number }) {
    for (let i = 0; i < count; i += 1) {
      const at = new Date(NOW.getTime() - opts.lastAgoMs - (count - 1 - i) * 1000);
      await authRepository.recordAttempt(deps.db, {
        email: opts.email ?? freshEmail('spray'),
        ip,
        success: false,
        at,
      });
    }
  }

  it("makes an address that failed an account 16 times wait the cap's 15 minutes, counted from the last failure", async () => {
    const email = await anAccount();
    const ip = freshIp();
    await failures(ip, 16, { email, lastAgoMs: 1500 });
    const res = await refusal(login(deps, { email, password: PASSWORD }, ip));
    // 900 s after the last failure, 1.5 s of which have passed: 898.5 s, told as 899.
    expect(res).toEqual({ status: 429, message: tooManyLoginAttemptsMessage(899) });
  });

  it('counts the failures of the last 24 hours only', async () => {
    const email = await anAccount();
    const recent = freshIp();
    await failures(recent, 15, { email, lastAgoMs: 23 * HOUR_MS });
    await failures(recent, 1, { email, lastAgoMs: 1500 });
    expect(await refusal(login(deps, { email, password: PASSWORD }, recent))).toEqual({
      status: 429,
      message: tooManyLoginAttemptsMessage(899),
    });
    const old = freshIp();
    await failures(old, 15, { email, lastAgoMs: 24 * HOUR_MS + 60_000 });
    await failures(old, 1, { email, lastAgoMs: 1500 });
    expect((await login(deps, { email, password: PASSWORD }, old)).success).toBe(true);
  });

  it('slows an address that failed many accounts, even for an account it never tried', async () => {
    const email = await anAccount();
    const ip = freshIp();
    await failures(ip, 21, { lastAgoMs: 0 });
    // The 21st failure over 20 free ones: two seconds.
    expect(await refusal(login(deps, { email, password: PASSWORD }, ip))).toEqual({
      status: 429,
      message: tooManyLoginAttemptsMessage(2),
    });
    now = new Date(NOW.getTime() + 2000);
    expect((await login(deps, { email, password: PASSWORD }, ip)).success).toBe(true);
  });
});

describe('sessions', () => {
  async function aSession(email = freshEmail('session')) {
    const answer = await signup(deps, { email, password: PASSWORD }, mailCtx());
    return { email, token: answer.token, user: await userRow(email) };
  }

  it('knows no caller without a token or with an unknown one', async () => {
    expect(await loadAuthContext(deps, null)).toBeNull();
    expect(await loadAuthContext(deps, '')).toBeNull();
    expect(await loadAuthContext(deps, 'a-token-nobody-was-given')).toBeNull();
  });

  it('lasts SESSION_TTL_DAYS from its start, then ends', async () => {
    const { token } = await aSession();
    expect((await sessionRow(token))?.expires_at).toEqual(new Date(NOW.getTime() + 30 * 24 * HOUR_MS));
    now = new Date(NOW.getTime() + 30 * 24 * HOUR_MS - 1000);
    expect(await loadAuthContext(deps, token)).not.toBeNull();
    now = new Date(NOW.getTime() + 30 * 24 * HOUR_MS);
    expect(await loadAuthContext(deps, token)).toBeNull();
  });

  it('notes when a session was last used at most once an hour', async () => {
    const { token } = await aSession();
    const lastUsed = async () => (await sessionRow(token))?.last_used_at;
    await deps.db
      .updateTable('sessions')
      .set({ last_used_at: NOW })
      .where('token_hash', '=', hashToken(token))
      .execute();
    now = new Date(NOW.getTime() + HOUR_MS);
    await loadAuthContext(deps, token);
    expect(await lastUsed()).toEqual(NOW);
    const later = new Date(NOW.getTime() + HOUR_MS + 1);
    now = later;
    await loadAuthContext(deps, token);
    expect(await lastUsed()).toEqual(later);
  });

  it("tells who calls, in which team, with which roles, and the team's place", async () => {
    const { token, user, email } = await aSession();
    await deps.db
      .updateTable('teams')
      .set({
        name: 'Depot North',
        country_code: 'GB',
        distance_unit: 1,
        latitude: null,
        longitude: 4.5,
        start_lat: 51.5,
      })
      .where('id', '=', user.team_id)
      .execute();
    await deps.db
      .updateTable('users')
      .set({ name: 'Ada', role: Role.Driver })
      .where('id', '=', user.id)
      .execute();
    const a = await loadAuthContext(deps, token);
    expect(a).toMatchObject({
      userId: user.id,
      teamId: user.team_id,
      email,
      name: 'Ada',
      role: Role.Driver,
      isAdmin: false,
      emailVerified: false,
      isDispatcher: false,
      isDriver: true,
      teamName: 'Depot North',
      subscriptionToRefresh: null,
      tokenHash: hashToken(token),
      userData: { countryCode: 'GB', distanceUnit: 1, latitude: 51.5, longitude: 4.5 },
    });
    expect(a?.sessionId).toBe((await sessionRow(token))?.id);
    expect(a?.access).toMatchObject({ kind: 'trial', isActive: true, activeTo: trialEnd(NOW) });
    if (!a) throw new Error('no session');
    expect(verifiedSession(a)).toEqual({
      success: true,
      email,
      name: 'Ada',
      team: 'Depot North',
      role: Role.Driver,
      is_admin: false,
      email_verified: false,
      plan: 'trial',
      is_active: true,
      active_to: trialEnd(NOW).toISOString(),
      user_data: { countryCode: 'GB', distanceUnit: 1, latitude: 51.5, longitude: 4.5 },
    });
    await deps.db
      .updateTable('teams')
      .set({ latitude: 3, longitude: null, start_lat: null, start_lng: null })
      .where('id', '=', user.team_id)
      .execute();
    expect((await loadAuthContext(deps, token))?.userData).toMatchObject({ latitude: 3, longitude: 0 });
  });

  it("answers log-in with the team's place and whether the caller is an administrator", async () => {
    const { user, email } = await aSession('boss@example.com');
    await deps.db
      .updateTable('teams')
      .set({
        name: 'HQ',
        country_code: 'US',
        distance_unit: 2,
        latitude: null,
        longitude: null,
        start_lat: 40,
        start_lng: -70,
      })
      .where('id', '=', user.team_id)
      .execute();
    const asListed = await login(deps, { email, password: PASSWORD }, freshIp());
    expect(asListed).toMatchObject({
      success: true,
      team: 'HQ',
      role: user.role,
      is_admin: false,
      email_verified: false,
      user_data: { countryCode: 'US', distanceUnit: 2, latitude: 40, longitude: -70 },
    });
    // Listed in ADMIN_EMAILS, with the address proved and the password chosen through a mailed link.
    await deps.db
      .updateTable('users')
      .set({ email_verified_at: NOW, password_set_via_link_at: NOW })
      .where('id', '=', user.id)
      .execute();
    const proved = await login(deps, { email, password: PASSWORD }, freshIp());
    expect(proved).toMatchObject({ is_admin: true, email_verified: true });
    expect(await loadAuthContext(deps, proved.token)).toMatchObject({ isAdmin: true, emailVerified: true });
    await deps.db
      .updateTable('teams')
      .set({ latitude: 1, longitude: 2 })
      .where('id', '=', user.team_id)
      .execute();
    expect((await login(deps, { email, password: PASSWORD }, freshIp())).user_data).toMatchObject({
      latitude: 1,
      longitude: 2,
    });
  });

  it('tells a team on Free that its access does not end', async () => {
    const { token, user } = await aSession();
    await deps.db.updateTable('teams').set({ plan: 'free' }).where('id', '=', user.team_id).execute();
    const a = await loadAuthContext(deps, token);
    if (!a) throw new Error('no session');
    expect(verifiedSession(a)).toMatchObject({ plan: 'free', is_active: true, active_to: null });
  });

  it('asks about a lapsed team whose paid period passed while its subscription still paid', async () => {
    const { token, user } = await aSession();
    await deps.db
      .updateTable('teams')
      .set({
        trial_ends_at: new Date(NOW.getTime() - HOUR_MS),
        plan: 'professional',
        plan_subscription_id: 'sub_late_renewal',
        plan_status: 'active',
        plan_current_period_end: new Date(NOW.getTime() - 1000),
      })
      .where('id', '=', user.team_id)
      .execute();
    expect(await loadAuthContext(deps, token)).toMatchObject({
      access: { isActive: false },
      subscriptionToRefresh: 'sub_late_renewal',
    });
  });

  it('ends the session of the token at log-out, and its sockets', async () => {
    const { token } = await aSession();
    const other = await login(deps, { email: (await aSession()).email, password: PASSWORD }, freshIp());
    const sessionId = (await sessionRow(token))?.id;
    expect(await logout(deps, token)).toEqual({ success: true });
    expect(await sessionRow(token)).toBeUndefined();
    expect(await loadAuthContext(deps, token)).toBeNull();
    expect(ended).toEqual([{ sessionIds: [sessionId] }]);
    expect(await loadAuthContext(deps, other.token)).not.toBeNull();
  });

  it('has nothing to end at log-out without a token or with an unknown one', async () => {
    expect(await logout(deps, null)).toEqual({ success: true });
    expect(await logout(deps, 'unknown-token')).toEqual({ success: true });
    expect(ended).toEqual([]);
  });
});
