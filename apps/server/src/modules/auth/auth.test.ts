import {
  Api,
  LOGIN_PASSWORD_MAX_LENGTH,
  Messages,
  PASSWORD_MAX_LENGTH,
  passwordTooLongMessage,
  passwordTooShortMessage,
  ServerMessages,
} from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, callApi, errorOf } from '../../test/api-call.js';
import { call, createTestApp, freshClientAddress, signupUser, type TTestApp } from '../../test/test-app.js';
import { hashPassword } from './password.js';

let t: TTestApp;
beforeAll(async () => {
  // Behind one proxy: each test client has its own X-Forwarded-For address.
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t.close();
});

describe('sign-up', () => {
  it('creates a team and answers success, email, team and a token', async () => {
    const res = await callApi(t, Api.signup, {
      remoteAddress: freshClientAddress(),
      body: { email: 'new@example.com', password: 'long enough password' },
    });
    expect(res.status).toBe(200);
    const body = res.answer;
    expect(body).toMatchObject({ success: true, email: 'new@example.com', team: '', role: 3 });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const verify = await callApi(t, Api.verifyToken, { token: body.token });
    expect(verify.status).toBe(200);
    expect(verify.answer).toMatchObject({
      success: true,
      email: 'new@example.com',
      team: '',
      plan: 'trial',
      role: 3,
      is_admin: false,
      is_active: true,
      user_data: { countryCode: '', distanceUnit: 0, latitude: 0, longitude: 0 },
    });
    const activeTo = new Date(verify.answer.active_to ?? Number.NaN).getTime();
    expect(Math.abs(activeTo - (Date.now() + 10 * 24 * 3600 * 1000))).toBeLessThan(60_000);
  });

  it('refuses a taken e-mail, in any case', async () => {
    await signupUser(t.app, 'taken@example.com');
    const res = await callApi(t, Api.signup, {
      remoteAddress: freshClientAddress(),
      body: { email: 'TAKEN@example.com', password: 'long enough password' },
    });
    expect(res.status).toBe(409);
    expect(res.error).toMatchObject({ success: false, message: ServerMessages.emailTaken });
  });

  it.each([
    [{ password: 'long enough' }, Messages.emailRequired],
    [{ email: '', password: 'long enough' }, Messages.emailRequired],
    [{ email: 'a@b.co' }, Messages.passwordRequired],
    [{ email: 'not-an-email', password: 'long enough' }, Messages.memberEmailInvalid],
    [{ email: 42, password: 'long enough' }, Messages.emailRequired],
    [{ email: 'a@b.co', password: 'short' }, passwordTooShortMessage],
  ])('answers 400 with a clear message for %j', async (body, message) => {
    const res = await call(t.app, 'POST', '/a/signup/', { body, remoteAddress: freshClientAddress() });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ success: false, err: -1, message });
  });

  it.each([['password'], ['12345678'], ['        ']])(
    'refuses the easily guessed password %j',
    async (password) => {
      const email = `weak-${password.trim() || 'spaces'}@example.com`;
      const res = await callApi(t, Api.signup, {
        body: { email, password },
        remoteAddress: freshClientAddress(),
      });
      expect(res.status).toBe(400);
      expect(res.error).toMatchObject({ success: false, err: -1 });
      expect(res.error.message).toMatch(/^Please choose a stronger password: \S/);
      expect(
        await t.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
      ).toBeUndefined();
    },
  );

  it('refuses a 257-character password with its own message, on sign-up and log-in', async () => {
    const password = 'x'.repeat(257);
    const signup = await callApi(t, Api.signup, {
      body: { email: 'long@example.com', password },
      remoteAddress: freshClientAddress(),
    });
    expect(signup.status).toBe(400);
    expect(signup.error.message).toBe(passwordTooLongMessage(PASSWORD_MAX_LENGTH));
    const login = await callApi(t, Api.login, { body: { email: 'long@example.com', password } });
    expect(login.status).toBe(400);
    expect(login.error.message).toBe(passwordTooLongMessage(LOGIN_PASSWORD_MAX_LENGTH));
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await callApi(t, Api.signup, {
      remoteAddress: freshClientAddress(),
      body: { email: 'big@example.com', password: 'x'.repeat(6 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
  });
});

describe('log-in and log-out', () => {
  it('logs in with the right password and answers user_data', async () => {
    const { email } = await signupUser(t.app);
    const res = await callApi(t, Api.login, { body: { email, password: 'correct horse 1' } });
    expect(res.status).toBe(200);
    expect(res.answer).toMatchObject({
      success: true,
      email,
      user_data: { countryCode: '', distanceUnit: 0, latitude: 0, longitude: 0 },
    });
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const { email } = await signupUser(t.app);
    const wrong = await call(t.app, 'POST', '/a/login/', { body: { email, password: 'wrong password' } });
    const unknown = await call(t.app, 'POST', '/a/login/', {
      body: { email: 'nobody@example.com', password: 'x' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toMatchObject({ success: false, message: ServerMessages.invalidCredentials });
    }
  });

  it.each([
    [{}, Messages.emailRequired],
    [{ email: 'someone@example.com' }, Messages.passwordRequired],
    [{ email: 'someone@example.com', password: '' }, Messages.passwordRequired],
  ])('answers 400 with the message for %j', async (body, message) => {
    const res = await call(t.app, 'POST', '/a/login/', { body });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ success: false, err: -1, message });
  });

  it('logs in with a hash of weaker, older parameters and rehashes it with the current ones', async () => {
    const { email } = await signupUser(t.app);
    const userRow = () =>
      t.deps.db
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    const oldHash = await hashPassword('correct horse 1', { N: 2 ** 10, r: 8, p: 1 });
    await t.deps.db.updateTable('users').set({ password_hash: oldHash }).where('email', '=', email).execute();

    const res = await callApi(t, Api.login, { body: { email, password: 'correct horse 1' } });
    expect(res.status).toBe(200);
    const { N, r, p } = t.deps.config.scrypt;
    const rehashed = (await userRow()).password_hash;
    expect(rehashed).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$`));
    expect(N).toBeGreaterThan(2 ** 10);
    const again = await callApi(t, Api.login, { body: { email, password: 'correct horse 1' } });
    expect(again.status).toBe(200);
  });

  it('revokes the token on logout', async () => {
    const { token } = await signupUser(t.app);
    expect((await call(t.app, 'POST', '/verify-token/', { token })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/a/logout/', { token })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/verify-token/', { token })).statusCode).toBe(401);
  });
});

describe('token checks', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    expect((await call(t.app, 'POST', '/verify-token/')).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/verify-token/', { token: 'nonsense' })).statusCode).toBe(401);
  });

  it('answers 401 once the session has expired', async () => {
    const { token } = await signupUser(t.app);
    t.setNow(new Date(Date.now() + 31 * 24 * 3600 * 1000));
    try {
      expect((await call(t.app, 'POST', '/verify-token/', { token })).statusCode).toBe(401);
    } finally {
      t.setNow(new Date());
    }
  });

  it('answers 402 after the 10-day trial, but verify-token3 still lets the subscription page in', async () => {
    const { token } = await signupUser(t.app);
    t.setNow(new Date(Date.now() + 10 * 24 * 3600 * 1000 + 60_000));
    try {
      expect((await call(t.app, 'POST', '/verify-token/', { token })).statusCode).toBe(402);
      const sub = await call(t.app, 'POST', '/verify-token3/', { token });
      expect(sub.statusCode).toBe(200);
      expect(answerOf(sub, Api.verifyTokenLapsed)).toMatchObject({ is_active: false, plan: 'lapsed' });
    } finally {
      t.setNow(new Date());
    }
  });

  it('keeps verify-token2 for admins', async () => {
    const { token, email } = await signupUser(t.app);
    expect((await call(t.app, 'POST', '/verify-token2/', { token })).statusCode).toBe(403);
    await t.deps.db.updateTable('users').set({ is_admin: true }).where('email', '=', email).execute();
    expect((await call(t.app, 'POST', '/verify-token2/', { token })).statusCode).toBe(200);
  });
});
