import { tooManyRequestsMessage } from '@rp/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimits } from '../core/rate-limits.js';
import { errorOf } from '../test/api-call.js';
import { call, createTestApp, freshClientAddress, type TTestApp } from '../test/test-app.js';

// TRUST_PROXY is off (the default): the client address is the connection's, whatever the headers say.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A 429 in the error shape, whose message names the wait that Retry-After carries. */
function expectTooManyRequests(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter > 0).toBe(true);
  expect(errorOf(res)).toEqual({ success: false, err: -1, message: tooManyRequestsMessage(retryAfter) });
}

let emailCounter = 0;
const freshEmail = (prefix: string) => `${prefix}-${++emailCounter}@limits.example`;

interface TLimitedCall {
  url: string;
  body: (email: string) => Record<string, unknown>;
  /** A body that does not validate but names the e-mail: a 400, and no count against that e-mail. */
  badBody?: (email: string) => Record<string, unknown>;
  perAddress: { max: number };
  perEmail: { max: number };
}

const limitedCalls: Record<string, TLimitedCall> = {
  'sign-up': {
    url: '/a/signup/',
    body: (email) => ({ email, password: 'correct horse 1' }),
    badBody: (email) => ({ email, password: 'short' }),
    perAddress: RateLimits.signup.perAddress,
    perEmail: RateLimits.signup.perEmail,
  },
  'forgot-password': {
    url: '/forgot-password/',
    body: (email) => ({ email }),
    perAddress: RateLimits.forgotPassword.perAddress,
    perEmail: RateLimits.forgotPassword.perEmail,
  },
  contact: {
    url: '/contact/',
    body: (email) => ({ email, message: 'Do you deliver on Sundays?' }),
    badBody: (email) => ({ email, message: 'Hi' }),
    perAddress: RateLimits.contact.perAddress,
    perEmail: RateLimits.contact.perEmail,
  },
};

describe.each(Object.entries(limitedCalls))('%s limits', (name, c) => {
  const post = (body: unknown, remoteAddress: string, headers?: Record<string, string>) =>
    call(t.app, 'POST', c.url, { body, remoteAddress, ...(headers ? { headers } : {}) });

  it('refuses one e-mail over its limit, from any address', async () => {
    const email = freshEmail(`${name}-target`);
    for (let i = 0; i < c.perEmail.max; i++) {
      expect((await post(c.body(email), freshClientAddress())).statusCode).toBeLessThan(429);
    }
    expectTooManyRequests(await post(c.body(email), freshClientAddress()));
    // The same e-mail in other letters is the same target.
    expectTooManyRequests(await post(c.body(`  ${email.toUpperCase()} `), freshClientAddress()));
    // Another e-mail is not affected.
    expect((await post(c.body(freshEmail(name)), freshClientAddress())).statusCode).toBeLessThan(429);
  });

  // Forgot-password's body is only the e-mail: it cannot be invalid and name a valid one.
  it.skipIf(!c.badBody)('does not count a body that does not validate against its e-mail', async () => {
    const email = freshEmail(`${name}-bad`);
    const badBody = c.badBody ?? c.body;
    for (let i = 0; i < c.perEmail.max + 2; i++) {
      expect((await post(badBody(email), freshClientAddress())).statusCode).toBe(400);
    }
    expect((await post(c.body(email), freshClientAddress())).statusCode).toBeLessThan(429);
  });

  it('refuses one address over its limit, whatever e-mails it names', async () => {
    const address = freshClientAddress();
    for (let i = 0; i < c.perAddress.max; i++) {
      expect((await post(c.body(freshEmail(name)), address)).statusCode).toBeLessThan(429);
    }
    expectTooManyRequests(await post(c.body(freshEmail(name)), address));
    // A forged X-Forwarded-For is not believed without TRUST_PROXY.
    const forged = { 'x-forwarded-for': '203.0.113.77' };
    expectTooManyRequests(await post(c.body(freshEmail(name)), address, forged));
    expect((await post(c.body(freshEmail(name)), freshClientAddress())).statusCode).toBeLessThan(429);
  });
});
