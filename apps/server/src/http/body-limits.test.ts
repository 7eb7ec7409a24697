import { Api, type TApiCall, type TApiCallName } from '@rp/contracts';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../test/api-call.js';
import { createAppWithTeams, createRoute, type TTestTeam } from '../test/routes-helpers.js';
import type { TTestApp } from '../test/test-app.js';
import { isAuthGuard } from './auth-context.js';
import {
  bodyTooDeepMessage,
  jsonNestsDeeperThan,
  MAX_JSON_DEPTH,
  SMALL_BODY_LIMIT_BYTES,
} from './body-limits.js';

/* A request body costs the server little before its caller is known: a small limit for every call,
   the large one only past the guard, and a deeply nested body refused before it is parsed. */

let t: TTestApp;
let team: TTestTeam;
const guardedRoutes = new Set<string>();

const routeKey = (method: string, url: string) => `${method} ${url}`;

function noteGuardedRoute(route: RouteOptions): void {
  const hooks = [route.preParsing ?? []].flat();
  if (hooks.some(isAuthGuard)) guardedRoutes.add(routeKey(String(route.method), route.url));
}

beforeAll(async () => {
  ({ t, team } = await createAppWithTeams({ onRoute: noteGuardedRoute }));
});
afterAll(async () => {
  await t.close();
});

const deepJson = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** About `bytes` of JSON nested as deep as it goes: the hostile body of the benchmark. */
const hostileBody = (bytes: number): string => deepJson(Math.floor(bytes / 2));

const callNames = Object.keys(Api) as TApiCallName[];
const urlOf = (call: TApiCall) => `/api${call.path.replace(/\{\w+\}/g, '1')}`;
const isGuarded = (call: TApiCall) =>
  guardedRoutes.has(routeKey(call.method, `/api${call.path.replace(/\{(\w+)\}/g, ':$1')}`));

function postRaw(url: string, payload: string, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
}

describe('the depth check', () => {
  it('counts brackets, not those inside strings or escaped quotes', () => {
    expect(jsonNestsDeeperThan(deepJson(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestsDeeperThan(deepJson(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[[["\\' }), 2)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}],"c":{"d":{}}}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}],"c":{"d":{}}}', 3)).toBe(true);
  });
});

describe('a body without a token', () => {
  it('of 1 MB to /a/logout/ is answered 413 in the error shape, unread', async () => {
    const res = await postRaw('/api/a/logout/', JSON.stringify({ junk: 'x'.repeat(1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toEqual({
      success: false,
      err: -1,
      message: 'The request is too large: this call accepts at most 64 KB.',
    });
  });

  it('just over the small limit to /a/login/ is 413', async () => {
    const res = await postRaw('/api/a/login/', JSON.stringify({ email: 'x'.repeat(SMALL_BODY_LIMIT_BYTES) }));
    expect(res.statusCode).toBe(413);
  });

  it('nested 10,000 deep (20 KB) is answered 400 with a clear message, not parsed', async () => {
    const res = await postRaw('/api/a/login/', deepJson(10_000));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ success: false, message: bodyTooDeepMessage });
  });

  it('still may not poison a prototype', async () => {
    const res = await postRaw(
      '/api/a/login/',
      '{"email":"a@b.c","password":"x","__proto__":{"isAdmin":true}}',
    );
    expect(res.statusCode).toBe(400);
  });

  it('of 1 MB to the import, a large-body call, is refused by the guard (401) before it is read', async () => {
    const res = await postRaw('/api/batch_geocode/', JSON.stringify({ values: [['x'.repeat(1024 * 1024)]] }));
    expect(res.statusCode).toBe(401);
  });
});

describe('the large-body calls', () => {
  it('read a 1 MB import of a logged-in dispatcher (the rules then refuse its long cells)', async () => {
    const routeId = await createRoute(t, team.token);
    const body = {
      route_id: routeId,
      values: Array.from({ length: 1500 }, () => ['x'.repeat(700)]),
      columnConfig: { city: -1, address: 0, postcode: -1, latitude: -1, longitude: -1 },
    };
    const payload = JSON.stringify(body);
    expect(payload.length).toBeGreaterThan(1024 * 1024);
    const res = await postRaw('/api/batch_geocode/', payload, team.token);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/at most 500 characters/);
  });

  it('are each guarded, so only a known caller may send a large body', () => {
    for (const call of [Api.batchGeocode, Api.saveStopProof, Api.getImportMapping, Api.saveImportMapping]) {
      expect(isGuarded(call), call.path).toBe(true);
    }
  });

  it('still refuse a deep body of a logged-in caller with 400', async () => {
    const res = await postRaw('/api/batch_geocode/', deepJson(10_000), team.token);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(bodyTooDeepMessage);
  });
});

describe('a hostile body (5 MB nested as deep as it goes) without a token, to every call', () => {
  const hostile = hostileBody(5 * 1024 * 1024);

  it.each(callNames)('%s: refused before it is parsed', async (name) => {
    const call: TApiCall = Api[name];
    const res = await t.app.inject({
      method: call.method,
      url: urlOf(call),
      headers: { 'content-type': 'application/json' },
      payload: hostile,
    });
    if (call.method === 'GET') {
      // A GET's body is never read.
      expect(res.statusCode, res.body).toBe(isGuarded(call) ? 401 : 200);
      return;
    }
    // Guarded: refused as it arrives; the others: larger than they accept.
    expect(res.statusCode, res.body).toBe(isGuarded(call) ? 401 : 413);
  });

  it.each(callNames)('%s: a small deep body is refused too (4xx, never parsed)', async (name) => {
    const call: TApiCall = Api[name];
    if (call.method === 'GET') return;
    const res = await postRaw(urlOf(call), deepJson(10_000));
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (isGuarded(call)) expect(res.statusCode).toBe(401);
    // The Stripe webhook reads bytes, never parsed before their signature is checked.
    else if (call !== Api.stripeWebhook) expect(errorOf(res).message).toBe(bodyTooDeepMessage);
  });
});
