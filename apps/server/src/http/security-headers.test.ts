import { afterEach, describe, expect, it } from 'vitest';
import { createRoute } from '../test/routes-helpers.js';
import { call, createTestApp, signupUser, type TTestApp } from '../test/test-app.js';
import { tileSource } from './security-headers.js';

let t: TTestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The CSP's directives by name. */
function cspOf(header: unknown): Map<string, string[]> {
  const directives = String(header)
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .filter((parts) => parts[0]);
  return new Map(directives.map(([name, ...values]) => [name ?? '', values]));
}

describe('Content-Security-Policy', () => {
  it('allows images only from self, data:, blob: and the tile host; fetches to self and the vector map hosts; sockets only to self', async () => {
    t = await createTestApp({
      env: {
        TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
        MAP_STYLE: '/map-files/planet.pmtiles',
        MAP_GLYPHS: 'https://fonts.example.net/{fontstack}/{range}.pbf',
      },
    });
    const res = await call(t.app, 'GET', '/health', { headers: { host: 'plan.local:3000' } });
    const csp = cspOf(res.headers['content-security-policy']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.example.org']);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://fonts.example.net',
      'ws://plan.local:3000',
      'wss://plan.local:3000',
    ]);
    for (const values of csp.values()) {
      expect(values).not.toContain('http:');
      expect(values).not.toContain('https:');
      expect(values).not.toContain('ws:');
      expect(values).not.toContain('wss:');
    }
  });

  it('puts nothing of a strange Host header into the policy', async () => {
    t = await createTestApp();
    const res = await call(t.app, 'GET', '/health', { headers: { host: 'evil.example;script-src' } });
    const csp = cspOf(res.headers['content-security-policy']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['http://tiles.local:8080/{z}/{x}/{y}.png', 'http://tiles.local:8080'],
    ['/tiles/{z}/{x}/{y}.png', null],
    ['', null],
  ])('takes the tile source of %j as %j', (url, expected) => {
    expect(tileSource(url)).toBe(expected);
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent over plain HTTP', async () => {
    t = await createTestApp();
    const res = await call(t.app, 'GET', '/health');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent for a forged X-Forwarded-Proto without a trusted proxy', async () => {
    t = await createTestApp();
    const res = await call(t.app, 'GET', '/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    const res = await call(t.app, 'GET', '/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('is sent when PUBLIC_URL is https', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://plan.example.com' } });
    const res = await call(t.app, 'GET', '/health');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});

describe('Cache-Control', () => {
  const PRIVATE = 'private, no-store';

  it('is private, no-store on sign-up, log-in, the token checks and reset', async () => {
    t = await createTestApp();
    const user = await signupUser(t.app);
    const signup = await call(t.app, 'POST', '/a/signup/', {
      body: { email: 'second@example.com', password: 'correct horse 1' },
    });
    const login = await call(t.app, 'POST', '/a/login/', {
      body: { email: user.email, password: 'correct horse 1' },
    });
    const answers = [
      signup,
      login,
      await call(t.app, 'POST', '/verify-token/', { token: user.token }),
      await call(t.app, 'POST', '/verify-token2/', { token: user.token }),
      await call(t.app, 'POST', '/verify-token3/', { token: user.token }),
      await call(t.app, 'POST', '/reset-password/', { body: { token: 'no-such-token', password: 'x' } }),
    ];
    for (const res of answers) expect(res.headers['cache-control']).toBe(PRIVATE);
  });

  it('is private, no-store on the team, preferences, photos, positions and stops of a member', async () => {
    t = await createTestApp();
    const user = await signupUser(t.app);
    const routeId = await createRoute(t, user.token);
    const answers = {
      team: await call(t.app, 'GET', '/team/', { token: user.token }),
      preferences: await call(t.app, 'GET', '/preferences/', { token: user.token }),
      stopPhotos: await call(t.app, 'POST', `/stop_photos/${routeId}/`, {
        token: user.token,
        body: { id: 1 },
      }),
      positions: await call(t.app, 'GET', `/drivers_position/${routeId}/`, { token: user.token }),
      stops: await call(t.app, 'GET', `/stops/${routeId}/`, { token: user.token }),
    };
    expect(answers.team.statusCode).toBe(200);
    expect(answers.preferences.statusCode).toBe(200);
    for (const [name, res] of Object.entries(answers))
      expect(res.headers['cache-control'], name).toBe(PRIVATE);
  });

  it('is private, no-store on error answers: 401, 404 and an unknown call', async () => {
    t = await createTestApp();
    const answers = [
      await call(t.app, 'GET', '/team/'),
      await call(t.app, 'GET', '/route/999999/', { token: (await signupUser(t.app)).token }),
      await call(t.app, 'GET', '/no-such-call/'),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([401, 404, 404]);
    for (const res of answers) expect(res.headers['cache-control']).toBe(PRIVATE);
  });

  it('is not set on the public calls', async () => {
    t = await createTestApp();
    expect((await call(t.app, 'GET', '/health')).headers['cache-control']).toBeUndefined();
    expect((await call(t.app, 'GET', '/config')).headers['cache-control']).toBeUndefined();
  });
});
