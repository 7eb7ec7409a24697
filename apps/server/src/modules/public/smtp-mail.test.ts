import { Api } from '@rp/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerOf } from '../../test/api-call.js';
import {
  startSmtpTestServer,
  type TReceivedMail,
  type TSmtpTestServer,
} from '../../test/smtp-test-server.js';
import { memberEmail } from '../../test/team-test-helpers.js';
import { call, createTestApp, signupUser, type TTestApp } from '../../test/test-app.js';

/* The reset and invitation mails as a mail client receives them, through a real SMTP server: their
   links are on PUBLIC_URL (or the listen address) whatever Host and X-Forwarded-* the request
   forged, in the text and the HTML part alike, and the token they carry works. */

const PUBLIC_URL = 'https://plan.example.com';
const FORGED = {
  host: 'attacker.test:8080',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};
const NEW_PASSWORD = 'fresh staple battery 9';

let smtp: TSmtpTestServer;
let t: TTestApp | undefined;

beforeEach(async () => {
  smtp = await startSmtpTestServer();
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  await smtp.close();
});

/** The app sending through the test SMTP server; forwarded headers trusted, the worst case. */
const appWithSmtp = (env: Record<string, string> = {}) =>
  createTestApp({ env: { SMTP_URL: smtp.url, TRUST_PROXY: '1', ...env } });

/** The mail to the address whose subject matches (a sign-up also mails a verification link). */
const mailTo = (email: string, subject: RegExp) =>
  smtp.waitForMessage((m) => m.to.includes(email.toLowerCase()) && subject.test(m.subject));

const RESET_SUBJECT = /^Reset your Route Planner password$/;
const INVITE_SUBJECT = /invited/i;
const VERIFY_SUBJECT = /^Verify your e-mail address/;

/** The link to a page of the web app in each part of a mail: the text's URL and the HTML's href. */
function linksTo(page: string, mail: TReceivedMail): { text: string; html: string } {
  const text = new RegExp(`\\S+/${page}/[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
  // An invitation's link ends in ?invite=1, which tells the page it sets a first password.
  const html = new RegExp(`href="([^"]+/${page}/[A-Za-z0-9_-]+)(?:\\?[^"]*)?"`).exec(mail.html)?.[1];
  if (!text || !html) throw new Error(`${page} link missing from a part:\n${mail.text}\n${mail.html}`);
  return { text, html };
}

const passwordLinks = (mail: TReceivedMail) => linksTo('reset-password', mail);

const tokenOf = (link: string): string => link.slice(link.lastIndexOf('/') + 1);

function expectNoForgedHost(mail: TReceivedMail): void {
  for (const part of [mail.text, mail.html]) {
    expect(part).not.toContain('evil.example');
    expect(part).not.toContain('attacker.test');
  }
}

async function expectTokenSetsPassword(app: TTestApp, token: string, email: string): Promise<void> {
  const reset = await call(app.app, 'POST', '/reset-password/', { body: { password: NEW_PASSWORD, token } });
  expect(reset.statusCode, reset.body).toBe(200);
  const login = await call(app.app, 'POST', '/a/login/', { body: { email, password: NEW_PASSWORD } });
  expect(login.statusCode, login.body).toBe(200);
}

describe('mail through a real SMTP server', () => {
  it('forgot-password with forged Host and X-Forwarded-Host: the link is on PUBLIC_URL and works', async () => {
    t = await appWithSmtp({ PUBLIC_URL });
    const user = await signupUser(t.app);
    const res = await call(t.app, 'POST', '/forgot-password/', {
      body: { email: user.email },
      headers: FORGED,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo(user.email, RESET_SUBJECT);
    const links = passwordLinks(mail);
    expect(links.text.startsWith(`${PUBLIC_URL}/reset-password/`), links.text).toBe(true);
    expect(links.html).toBe(links.text);
    expectNoForgedHost(mail);
    await expectTokenSetsPassword(t, tokenOf(links.text), user.email);
  });

  it('without PUBLIC_URL the reset link is on the address the server listens on', async () => {
    t = await appWithSmtp({ HOST: '127.0.0.1', PORT: '0' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    const user = await signupUser(t.app);
    const res = await call(t.app, 'POST', '/forgot-password/', {
      body: { email: user.email },
      headers: FORGED,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo(user.email, RESET_SUBJECT);
    const links = passwordLinks(mail);
    expect(links.text.startsWith(`http://127.0.0.1:${port}/reset-password/`), links.text).toBe(true);
    expect(links.html).toBe(links.text);
    expectNoForgedHost(mail);
  });

  it('the invitation of a new member arrives with its link on PUBLIC_URL, and the link works', async () => {
    t = await appWithSmtp({ PUBLIC_URL });
    const owner = await signupUser(t.app);
    const email = memberEmail('invited');
    const res = await call(t.app, 'POST', '/save_teammember/', {
      token: owner.token,
      body: { email, name: 'New Member', role: 1 },
      headers: FORGED,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo(email, INVITE_SUBJECT);
    const links = passwordLinks(mail);
    expect(links.text.startsWith(`${PUBLIC_URL}/reset-password/`), links.text).toBe(true);
    expect(links.html).toBe(links.text);
    expectNoForgedHost(mail);
    await expectTokenSetsPassword(t, tokenOf(links.text), email);
  });

  it('the verification link mailed at sign-up is on PUBLIC_URL and proves the address', async () => {
    t = await appWithSmtp({ PUBLIC_URL, ADMIN_EMAILS: 'ops@example.com' });
    const signup = await call(t.app, 'POST', '/a/signup/', {
      body: { email: 'OPS@example.com', password: 'correct horse 1' },
      headers: FORGED,
    });
    expect(signup.statusCode, signup.body).toBe(200);
    expect(answerOf(signup, Api.signup)).toMatchObject({ is_admin: false, email_verified: false });
    const mail = await mailTo('ops@example.com', VERIFY_SUBJECT);
    const links = linksTo('verify-email', mail);
    expect(links.text.startsWith(`${PUBLIC_URL}/verify-email/`), links.text).toBe(true);
    expect(links.html).toBe(links.text);
    expectNoForgedHost(mail);
    const verified = await call(t.app, 'POST', '/verify-email/', {
      body: { token: tokenOf(links.text), password: 'owner picks lantern 7' },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const admin = await call(t.app, 'POST', '/verify-token2/', {
      token: answerOf(verified, Api.verifyEmail).token,
    });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(answerOf(admin, Api.verifyTokenAdmin)).toMatchObject({ is_admin: true, email_verified: true });
  });
});
