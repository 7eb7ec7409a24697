import { Api, ServerMessages, tooManyLoginAttemptsMessage, tooManyRequestsMessage } from '@rp/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RateLimits } from '../../core/rate-limits.js';
import { answerOf, errorOf } from '../../test/api-call.js';
import { createTestApp, signupUser, type TTestApp } from '../../test/test-app.js';
import { ADDRESS_RULE, backoffMs, PAIR_RULE } from './login-throttle.js';

const RIGHT_PASSWORD = 'correct horse 1';

let t: TTestApp;
let now: Date;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  now = new Date('2026-03-02T09:00:00Z');
  t.setNow(now);
});

function advance(ms: number): void {
  now = new Date(now.getTime() + ms);
  t.setNow(now);
}

/** A log-in from a given client address (the socket's, no proxy header involved). */
function loginFrom(address: string, email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/a/login/',
    remoteAddress: address,
    payload: { email, password },
  });
}

async function failTimes(n: number, address: string, email: string): Promise<void> {
  for (let i = 0; i < n; i++) {
    const res = await loginFrom(address, email, `wrong guess ${i}`);
    expect(res.statusCode).toBe(401);
  }
}

describe('log-in throttling', () => {
  it('lets the owner in from another address after 10 wrong passwords from one address', async () => {
    const { email } = await signupUser(t.app);
    for (let i = 0; i < 10; i++) await loginFrom('203.0.113.66', email, `wrong guess ${i}`);
    const res = await loginFrom('198.51.100.7', email, RIGHT_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(answerOf(res, Api.login)).toMatchObject({ success: true, email });
  });

  it('slows an address guessing one account with a growing delay, sent as Retry-After', async () => {
    const { email } = await signupUser(t.app);
    const attacker = '203.0.113.9';
    await failTimes(PAIR_RULE.free, attacker, email);
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      const refused = await loginFrom(attacker, email, 'another guess');
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(errorOf(refused)).toMatchObject({
        success: false,
        message: tooManyLoginAttemptsMessage(retryAfter),
      });
      waits.push(retryAfter);
      advance(retryAfter * 1000);
      await failTimes(1, attacker, email);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // Even the right password waits at that address, while the owner's own address is not slowed.
    expect((await loginFrom(attacker, email, RIGHT_PASSWORD)).statusCode).toBe(429);
    expect((await loginFrom('198.51.100.8', email, RIGHT_PASSWORD)).statusCode).toBe(200);
  });

  it('caps the delay at 15 minutes and never refuses a try once it has passed', async () => {
    const { email } = await signupUser(t.app);
    const attacker = '203.0.113.10';
    for (let i = 0; i < PAIR_RULE.free + 20; i++) {
      advance(PAIR_RULE.maxWaitMs);
      await failTimes(1, attacker, email);
    }
    const refused = await loginFrom(attacker, email, RIGHT_PASSWORD);
    expect(refused.headers['retry-after']).toBe(String(PAIR_RULE.maxWaitMs / 1000));
    advance(PAIR_RULE.maxWaitMs);
    expect((await loginFrom(attacker, email, RIGHT_PASSWORD)).statusCode).toBe(200);
  });

  it('clears the count of an e-mail and address after a successful log-in there', async () => {
    const { email } = await signupUser(t.app);
    const office = '198.51.100.20';
    await failTimes(PAIR_RULE.free - 1, office, email);
    expect((await loginFrom(office, email, RIGHT_PASSWORD)).statusCode).toBe(200);
    await failTimes(PAIR_RULE.free, office, email);
    expect((await loginFrom(office, email, RIGHT_PASSWORD)).statusCode).toBe(429);
  });

  it('refuses the 31st log-in in a minute from one address even when every one is right', async () => {
    // Right passwords: the wrong-password throttle never counts, so only the per-address limit can refuse.
    const { email } = await signupUser(t.app);
    const office = '198.51.100.31';
    for (let i = 0; i < RateLimits.login.perAddress.max; i++) {
      const res = await loginFrom(office, email, RIGHT_PASSWORD);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await loginFrom(office, email, RIGHT_PASSWORD);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(errorOf(refused)).toEqual({
      success: false,
      err: -1,
      message: tooManyRequestsMessage(retryAfter),
    });
    expect((await loginFrom('198.51.100.32', email, RIGHT_PASSWORD)).statusCode).toBe(200);
  });

  it('slows an address trying many accounts, but not the accounts from elsewhere', async () => {
    const sprayer = '203.0.113.50';
    for (let i = 0; i < ADDRESS_RULE.free; i++) {
      const res = await loginFrom(sprayer, `victim${i}@example.com`, 'Summer2026!');
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).message).toBe(ServerMessages.invalidCredentials);
    }
    const { email } = await signupUser(t.app);
    const refused = await loginFrom(sprayer, email, RIGHT_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect((await loginFrom('198.51.100.30', email, RIGHT_PASSWORD)).statusCode).toBe(200);
  });
});

describe('backoffMs', () => {
  it('is free for the first failures, then doubles from one second up to the cap', () => {
    const waits = [0, 4, 5, 6, 7, 14, 15, 16, 1000].map((n) => backoffMs(n, PAIR_RULE));
    expect(waits).toEqual([0, 0, 1000, 2000, 4000, 512_000, 900_000, 900_000, 900_000]);
  });
});
