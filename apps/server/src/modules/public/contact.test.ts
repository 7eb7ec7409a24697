import { Api, Messages } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, errorOf } from '../../test/api-call.js';
import { call, createTestApp, type TTestApp, whileMailFails } from '../../test/test-app.js';
import { CONTACT_NOT_SENT } from './contact.service.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_EMAIL: 'owner@operator.example', TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
const fromNewIp = () => ({ 'x-forwarded-for': `10.2.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });
const contact = (body: unknown, headers: Record<string, string> = fromNewIp()) =>
  call(t.app, 'POST', '/contact/', { body, headers });

describe('POST /contact/', () => {
  it("mails the message to the operator's CONTACT_EMAIL without a log-in", async () => {
    const before = t.mail.length;
    const res = await contact({
      email: ' client@example.com ',
      message: 'Subject: Pricing question\nDo you offer yearly billing?',
    });
    expect(res.statusCode).toBe(200);
    expect(answerOf(res, Api.contact)).toEqual({ success: true });
    expect(t.mail.length).toBe(before + 1);
    const mail = t.mail.at(-1);
    expect(mail?.to).toBe('owner@operator.example');
    expect(mail?.subject).toBe('Contact form: Pricing question');
    expect(mail?.text).toContain('From: client@example.com');
    expect(mail?.text).toContain('Subject: Pricing question\nDo you offer yearly billing?');
  });

  it.each([
    [{ message: 'Hello there' }, Messages.contactEmailRequired],
    [{ email: '', message: 'Hello there' }, Messages.contactEmailRequired],
    [{ email: 99, message: 'Hello there' }, Messages.contactEmailRequired],
    [{ email: 'not-an-email', message: 'Hello there' }, Messages.contactEmailInvalid],
    [{ email: 'client@example.com' }, Messages.contactEmailAndMessageRequired],
    [{ email: 'client@example.com', message: 'Hi!' }, Messages.contactEmailAndMessageRequired],
    [{ email: 'client@example.com', message: 'x'.repeat(5001) }, 'at most 5000'],
  ])('answers 400 for %j with the message, sending nothing', async (body, message) => {
    const before = t.mail.length;
    const res = await contact(body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ success: false });
    expect(errorOf(res).message).toContain(message);
    expect(t.mail.length).toBe(before);
  });

  it('answers 502 when the mail cannot go out', async () => {
    await whileMailFails(t, async () => {
      const res = await contact({ email: 'client@example.com', message: 'Is anyone there?' });
      expect(res.statusCode).toBe(502);
      expect(errorOf(res)).toMatchObject({ success: false, message: CONTACT_NOT_SENT });
    });
  });

  it('is rate limited per address', async () => {
    const headers = { 'x-forwarded-for': '10.8.8.8' };
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const body = { email: `spam${i}@example.com`, message: `Message ${i}` };
      codes.push((await contact(body, headers)).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('default operator address', () => {
  it('goes to support@routeplanner.local when CONTACT_EMAIL is not set', async () => {
    const other = await createTestApp();
    try {
      const res = await call(other.app, 'POST', '/contact/', {
        body: { email: 'client@example.com', message: 'Hello operator' },
      });
      expect(res.statusCode).toBe(200);
      expect(other.mail.at(-1)?.to).toBe('support@routeplanner.local');
      expect(other.mail.at(-1)?.subject).toBe('Contact form: message from client@example.com');
    } finally {
      await other.close();
    }
  });
});
