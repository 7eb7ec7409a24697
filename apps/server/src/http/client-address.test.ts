import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../test/test-app.js';
import { ZTrustProxySchema } from '../trust-proxy.js';

/** Twelve clients that each send a fresh X-Forwarded-For value, as an attacker would. */
const FORGED = Array.from({ length: 12 }, (_, i) => `198.51.100.${i + 1}`);

describe('with TRUST_PROXY off (the default)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('12 fresh X-Forwarded-For values do not escape the log-in limit', async () => {
    const codes: number[] = [];
    // Three rounds of the twelve forged addresses, each attempt on another e-mail.
    for (let round = 0; round < 3; round++) {
      for (const [i, forged] of FORGED.entries()) {
        const res = await call(t.app, 'POST', '/a/login/', {
          body: { email: `victim${round}-${i}@example.com`, password: 'guess-guess-1' },
          headers: { 'x-forwarded-for': forged },
        });
        codes.push(res.statusCode);
      }
    }
    expect(codes).toContain(429);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(30);
  });

  it('keys the forgot-password limit on the socket address, not the forged header', async () => {
    const codes: number[] = [];
    for (const forged of FORGED.slice(0, 6)) {
      const res = await call(t.app, 'POST', '/forgot-password/', {
        body: { email: 'nobody@example.com' },
        headers: { 'x-forwarded-for': forged },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('reports the socket address in a contact message', async () => {
    const res = await call(t.app, 'POST', '/contact/', {
      body: { email: 'client@example.com', message: 'Hello operator' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.statusCode).toBe(200);
    expect(t.mail.at(-1)?.text).toContain('from 127.0.0.1');
    expect(t.mail.at(-1)?.text).not.toContain('203.0.113.9');
  });
});

describe('with TRUST_PROXY=1 (one proxy in front)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('uses the address the proxy forwarded, and only the last hop of it', async () => {
    const res = await call(t.app, 'POST', '/contact/', {
      body: { email: 'client@example.com', message: 'Hello operator' },
      headers: { 'x-forwarded-for': '10.9.9.9, 203.0.113.7' },
    });
    expect(res.statusCode).toBe(200);
    expect(t.mail.at(-1)?.text).toContain('from 203.0.113.7');
  });

  it('limits each forwarded client on its own', async () => {
    let n = 0;
    // A new e-mail each time: the per-e-mail limit is not the one under test.
    const forgot = (ip: string) =>
      call(t.app, 'POST', '/forgot-password/', {
        body: { email: `nobody-${++n}@example.com` },
        headers: { 'x-forwarded-for': ip },
      });
    const first: number[] = [];
    for (let i = 0; i < 6; i++) first.push((await forgot('203.0.113.20')).statusCode);
    expect(first).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await forgot('203.0.113.21')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY values', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['2', 2],
    ['10.0.0.1, 10.1.0.0/16', ['10.0.0.1', '10.1.0.0/16']],
    ['loopback,::1', ['loopback', '::1']],
  ])('reads %j as %j', (raw, expected) => {
    expect(ZTrustProxySchema.parse(raw)).toEqual(expected);
  });

  it.each(['true', '*', 'example.com', '10.0.0.1/33', '10.0.0.1,,nonsense'])('refuses %j', (raw) => {
    expect(ZTrustProxySchema.safeParse(raw).success).toBe(false);
  });
});
