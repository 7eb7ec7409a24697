import {
  Api,
  Messages,
  PASSWORD_MAX_LENGTH,
  passwordTooLongMessage,
  passwordTooShortMessage,
} from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, errorOf } from '../../test/api-call.js';
import { addMember, lastMailTo, memberEmail, tokenFromMail } from '../../test/team-test-helpers.js';
import { call, createTestApp, signupUser, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  // Behind one proxy: each test client has its own X-Forwarded-For address.
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
/** Each call from its own address, so the per-address rate limit only shows where a test wants it. */
const fromNewIp = () => ({ 'x-forwarded-for': `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });

const forgot = (email: string, headers = fromNewIp()) =>
  call(t.app, 'POST', '/forgot-password/', { body: { email }, headers });
const reset = (token: string, password: string) =>
  call(t.app, 'POST', '/reset-password/', { body: { token, password }, headers: fromNewIp() });
const login = (email: string, password: string) =>
  call(t.app, 'POST', '/a/login/', { body: { email, password }, headers: fromNewIp() });

const HOUR = 3600 * 1000;

describe('POST /forgot-password/', () => {
  it('answers a known and an unknown e-mail alike, mailing only the known one', async () => {
    const user = await signupUser(t.app);
    const mails = t.mail.length;
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('nobody-here@example.com');
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(answerOf(res, Api.forgotPassword)).toEqual({ success: true });
    }
    expect(known.body).toBe(unknown.body);
    expect(t.mail.length).toBe(mails + 1);
    const mail = lastMailTo(t, user.email);
    expect(mail?.subject).toContain('Reset');
    expect(mail?.text).toContain('1 hour');
    expect(mail?.text).toMatch(/\/reset-password\/[A-Za-z0-9_-]{40,}/);
  });

  it('answers 400 when the e-mail is missing', async () => {
    for (const body of [{}, { email: '' }, { email: 5 }]) {
      const res = await call(t.app, 'POST', '/forgot-password/', { body, headers: fromNewIp() });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toContain(Messages.emailRequired);
    }
  });

  it('stops mailing one account after 3 requests an hour, still answering the same', async () => {
    const user = await signupUser(t.app);
    const before = t.mail.length;
    for (let i = 0; i < 5; i++) {
      const res = await forgot(user.email);
      expect(answerOf(res, Api.forgotPassword)).toEqual({ success: true });
    }
    expect(t.mail.length - before).toBe(3);
  });

  it('is rate limited per address', async () => {
    const headers = { 'x-forwarded-for': '10.9.9.9' };
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await forgot('someone@example.com', headers)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('POST /reset-password/', () => {
  it('sets the new password with the mailed link, ends old sessions, and works only once', async () => {
    const user = await signupUser(t.app);
    await forgot(user.email);
    const token = tokenFromMail(lastMailTo(t, user.email));

    const res = await reset(token, 'brand new password');
    expect(res.statusCode).toBe(200);
    expect(answerOf(res, Api.resetPassword)).toEqual({
      success: true,
      data: { status: 0, is_driver_only: false },
    });

    expect((await call(t.app, 'POST', '/verify-token/', { token: user.token })).statusCode).toBe(401);
    expect((await login(user.email, 'correct horse 1')).statusCode).toBe(401);
    expect((await login(user.email, 'brand new password')).statusCode).toBe(200);

    const again = await reset(token, 'third password');
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toMatchObject({
      success: false,
      message: Messages.resetLinkInvalid,
      data: { status: -1 },
    });
    expect((await login(user.email, 'brand new password')).statusCode).toBe(200);
  });

  it('tells the page whether the user drives only, so a driver is sent to the driver app', async () => {
    const owner = await signupUser(t.app);
    const driver = memberEmail('only-driver');
    const dispatcher = memberEmail('dispatcher');
    await addMember(t, owner.token, { email: driver, role: 1 });
    await addMember(t, owner.token, { email: dispatcher, role: 3 });
    const driverSet = await reset(tokenFromMail(lastMailTo(t, driver)), 'driver own password');
    expect(answerOf(driverSet, Api.resetPassword).data.is_driver_only).toBe(true);
    const dispatcherSet = await reset(tokenFromMail(lastMailTo(t, dispatcher)), 'dispatcher own password');
    expect(answerOf(dispatcherSet, Api.resetPassword).data.is_driver_only).toBe(false);
  });

  it('refuses a reset link after one hour', async () => {
    const user = await signupUser(t.app);
    await forgot(user.email);
    const token = tokenFromMail(lastMailTo(t, user.email));
    t.setNow(new Date(Date.now() + HOUR + 60_000));
    try {
      const res = await reset(token, 'too late password');
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ message: Messages.resetLinkInvalid, data: { status: -1 } });
    } finally {
      t.setNow(new Date());
    }
    expect((await login(user.email, 'too late password')).statusCode).toBe(401);
    expect((await login(user.email, 'correct horse 1')).statusCode).toBe(200);
  });

  it('keeps an invitation link for 7 days, not longer', async () => {
    const owner = await signupUser(t.app);
    const a = memberEmail('late');
    const b = memberEmail('intime');
    await addMember(t, owner.token, { email: a, role: 1 });
    await addMember(t, owner.token, { email: b, role: 1 });
    t.setNow(new Date(Date.now() + 6 * 24 * HOUR));
    try {
      expect((await reset(tokenFromMail(lastMailTo(t, b)), 'in time password')).statusCode).toBe(200);
    } finally {
      t.setNow(new Date());
    }
    t.setNow(new Date(Date.now() + 7 * 24 * HOUR + 60_000));
    try {
      expect((await reset(tokenFromMail(lastMailTo(t, a)), 'too late a password')).statusCode).toBe(400);
    } finally {
      t.setNow(new Date());
    }
    // An expired invitation is not a dead end: forgot-password works for an account without a password.
    await forgot(a);
    expect((await reset(tokenFromMail(lastMailTo(t, a)), 'rescued password')).statusCode).toBe(200);
    expect((await login(a, 'rescued password')).statusCode).toBe(200);
  });

  it('retires the other outstanding links once one is used', async () => {
    const user = await signupUser(t.app);
    await forgot(user.email);
    const first = tokenFromMail(lastMailTo(t, user.email));
    await forgot(user.email);
    const second = tokenFromMail(lastMailTo(t, user.email));
    expect(second).not.toBe(first);
    expect((await reset(second, 'second password')).statusCode).toBe(200);
    expect((await reset(first, 'first password')).statusCode).toBe(400);
  });

  it("refuses the person's own e-mail, name or team name as the password, on the invitation and the reset link", async () => {
    const owner = await signupUser(t.app);
    const named = await call(t.app, 'POST', '/save_teampreferences/', {
      token: owner.token,
      body: { name: 'Zephyr Kestrel Freight' },
    });
    expect(named.statusCode, named.body).toBe(200);
    const email = 'quillon.bexworth@parcelhaus.example';
    await addMember(t, owner.token, { email, name: 'Quillon Bexworth', role: 1 });
    const ownWords = [email, 'Quillon Bexworth', 'Zephyr Kestrel Freight', 'quillonbexworth'];
    const expectRefused = async (token: string) => {
      for (const password of ownWords) {
        const res = await reset(token, password);
        expect(res.statusCode, password).toBe(400);
        expect(errorOf(res).message).toMatch(/^Please choose a stronger password: \S/);
      }
    };

    const invitation = tokenFromMail(lastMailTo(t, email));
    await expectRefused(invitation);
    expect((await reset(invitation, 'long enough password')).statusCode).toBe(200);

    await forgot(email);
    const resetLink = tokenFromMail(lastMailTo(t, email));
    await expectRefused(resetLink);
    expect((await login(email, 'long enough password')).statusCode).toBe(200);
    expect((await reset(resetLink, 'another long passphrase')).statusCode).toBe(200);
  });

  it('refuses an unknown token and a short, weak or too long password, using up nothing', async () => {
    const user = await signupUser(t.app);
    await forgot(user.email);
    const token = tokenFromMail(lastMailTo(t, user.email));

    const unknown = await reset('not-a-real-token-at-all', 'long enough password');
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).data).toEqual({ status: -1 });

    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).message).toContain(passwordTooShortMessage);
    const empty = await reset(token, '');
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toContain(Messages.passwordEmpty);
    for (const weak of ['password', '12345678', '        ']) {
      const res = await reset(token, weak);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toMatch(/^Please choose a stronger password: \S/);
    }
    const tooLong = await reset(token, 'a long passphrase '.repeat(8));
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).message).toBe(passwordTooLongMessage(PASSWORD_MAX_LENGTH));
    for (const body of [
      {},
      { token },
      { password: 'long enough password' },
      { token: 'abc', password: 'long enough' },
    ]) {
      const res = await call(t.app, 'POST', '/reset-password/', { body, headers: fromNewIp() });
      expect(res.statusCode).toBe(400);
    }
    expect((await login(user.email, 'correct horse 1')).statusCode).toBe(200);

    // The link still works after the refused attempts.
    expect((await reset(token, 'finally long enough')).statusCode).toBe(200);
  });
});
