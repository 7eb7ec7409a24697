import { Api, MemberErr, Messages, ServerMessages, TeamMessages } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, callApi, errorOf } from '../../test/api-call.js';
import {
  addMember,
  addMemberAndLogin,
  countUsers,
  lastMailTo,
  MEMBER_PASSWORD,
  memberEmail,
  teamIdOf,
  tokenFromMail,
} from '../../test/team-test-helpers.js';
import { call, createTestApp, signupUser, type TTestApp, whileMailFails } from '../../test/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const userRow = (email: string) =>
  t.deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

describe('GET /team/', () => {
  it('lists the caller team sorted by e-mail, marking the current user', async () => {
    const owner = await signupUser(t.app, 'm-owner@example.com');
    await addMember(t, owner.token, { email: 'm-zed@example.com', name: 'Zed', role: 1 });
    await addMember(t, owner.token, { email: 'm-abe@example.com', name: 'Abe', role: 2 });
    await signupUser(t.app, 'm-other-team@example.com');

    const res = await callApi(t, Api.team, { token: owner.token });
    expect(res.status).toBe(200);
    const team = res.answer.data.team;
    expect(team.map((m: { email: string }) => m.email)).toEqual([
      'm-abe@example.com',
      'm-owner@example.com',
      'm-zed@example.com',
    ]);
    const me = team[1];
    expect(me).toEqual({
      id: me.user_id,
      user_id: me.user_id,
      email: 'm-owner@example.com',
      name: '',
      role: 3,
      plan_id: -1,
      is_current_user: true,
      is_current_driver: true,
      invitation_status: 'active',
      invited_at: null,
    });
    expect(team[0]).toMatchObject({ name: 'Abe', role: 2, is_current_user: false, is_current_driver: true });
  });

  it('says whether each invitation is pending (with when it was sent) or accepted', async () => {
    const owner = await signupUser(t.app, 'm-invites@example.com');
    const before = Date.now();
    const { answer: added } = await callApi(t, Api.saveTeamMember, {
      token: owner.token,
      body: { email: 'm-invited@example.com', name: 'Ivy', role: 1 },
    });
    expect(added.data.member.invitation_status).toBe('invited');
    const listed = async () =>
      (await callApi(t, Api.team, { token: owner.token })).answer.data.team.find(
        (m) => m.email === 'm-invited@example.com',
      );
    const pending = await listed();
    expect(pending?.invitation_status).toBe('invited');
    expect(Date.parse(pending?.invited_at ?? '')).toBeGreaterThanOrEqual(before - 1000);

    await callApi(t, Api.resetPassword, {
      body: { password: MEMBER_PASSWORD, token: tokenFromMail(lastMailTo(t, 'm-invited@example.com')) },
    });
    expect(await listed()).toMatchObject({ invitation_status: 'active', invited_at: pending?.invited_at });
  });

  it("the invitation link opens the page as a first password ('?invite=1')", async () => {
    const owner = await signupUser(t.app, 'm-invite-link@example.com');
    await addMember(t, owner.token, { email: 'm-link@example.com', role: 1 });
    expect(lastMailTo(t, 'm-link@example.com')?.text).toMatch(/\/reset-password\/[A-Za-z0-9_-]+\?invite=1/);
  });

  it('answers 401 without a token', async () => {
    expect((await call(t.app, 'GET', '/team/')).statusCode).toBe(401);
  });
});

describe('POST /save_teammember/ (new member)', () => {
  it('creates the member without a password and mails a working, single-use invitation link', async () => {
    const owner = await signupUser(t.app);
    await call(t.app, 'POST', '/save_teampreferences/', {
      token: owner.token,
      body: { name: 'Speedy Vans' },
    });
    const email = memberEmail('invitee');
    const res = await callApi(t, Api.saveTeamMember, {
      token: owner.token,
      body: { email, name: 'Ivy Invitee', role: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.answer).toMatchObject({
      success: true,
      data: { err: 0, message: '', member: { email, name: 'Ivy Invitee', role: 1, is_current_user: false } },
    });
    const row = await userRow(email);
    expect(row).toMatchObject({ password_hash: null, role: 1, team_id: await teamIdOf(t, owner.email) });

    const mail = lastMailTo(t, email);
    expect(mail?.subject).toContain('Speedy Vans');
    expect(mail?.text).toContain('Speedy Vans');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/reset-password\/[A-Za-z0-9_-]{40,}/);
    expect(mail?.html).toContain('href="http://localhost');
    const token = tokenFromMail(mail);

    // Before the password is set, the member can't log in.
    const early = await callApi(t, Api.login, { body: { email, password: MEMBER_PASSWORD } });
    expect(early.status).toBe(401);

    const set = await callApi(t, Api.resetPassword, { body: { password: MEMBER_PASSWORD, token } });
    expect(set.status).toBe(200);
    expect(set.answer).toEqual({ success: true, data: { status: 0, is_driver_only: true } });

    const login = await call(t.app, 'POST', '/a/login/', { body: { email, password: MEMBER_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(answerOf(login, Api.login)).toMatchObject({ success: true, email, team: 'Speedy Vans' });

    const again = await callApi(t, Api.resetPassword, { body: { password: 'another password', token } });
    expect(again.status).toBe(400);
    expect(again.error).toMatchObject({ data: { status: -1 }, message: Messages.resetLinkInvalid });
    const relogin = await callApi(t, Api.login, { body: { email, password: MEMBER_PASSWORD } });
    expect(relogin.status).toBe(200);
  });

  it('uses PUBLIC_URL for the link when it is set', async () => {
    const other = await createTestApp({ env: { PUBLIC_URL: 'https://plan.example.com/' } });
    try {
      const owner = await signupUser(other.app);
      const email = memberEmail();
      await addMember(other, owner.token, { email, role: 1 });
      expect(lastMailTo(other, email)?.text).toMatch(/^https:\/\/plan\.example\.com\/reset-password\/\S+$/m);
    } finally {
      await other.close();
    }
  });

  it("refuses another team's user with data.err < 0 and HTTP 409, writing nothing", async () => {
    const owner = await signupUser(t.app);
    const stranger = await signupUser(t.app);
    const before = await countUsers(t);
    const mails = t.mail.length;
    const res = await callApi(t, Api.saveTeamMember, {
      token: owner.token,
      body: { email: stranger.email.toUpperCase(), name: 'Stolen', role: 1 },
    });
    expect(res.status).toBe(409);
    // The error answer's shape: the web's 'Error' dialog shows data.message when data.err is below 0.
    expect(res.error).toEqual({
      success: false,
      err: MemberErr.EmailTaken,
      message: ServerMessages.memberEmailTaken,
      data: { err: MemberErr.EmailTaken, message: ServerMessages.memberEmailTaken },
    });
    const refusal = res.error.data;
    expect(refusal && 'err' in refusal ? refusal.err : 0).toBeLessThan(0);
    expect(await countUsers(t)).toBe(before);
    expect(t.mail.length).toBe(mails);
    expect(await teamIdOf(t, stranger.email)).not.toBe(await teamIdOf(t, owner.email));
  });

  it('refuses an e-mail that is already in the team', async () => {
    const owner = await signupUser(t.app);
    const res = await callApi(t, Api.saveTeamMember, {
      token: owner.token,
      body: { email: owner.email, role: 1 },
    });
    expect(res.status).toBe(409);
    expect(res.error.data).toEqual({
      err: MemberErr.AlreadyInTeam,
      message: TeamMessages.memberAlreadyInTeam,
    });
  });

  it.each([
    [{ name: 'No email', role: 1 }, Messages.memberEmailRequired],
    [{ email: '', role: 1 }, Messages.memberEmailRequired],
    [{ email: 12345, role: 1 }, Messages.memberEmailRequired],
    [{ email: 'not-an-email', role: 1 }, Messages.memberEmailInvalid],
    [{ email: `${'x'.repeat(125)}@example.com`, role: 1 }, Messages.memberEmailTooLong],
    [{ email: 'role0@example.com', role: 0 }, Messages.memberRoleRequired],
    [{ email: 'role4@example.com', role: 4 }, Messages.memberRoleRequired],
    [{ email: 'norole@example.com' }, Messages.memberRoleRequired],
    [{ email: 'strrole@example.com', role: 'driver' }, Messages.memberRoleRequired],
  ])('answers 400 for %j and writes nothing', async (body, message) => {
    const owner = await signupUser(t.app);
    const before = await countUsers(t);
    const res = await call(t.app, 'POST', '/save_teammember/', { token: owner.token, body });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).success).toBe(false);
    expect(errorOf(res).message).toContain(message);
    expect(await countUsers(t)).toBe(before);
  });

  it('undoes the member when the invitation mail cannot be sent', async () => {
    const owner = await signupUser(t.app);
    const before = await countUsers(t);
    await whileMailFails(t, async () => {
      const res = await callApi(t, Api.saveTeamMember, {
        token: owner.token,
        body: { email: memberEmail(), role: 1 },
      });
      expect(res.status).toBe(502);
      expect(res.error.data).toEqual({
        err: MemberErr.InviteNotSent,
        message: TeamMessages.inviteNotSent,
      });
    });
    expect(await countUsers(t)).toBe(before);
    const tokens = await t.deps.db
      .selectFrom('password_tokens')
      .innerJoin('users', 'users.id', 'password_tokens.user_id')
      .where('users.team_id', '=', await teamIdOf(t, owner.email))
      .where('password_tokens.purpose', '=', 'invite')
      .select('password_tokens.id')
      .execute();
    expect(tokens).toEqual([]);
  });
});

describe('POST /save_teammember/ (editing)', () => {
  it('changes name and role, not the e-mail', async () => {
    const owner = await signupUser(t.app);
    const email = memberEmail();
    const id = await addMember(t, owner.token, { email, name: 'Old', role: 1 });
    const res = await callApi(t, Api.saveTeamMember, {
      token: owner.token,
      body: { user_id: id, email, name: 'New Name', role: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.answer.data).toMatchObject({
      err: 0,
      member: { user_id: id, name: 'New Name', role: 3 },
    });
    expect(await userRow(email)).toMatchObject({ name: 'New Name', role: 3 });

    const changeEmail = await callApi(t, Api.saveTeamMember, {
      token: owner.token,
      body: { user_id: id, email: 'elsewhere@example.com', name: 'Sneaky', role: 1 },
    });
    expect(changeEmail.status).toBe(400);
    expect(changeEmail.error.data).toEqual({
      err: MemberErr.EmailNotEditable,
      message: TeamMessages.emailNotEditable,
    });
    expect(await userRow(email)).toMatchObject({ name: 'New Name', role: 3 });
    expect(await userRow('elsewhere@example.com')).toBeUndefined();
  });

  it("answers 404 for another team's member and leaves them alone", async () => {
    const owner = await signupUser(t.app);
    const stranger = await signupUser(t.app);
    const strangerId = (await userRow(stranger.email))?.id;
    const res = await callApi(t, Api.saveTeamMember, {
      token: owner.token,
      body: { user_id: strangerId, email: stranger.email, name: 'Hijacked', role: 1 },
    });
    expect(res.status).toBe(404);
    const refusal = res.error.data;
    expect(refusal && 'err' in refusal ? refusal.err : 0).toBeLessThan(0);
    expect(await userRow(stranger.email)).toMatchObject({ name: '', role: 3 });
  });

  it('keeps at least one dispatcher', async () => {
    const owner = await signupUser(t.app);
    const ownerId = (await userRow(owner.email))?.id;
    const res = await callApi(t, Api.saveTeamMember, {
      token: owner.token,
      body: { user_id: ownerId, email: owner.email, name: 'Me', role: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.error.data).toEqual({
      err: MemberErr.LastDispatcher,
      message: TeamMessages.lastDispatcher,
    });
    expect(await userRow(owner.email)).toMatchObject({ role: 3 });

    await addMember(t, owner.token, { email: memberEmail('second-dispatcher'), role: 2 });
    const now = await callApi(t, Api.saveTeamMember, {
      token: owner.token,
      body: { user_id: ownerId, email: owner.email, name: 'Me', role: 1 },
    });
    expect(now.status).toBe(200);
    expect(await userRow(owner.email)).toMatchObject({ role: 1 });
  });
});

describe('driver limit of the plan', () => {
  it('lets a Free team have one driver, with a clear message beyond it', async () => {
    const owner = await signupUser(t.app); // Dispatcher + Driver: already the one driver
    await t.deps.db
      .updateTable('teams')
      .set({ plan: 'free', trial_ends_at: new Date(Date.now() - 1000) })
      .where('id', '=', await teamIdOf(t, owner.email))
      .execute();
    const before = await countUsers(t);
    const refused = await callApi(t, Api.saveTeamMember, {
      token: owner.token,
      body: { email: memberEmail(), role: 1 },
    });
    expect(refused.status).toBe(403);
    expect(refused.error.data).toEqual({
      err: MemberErr.DriverLimit,
      message: TeamMessages.driverLimit(1),
    });
    expect(refused.error.data).toMatchObject({ message: expect.stringContaining('1 driver') });
    expect(await countUsers(t)).toBe(before);

    // A dispatcher-only member is fine, but may not become a driver.
    const email = memberEmail();
    const id = await addMember(t, owner.token, { email, role: 2 });
    const promote = await callApi(t, Api.saveTeamMember, {
      token: owner.token,
      body: { user_id: id, email, name: 'x', role: 3 },
    });
    expect(promote.status).toBe(403);
    expect(await userRow(email)).toMatchObject({ role: 2, name: '' });

    // The owner stops driving: now the other one may.
    const ownerId = (await userRow(owner.email))?.id;
    const stop = await callApi(t, Api.saveTeamMember, {
      token: owner.token,
      body: { user_id: ownerId, email: owner.email, name: 'Owner', role: 2 },
    });
    expect(stop.status).toBe(200);
    const promoted = await callApi(t, Api.saveTeamMember, {
      token: owner.token,
      body: { user_id: id, email, name: 'x', role: 3 },
    });
    expect(promoted.status).toBe(200);
  });

  it('lets a trial team add many drivers', async () => {
    const owner = await signupUser(t.app);
    for (let i = 0; i < 3; i++) await addMember(t, owner.token, { email: memberEmail('many'), role: 1 });
    const team = answerOf(await call(t.app, 'GET', '/team/', { token: owner.token }), Api.team).data.team;
    expect(team).toHaveLength(4);
  });
});

describe('POST /teammember_delete/', () => {
  it('deletes a member of the team and ends their sessions', async () => {
    const owner = await signupUser(t.app);
    const member = await addMemberAndLogin(t, owner.token, 1);
    expect((await call(t.app, 'POST', '/verify-token/', { token: member.token })).statusCode).toBe(200);
    const res = await callApi(t, Api.deleteTeamMember, {
      token: owner.token,
      body: { user_id: member.userId },
    });
    expect(res.status).toBe(200);
    expect(res.answer).toMatchObject({ success: true, data: { err: 0 } });
    expect(await userRow(member.email)).toBeUndefined();
    expect((await call(t.app, 'POST', '/verify-token/', { token: member.token })).statusCode).toBe(401);
  });

  it('refuses to delete the current user', async () => {
    const owner = await signupUser(t.app);
    const ownerId = (await userRow(owner.email))?.id;
    const res = await call(t.app, 'POST', '/teammember_delete/', {
      token: owner.token,
      body: { user_id: ownerId },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message: ServerMessages.cannotDeleteSelf });
    expect(await userRow(owner.email)).toBeDefined();
  });

  it("answers 404 for another team's member and deletes nothing", async () => {
    const owner = await signupUser(t.app);
    const stranger = await signupUser(t.app);
    const res = await call(t.app, 'POST', '/teammember_delete/', {
      token: owner.token,
      body: { user_id: (await userRow(stranger.email))?.id },
    });
    expect(res.statusCode).toBe(404);
    expect(await userRow(stranger.email)).toBeDefined();
    expect((await call(t.app, 'POST', '/verify-token/', { token: stranger.token })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const owner = await signupUser(t.app);
    const before = await countUsers(t);
    const unknown = await callApi(t, Api.deleteTeamMember, { token: owner.token, body: { user_id: 987654 } });
    expect(unknown.status).toBe(404);
    for (const body of [{}, { user_id: 'abc' }, { user_id: -3 }]) {
      const res = await call(t.app, 'POST', '/teammember_delete/', { token: owner.token, body });
      expect(res.statusCode).toBe(400);
    }
    expect(await countUsers(t)).toBe(before);
  });
});

describe('a driver-only member', () => {
  it('can see the team but cannot manage it (403, nothing written)', async () => {
    const owner = await signupUser(t.app);
    const driver = await addMemberAndLogin(t, owner.token, 1);
    const ownerId = (await userRow(owner.email))?.id;
    const teamId = await teamIdOf(t, owner.email);
    const before = await countUsers(t);

    expect(
      answerOf(await call(t.app, 'GET', '/team/', { token: driver.token }), Api.team).data.team,
    ).toHaveLength(2);
    const calls = [
      ['/save_teampreferences/', { name: 'Driver was here' }],
      ['/save_teammember/', { email: memberEmail(), role: 1 }],
      ['/save_teammember/', { user_id: ownerId, email: owner.email, name: 'x', role: 1 }],
      ['/teammember_delete/', { user_id: ownerId }],
    ] as const;
    for (const [path, body] of calls) {
      const res = await call(t.app, 'POST', path, { token: driver.token, body });
      expect(res.statusCode, path).toBe(403);
      expect(errorOf(res).message).toBe(ServerMessages.forbidden);
    }
    expect(await countUsers(t)).toBe(before);
    expect(await userRow(owner.email)).toMatchObject({ role: 3, name: '' });
    const team = await t.deps.db
      .selectFrom('teams')
      .select('name')
      .where('id', '=', teamId)
      .executeTakeFirst();
    expect(team?.name).toBe('');
  });
});
