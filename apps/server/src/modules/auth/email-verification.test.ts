import {
  Api,
  EmailVerificationMessages,
  Messages,
  ServerMessages,
  VERIFY_LINKS_PER_HOUR,
} from '@rp/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, errorOf } from '../../test/api-call.js';
import { createRoute } from '../../test/routes-helpers.js';
import {
  lastMailTo,
  MEMBER_PASSWORD,
  memberEmail,
  tokenFromMail,
  verifyTokenFromMail,
} from '../../test/team-test-helpers.js';
import { call, createTestApp, signupUser, type TTestApp, whileMailFails } from '../../test/test-app.js';

const PASSWORD = 'correct horse 1';
/** What the mailbox's owner chooses on the verification link's page. */
const OWNER_PASSWORD = 'owner picks lantern 7';
const HOUR = 3600 * 1000;

let t: TTestApp;
beforeAll(async () => {
  // Behind one proxy, so each test client gets its own address (per-address limits stay out of the way).
  t = await createTestApp({ env: { ADMIN_EMAILS: 'ops@example.com', TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.setNow(new Date());
});

let ip = 0;
const fromNewIp = () => ({ 'x-forwarded-for': `10.7.${Math.floor(++ip / 250)}.${ip % 250}` });

const signup = (email: string, password = PASSWORD) =>
  call(t.app, 'POST', '/a/signup/', { body: { email, password }, headers: fromNewIp() });
const login = (email: string, password = PASSWORD) =>
  call(t.app, 'POST', '/a/login/', { body: { email, password }, headers: fromNewIp() });
const verify = (token: string, password = OWNER_PASSWORD) =>
  call(t.app, 'POST', '/verify-email/', { body: { token, password }, headers: fromNewIp() });
const sessionCheck = (token: string, path = '/verify-token/') => call(t.app, 'POST', path, { token });
const resend = (token: string) => call(t.app, 'POST', '/a/resend-verification/', { token });
const invite = (token: string, email: string, extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/save_teammember/', { token, body: { email, name: 'Invitee', role: 1, ...extra } });

/** Signs up without verifying; answers the session token and the link's token from the mail. */
async function unverifiedUser(email = memberEmail('unverified')) {
  const res = await signup(email);
  expect(res.statusCode, res.body).toBe(200);
  return { email, token: answerOf(res, Api.signup).token, link: verifyTokenFromMail(lastMailTo(t, email)) };
}

describe('ADMIN_EMAILS applies only to an address proved with a password chosen through a mailed link', () => {
  it('signing up first as a listed address grants nothing until its link is followed and the password chosen there', async () => {
    const res = await signup('OPS@example.com');
    expect(res.statusCode, res.body).toBe(200);
    expect(answerOf(res, Api.signup)).toMatchObject({ is_admin: false, email_verified: false });
    const token = answerOf(res, Api.signup).token;

    expect((await sessionCheck(token, '/verify-token2/')).statusCode).toBe(403);
    expect(answerOf(await login('ops@example.com'), Api.login)).toMatchObject({
      is_admin: false,
      email_verified: false,
    });

    const link = verifyTokenFromMail(lastMailTo(t, 'OPS@example.com'));
    const verified = await verify(link);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(answerOf(verified, Api.verifyEmail)).toMatchObject({
      success: true,
      email: 'OPS@example.com',
      is_admin: true,
      email_verified: true,
    });

    // The sign-up's session ended: only the session answered at the link is an admin one.
    expect((await sessionCheck(token, '/verify-token2/')).statusCode).toBe(401);
    const admin = await sessionCheck(answerOf(verified, Api.verifyEmail).token, '/verify-token2/');
    expect(admin.statusCode).toBe(200);
    expect(answerOf(admin, Api.verifyTokenAdmin)).toMatchObject({ is_admin: true, email_verified: true });
    expect(answerOf(await login('ops@example.com', OWNER_PASSWORD), Api.login)).toMatchObject({
      is_admin: true,
    });
  });

  it('a verified address whose password was chosen at sign-up is no admin', async () => {
    const listed = 'ops.second@example.com';
    const other = await createTestApp({ env: { ADMIN_EMAILS: listed } });
    try {
      const res = await call(other.app, 'POST', '/a/signup/', {
        body: { email: listed, password: PASSWORD },
      });
      const token = answerOf(res, Api.signup).token;
      // Verified as the link did before it asked for the password (and as accounts verified then are).
      await other.deps.db.updateTable('users').set({ email_verified_at: new Date() }).execute();
      expect((await call(other.app, 'POST', '/verify-token2/', { token })).statusCode).toBe(403);
      const check = await call(other.app, 'POST', '/verify-token/', { token });
      expect(answerOf(check, Api.verifyToken)).toMatchObject({ email_verified: true, is_admin: false });
    } finally {
      await other.close();
    }
  });
});

describe('account pre-hijacking: someone signs up with an address that is not theirs', () => {
  it("the owner's click on the mailed link ends the other sessions and the password chosen at sign-up", async () => {
    const victim = memberEmail('victim');
    const attacker = await unverifiedUser(victim);
    expect((await sessionCheck(attacker.token)).statusCode).toBe(200);

    // The owner follows the link in the mail they never asked for and chooses their password.
    const owner = await verify(attacker.link, OWNER_PASSWORD);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(answerOf(owner, Api.verifyEmail)).toMatchObject({
      success: true,
      email: victim,
      email_verified: true,
    });

    const dead = await sessionCheck(attacker.token);
    expect(dead.statusCode).toBe(401);
    expect((await login(victim, PASSWORD)).statusCode).toBe(401);
    expect(
      answerOf(await sessionCheck(answerOf(owner, Api.verifyEmail).token), Api.verifyToken),
    ).toMatchObject({
      email: victim,
      email_verified: true,
    });
    expect((await login(victim, OWNER_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a weak password on the link's page, also one made of the address, using nothing up", async () => {
    const user = await unverifiedUser(memberEmail('quillon.bexworth'));
    for (const weak of [user.email, 'password123']) {
      const res = await verify(user.link, weak);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toMatch(/^Please choose a stronger password: \S/);
    }
    expect(answerOf(await sessionCheck(user.token), Api.verifyToken)).toMatchObject({
      email_verified: false,
    });
    expect((await verify(user.link)).statusCode).toBe(200);
  });
});

describe('the sign-up mail', () => {
  it('carries a link on PUBLIC_URL whatever Host or X-Forwarded-Host say', async () => {
    const other = await createTestApp({ env: { PUBLIC_URL: 'https://plan.example.com/', TRUST_PROXY: '1' } });
    try {
      const email = memberEmail('forged');
      const res = await call(other.app, 'POST', '/a/signup/', {
        body: { email, password: PASSWORD },
        headers: {
          host: 'attacker.test:8080',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const mail = lastMailTo(other, email);
      expect(mail?.subject).toBe('Verify your e-mail address for Route Planner');
      expect(mail?.text).toMatch(/https:\/\/plan\.example\.com\/verify-email\/[A-Za-z0-9_-]{40,}/);
      expect(`${mail?.text}${mail?.html}`).not.toMatch(/evil\.example|attacker\.test/);
    } finally {
      await other.close();
    }
  });

  it('a failed mail is logged and the sign-up still succeeds', async () => {
    await whileMailFails(t, async () => {
      const res = await signup(memberEmail('nomail'));
      expect(res.statusCode, res.body).toBe(200);
      expect(answerOf(res, Api.signup)).toMatchObject({ success: true, email_verified: false });
    });
  });
});

describe('POST /verify-email/', () => {
  it('verifies with the link, and the same link again says it is used and the address verified', async () => {
    const user = await unverifiedUser();
    const first = await verify(user.link);
    expect(answerOf(first, Api.verifyEmail)).toMatchObject({ email_verified: true });
    const again = await verify(user.link, 'another fine passphrase');
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toMatchObject({ success: false, message: EmailVerificationMessages.linkUsed });
    expect(
      answerOf(await sessionCheck(answerOf(first, Api.verifyEmail).token), Api.verifyToken),
    ).toMatchObject({
      email_verified: true,
    });
    expect((await login(user.email, 'another fine passphrase')).statusCode).toBe(401);
  });

  it('refuses an unknown and an expired link with the message, verifying nothing', async () => {
    const unknown = await verify('not-a-real-token-at-all');
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toMatchObject({
      success: false,
      message: EmailVerificationMessages.linkInvalid,
    });

    const user = await unverifiedUser();
    t.setNow(new Date(Date.now() + 48 * HOUR + 60_000));
    const expired = await verify(user.link);
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired).message).toBe(EmailVerificationMessages.linkInvalid);
    t.setNow(new Date());
    expect(answerOf(await sessionCheck(user.token), Api.verifyToken)).toMatchObject({
      email_verified: false,
    });
    for (const body of [{}, { token: '' }, { token: 7 }, { token: '', password: OWNER_PASSWORD }]) {
      const res = await call(t.app, 'POST', '/verify-email/', { body, headers: fromNewIp() });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toContain(EmailVerificationMessages.linkInvalid);
    }
  });

  it('a verification link sets no password through /reset-password/, nor a password link verify', async () => {
    const user = await unverifiedUser();
    const asReset = await call(t.app, 'POST', '/reset-password/', {
      body: { token: user.link, password: 'a brand new password' },
      headers: fromNewIp(),
    });
    expect(asReset.statusCode).toBe(400);
    expect(errorOf(asReset).message).toBe(Messages.resetLinkInvalid);
    expect((await login(user.email, 'a brand new password')).statusCode).toBe(401);

    await call(t.app, 'POST', '/forgot-password/', { body: { email: user.email }, headers: fromNewIp() });
    const resetToken = tokenFromMail(lastMailTo(t, user.email));
    expect((await verify(resetToken)).statusCode).toBe(400);
    // Both links still work for what they are.
    expect((await verify(user.link)).statusCode).toBe(200);
    expect((await login(user.email, OWNER_PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /a/resend-verification/', () => {
  it(`mails a new link, ${VERIFY_LINKS_PER_HOUR} links an hour at most, then answers 429`, async () => {
    const user = await unverifiedUser();
    const codes: number[] = [];
    for (let i = 1; i < VERIFY_LINKS_PER_HOUR + 2; i++) codes.push((await resend(user.token)).statusCode);
    expect(codes).toEqual([...Array(VERIFY_LINKS_PER_HOUR - 1).fill(200), 429, 429]);
    const refused = await resend(user.token);
    expect(errorOf(refused)).toMatchObject({
      success: false,
      message: EmailVerificationMessages.tooManyLinks,
    });
    expect(t.mail.filter((m) => m.to === user.email)).toHaveLength(VERIFY_LINKS_PER_HOUR);

    t.setNow(new Date(Date.now() + HOUR + 60_000));
    const later = await resend(user.token);
    expect(later.statusCode, later.body).toBe(200);
    expect(answerOf(later, Api.resendVerification)).toEqual({
      success: true,
      sent: true,
      email_verified: false,
    });
    // The newest link works.
    expect((await verify(verifyTokenFromMail(lastMailTo(t, user.email)))).statusCode).toBe(200);
  });

  it('sends nothing once the address is verified, and needs a session', async () => {
    const user = await unverifiedUser();
    const verified = await verify(user.link);
    const before = t.mail.length;
    const res = await resend(answerOf(verified, Api.verifyEmail).token);
    expect(res.statusCode).toBe(200);
    expect(answerOf(res, Api.resendVerification)).toEqual({
      success: true,
      sent: false,
      email_verified: true,
    });
    expect(t.mail.length).toBe(before);
    expect((await call(t.app, 'POST', '/a/resend-verification/')).statusCode).toBe(401);
  });
});

describe('an unverified user cannot invite', () => {
  it('answers 403 with the message for a new member, writing and mailing nothing; allowed after verifying', async () => {
    const owner = await unverifiedUser();
    const invitee = memberEmail('invitee');
    const refused = await invite(owner.token, invitee);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({
      success: false,
      message: EmailVerificationMessages.verifyBeforeInviting,
    });
    expect(lastMailTo(t, invitee)).toBeUndefined();
    const team = await call(t.app, 'GET', '/team/', { token: owner.token });
    expect(answerOf(team, Api.team).data.team).toHaveLength(1);

    // Editing an existing member (here the owner's own name) stays allowed.
    const self = answerOf(team, Api.team).data.team[0];
    const edit = await call(t.app, 'POST', '/save_teammember/', {
      token: owner.token,
      body: { user_id: self.user_id, email: owner.email, name: 'Renamed Owner', role: 3 },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const verified = await verify(owner.link);
    expect((await invite(answerOf(verified, Api.verifyEmail).token, invitee)).statusCode).toBe(200);
    expect(lastMailTo(t, invitee)).toBeDefined();
  });
});

describe('a link that sets a password proves the address', () => {
  it('reset: the forgot-password link verifies', async () => {
    const user = await unverifiedUser();
    await call(t.app, 'POST', '/forgot-password/', { body: { email: user.email }, headers: fromNewIp() });
    const reset = await call(t.app, 'POST', '/reset-password/', {
      body: { token: tokenFromMail(lastMailTo(t, user.email)), password: 'my second password' },
      headers: fromNewIp(),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(answerOf(await login(user.email, 'my second password'), Api.login)).toMatchObject({
      email_verified: true,
    });
  });

  it('invitation: the member who chose a password is verified and may invite', async () => {
    const owner = await signupUser(t.app);
    const member = memberEmail('invited');
    expect((await invite(owner.token, member, { role: 3 })).statusCode).toBe(200);
    const set = await call(t.app, 'POST', '/reset-password/', {
      body: { token: tokenFromMail(lastMailTo(t, member)), password: MEMBER_PASSWORD },
      headers: fromNewIp(),
    });
    expect(set.statusCode, set.body).toBe(200);
    const session = await login(member, MEMBER_PASSWORD);
    expect(answerOf(session, Api.login)).toMatchObject({ email_verified: true });
    expect((await invite(answerOf(session, Api.login).token, memberEmail('next'))).statusCode).toBe(200);
  });
});

describe('sign-up over an invitation', () => {
  it('an invited address answers as a taken one, stays in the inviting team, and is mailed the invitation again', async () => {
    const owner = await signupUser(t.app);
    const invited = memberEmail('invited');
    const added = await invite(owner.token, invited, { role: 1 });
    expect(added.statusCode, added.body).toBe(200);
    const memberId = answerOf(added, Api.saveTeamMember).data.member.user_id;
    const inviteToken = tokenFromMail(lastMailTo(t, invited));
    const routeId = await createRoute(t, owner.token);
    const assigned = await call(t.app, 'POST', '/save_drivers/', {
      token: owner.token,
      body: { route_id: routeId, drivers: [memberId] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const mailsBefore = t.mail.filter((m) => m.to === invited).length;

    const res = await signup(invited.toUpperCase());
    expect(res.statusCode, res.body).toBe(409);
    expect(errorOf(res)).toMatchObject({ success: false, message: ServerMessages.emailTaken });

    // The invitation goes out again (after the answer), with a link of its own.
    await expect.poll(() => t.mail.filter((m) => m.to === invited).length).toBe(mailsBefore + 1);
    const again = lastMailTo(t, invited);
    expect(again?.subject).toMatch(/^You have been invited to /);
    expect(tokenFromMail(again)).not.toBe(inviteToken);

    const ownerTeam = await call(t.app, 'GET', '/team/', { token: owner.token });
    expect(
      answerOf(ownerTeam, Api.team)
        .data.team.map((m: { email: string }) => m.email)
        .sort(),
    ).toEqual([owner.email, invited].sort());
    const drivers = await t.deps.db
      .selectFrom('route_drivers')
      .select('user_id')
      .where('route_id', '=', routeId)
      .execute();
    expect(drivers).toEqual([{ user_id: memberId }]);

    // The first link still sets the invitee's password; the sign-up's password never worked.
    const set = await call(t.app, 'POST', '/reset-password/', {
      body: { token: inviteToken, password: MEMBER_PASSWORD },
      headers: fromNewIp(),
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await login(invited, PASSWORD)).statusCode).toBe(401);
    const member = await login(invited, MEMBER_PASSWORD);
    expect(answerOf(member, Api.login)).toMatchObject({ team: '', role: 1, email_verified: true });
  });

  it('mails the invitation again only within the invitation limits, answering alike', async () => {
    const owner = await signupUser(t.app);
    const invited = memberEmail('invited-often');
    expect((await invite(owner.token, invited)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      const res = await signup(invited);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toBe(ServerMessages.emailTaken);
    }
    // Three invitations a day per address, the first one included.
    await expect.poll(() => t.mail.filter((m) => m.to === invited).length).toBe(3);
    const team = await call(t.app, 'GET', '/team/', { token: owner.token });
    expect(answerOf(team, Api.team).data.team).toHaveLength(2);
  });

  it('an address with a password, invited or not, still answers 409', async () => {
    const owner = await signupUser(t.app);
    const member = memberEmail('member');
    await invite(owner.token, member);
    await call(t.app, 'POST', '/reset-password/', {
      body: { token: tokenFromMail(lastMailTo(t, member)), password: MEMBER_PASSWORD },
      headers: fromNewIp(),
    });
    const mails = t.mail.length;
    for (const email of [member, owner.email]) {
      const res = await signup(email);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toMatchObject({ success: false, message: ServerMessages.emailTaken });
    }
    const team = await call(t.app, 'GET', '/team/', { token: owner.token });
    expect(answerOf(team, Api.team).data.team).toHaveLength(2);
    expect(t.mail.length).toBe(mails);
  });
});
