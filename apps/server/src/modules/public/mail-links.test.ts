import { afterEach, describe, expect, it } from 'vitest';
import { lastMailTo, memberEmail } from '../../test/team-test-helpers.js';
import { call, createTestApp, signupUser, type TTestApp } from '../../test/test-app.js';

/** The headers an attacker sends to steer the link: a forged Host, and a forwarded one. */
const FORGED_HOSTS: Record<string, string>[] = [
  { host: 'attacker.test:8080' },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
];

let t: TTestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function resetLinkAfterForgot(app: TTestApp, headers: Record<string, string>): Promise<string> {
  const user = await signupUser(app.app);
  const res = await call(app.app, 'POST', '/forgot-password/', { body: { email: user.email }, headers });
  expect(res.statusCode).toBe(200);
  // The reset mail is a job that may run just after the answer.
  await expect.poll(() => lastMailTo(app, user.email)?.text ?? '').toMatch(/\/reset-password\//);
  const link = /\S+\/reset-password\/\S+/.exec(lastMailTo(app, user.email)?.text ?? '')?.[0];
  if (!link) throw new Error('no reset link mailed');
  return link;
}

describe('links in mail never follow the request headers', () => {
  it.each(FORGED_HOSTS)(
    'with PUBLIC_URL set, a reset link is on PUBLIC_URL whatever %j says',
    async (headers) => {
      t = await createTestApp({ env: { PUBLIC_URL: 'https://plan.example.com/', TRUST_PROXY: '1' } });
      const link = await resetLinkAfterForgot(t, headers);
      expect(link).toMatch(/^https:\/\/plan\.example\.com\/reset-password\/[A-Za-z0-9_-]+$/);
    },
  );

  it.each(FORGED_HOSTS)(
    'without PUBLIC_URL, a reset link is on the configured address despite %j',
    async (headers) => {
      t = await createTestApp({ env: { PORT: '4123', TRUST_PROXY: '1' } });
      const link = await resetLinkAfterForgot(t, headers);
      expect(link).toMatch(/^http:\/\/localhost:4123\/reset-password\//);
    },
  );

  it('without PUBLIC_URL, a listening server links to the address and port it listens on', async () => {
    t = await createTestApp({ env: { PORT: '0', HOST: '127.0.0.1' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const link = await resetLinkAfterForgot(t, { host: 'attacker.test:8080' });
    expect(link.startsWith(`http://127.0.0.1:${port}/reset-password/`)).toBe(true);
  });

  it('an invitation link is on the listen address, not the forged host', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    const owner = await signupUser(t.app);
    const email = memberEmail();
    const res = await call(t.app, 'POST', '/save_teammember/', {
      token: owner.token,
      body: { email, name: 'New Member', role: 1 },
      headers: { 'x-forwarded-host': 'evil.example', host: 'attacker.test:8080' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = lastMailTo(t, email)?.text ?? '';
    expect(text).toMatch(/http:\/\/localhost:3000\/reset-password\//);
    expect(text).not.toMatch(/evil\.example|attacker\.test/);
  });
});
