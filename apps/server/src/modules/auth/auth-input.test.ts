import { InputMessages } from '@rp/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/api-call.js';
import { countUsers } from '../../test/team-test-helpers.js';
import { createTestApp, signupUser, type TTestApp } from '../../test/test-app.js';

/* Control characters in the e-mails and passwords of the public forms: a NUL used to reach the
   database from log-in (a 500), and was accepted in a new password. Each is now a 400 with the
   rule's message, and nothing is written. */

let t: TTestApp;
let email: string;
let ipCounter = 0;
const fromNewIp = () => ({ remoteAddress: `10.9.0.${++ipCounter}` });

beforeAll(async () => {
  t = await createTestApp();
  ({ email } = await signupUser(t.app));
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: body as object, ...fromNewIp() });

const countLoginAttempts = async (): Promise<number> =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM login_attempts`.execute(t.deps.db)).rows[0]?.n);

describe('control characters in e-mails and passwords', () => {
  it('log-in with a NUL in the e-mail or the password is a 400 and records no attempt', async () => {
    const attempts = await countLoginAttempts();
    for (const body of [
      { email: '\u0000', password: 'correct horse 1' },
      { email: `${email}\u0000`, password: 'correct horse 1' },
      { email, password: 'correct horse 1\u0000' },
      { email, password: 'correct\u001bhorse 1' },
    ]) {
      const res = await post('/a/login/', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).message).toBe(InputMessages.controlCharacters);
    }
    expect(await countLoginAttempts()).toBe(attempts);
  });

  it('sign-up and reset refuse a new password with control characters; spaces stay allowed', async () => {
    const users = await countUsers(t);
    const signup = await post('/a/signup/', {
      email: 'nul-pass@example.com',
      password: 'correct\u0000horse 1',
    });
    expect(signup.statusCode, signup.body).toBe(400);
    expect(errorOf(signup).message).toBe(InputMessages.controlCharacters);
    const reset = await post('/reset-password/', {
      password: 'correct horse\u0007 1',
      token: 'A'.repeat(43),
    });
    expect(reset.statusCode, reset.body).toBe(400);
    expect(errorOf(reset).message).toBe(InputMessages.controlCharacters);
    expect(await countUsers(t)).toBe(users);
    const spaced = await post('/a/signup/', {
      email: 'spaced-pass@example.com',
      password: 'correct  horse  1',
    });
    expect(spaced.statusCode, spaced.body).toBe(200);
  });

  it('forgot-password with a NUL in the e-mail is a 400 and sends nothing', async () => {
    const mails = t.mail.length;
    const res = await post('/forgot-password/', { email: `${email}\u0000` });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).message).toBe(InputMessages.controlCharacters);
    expect(t.mail.length).toBe(mails);
  });

  it('a contact message with control characters is a 400; line breaks and tabs are fine', async () => {
    const mails = t.mail.length;
    const res = await post('/contact/', { email: 'visitor@example.com', message: 'Hello\u0000 there' });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).message).toBe(InputMessages.controlCharacters);
    expect(t.mail.length).toBe(mails);
    const ok = await post('/contact/', { email: 'visitor@example.com', message: 'Hello,\n\tthere' });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
