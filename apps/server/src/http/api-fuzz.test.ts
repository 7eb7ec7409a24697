import { Api, type TApiCall, type TApiCallName } from '@rp/contracts';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbDigest, type TDbDigest } from '../test/db-digest.js';
import { listFiles } from '../test/files-listing.js';
import { CALL_EXAMPLES, type TCallExample } from '../test/fuzz-examples.js';
import { bodyArb, headersArb, pathParamArb, queryArb, type TFuzzHeaders } from '../test/fuzz-inputs.js';
import { seedFuzzWorld, type TFuzzWorld, worldIds } from '../test/fuzz-world.js';
import { createTestApp, type TTestApp } from '../test/test-app.js';
import { writeMark } from '../test/write-mark.js';
import { isAuthGuard } from './auth-context.js';

/* Generated ids, bodies, query strings and headers against every call of the contracts' table,
   as anyone, the dispatcher, the driver and another team: no answer is a 5xx, and a 4xx writes
   nothing (no row, no file). fast-check picks the seed and prints it with the shrunk request when
   a run fails. */

/** Runs per call: bounded work, the whole file stays within a couple of minutes on 2 busy cores. */
const RUNS_PER_CALL = 40;
/** Runs per call without a token: each is refused at once, so fewer show the same. */
const RUNS_WITHOUT_TOKEN = 15;

/**
 * The calls anyone may make: the service's state, the web's settings, the account's way in and out,
 * the public forms and Stripe's webhook (which checks a signature instead). Every other call is
 * guarded; a new call that is not appears here as a failure.
 */
const PUBLIC_CALLS: readonly TApiCallName[] = [
  'health',
  'healthLive',
  'healthReady',
  'webConfig',
  'signup',
  'login',
  'logout',
  'verifyEmail',
  'forgotPassword',
  'resetPassword',
  'contact',
  'stripeWebhook',
];

const callNames = Object.keys(Api) as TApiCallName[];

let t: TTestApp;
let digest: TDbDigest;
let requestCounter = 0;

/** "POST /api/route/:routeId/" of each route whose guard runs before its body is read. */
const guardedRoutes = new Set<string>();
function noteGuardedRoute(route: RouteOptions): void {
  if ([route.preParsing ?? []].flat().some(isAuthGuard)) guardedRoutes.add(`${route.method} ${route.url}`);
}
const isGuarded = (call: TApiCall): boolean =>
  guardedRoutes.has(`${call.method} /api${call.path.replace(/\{(\w+)\}/g, ':$1')}`);

beforeAll(async () => {
  t = await createTestApp({ onRoute: noteGuardedRoute });
  digest = dbDigest(t.deps.db);
});
afterAll(async () => {
  await t?.close();
});

/** A distinct client address per request, so per-address limits do not answer everything with 429. */
function nextRemoteAddress(): string {
  requestCounter += 1;
  return `10.${(requestCounter >> 16) & 255}.${(requestCounter >> 8) & 255}.${requestCounter & 255}`;
}

const paramNames = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');

interface TFuzzRequest {
  params: Record<string, string>;
  query: string;
  body: string | undefined;
  headers: TFuzzHeaders;
  useJunkAuthorization: boolean;
}

function requestArb(call: TApiCall, example: TCallExample, w: TFuzzWorld): fc.Arbitrary<TFuzzRequest> {
  const ids = worldIds(w);
  const idArb = pathParamArb(ids);
  const params = fc.record(Object.fromEntries(paramNames(call.path).map((name) => [name, idArb])));
  return fc.record({
    params: fc.oneof(params, fc.constant(example.params ?? {})),
    query: call.method === 'GET' ? queryArb(example) : fc.oneof(fc.constant(''), queryArb(example)),
    body: call.method === 'POST' ? bodyArb(example, ids) : fc.constant(undefined),
    headers: headersArb,
    // Mostly the actor's own header: junk is refused before anything else is tried.
    useJunkAuthorization: fc.oneof(
      { weight: 7, arbitrary: fc.constant(false) },
      { weight: 1, arbitrary: fc.constant(true) },
    ),
  });
}

function urlOf(call: TApiCall, req: TFuzzRequest): string {
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => req.params[name] ?? '');
  return `/api${path}${req.query}`;
}

function headersOf(req: TFuzzRequest, w: TFuzzWorld): Record<string, string> {
  const h = req.headers;
  const token = w.tokens[h.actor];
  const authorization =
    req.useJunkAuthorization && h.junkAuthorization !== undefined
      ? h.junkAuthorization
      : token
        ? `Bearer ${token}`
        : undefined;
  const entries: [string, string | undefined][] = [
    ['authorization', authorization],
    ['content-type', req.body === undefined ? undefined : h.contentType],
    ['x-forwarded-for', h.forwardedFor],
    ['x-forwarded-host', h.forwardedHost],
    ['x-forwarded-proto', h.forwardedProto],
  ];
  return Object.fromEntries(entries.filter((e): e is [string, string] => e[1] !== undefined));
}

/** Sends a generated request; `what` names it and its answer for a failing expectation. */
async function sendRequest(call: TApiCall, w: TFuzzWorld, req: TFuzzRequest) {
  const res = await t.app.inject({
    method: call.method,
    url: urlOf(call, req),
    headers: headersOf(req, w),
    remoteAddress: nextRemoteAddress(),
    ...(req.body !== undefined ? { payload: req.body } : {}),
  });
  const what = `${call.method} ${urlOf(call, req)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  return { res, what };
}

/** A digest of every table and the write mark taken just before it (see test/write-mark.ts). */
interface TMarkedDigest {
  mark: string;
  tables: Record<string, string>;
}

async function takeMarkedDigest(): Promise<TMarkedDigest> {
  const mark = await writeMark(t.deps.db);
  return { mark, tables: await digest.take() };
}

/**
 * The digest taken after the last request, kept only when that request was shown to have written
 * nothing: it is then the next request's digest before, which halves the digests of a run of
 * refusals (most requests). Forgotten after any other answer and whenever a test seeds data.
 */
let unchangedDigest: TMarkedDigest | null = null;

/** The digest before a request: the kept one while nothing has written since its mark. */
async function digestBefore(): Promise<TMarkedDigest> {
  const kept = unchangedDigest;
  unchangedDigest = null;
  if (kept && (await writeMark(t.deps.db)) === kept.mark) return kept;
  return takeMarkedDigest();
}

/**
 * The database is as before the request: nothing wrote since the digest's mark (a refusal that
 * never began a write, most of them), or every table's digest is as before. The one after is kept.
 */
async function expectUnchanged(before: TMarkedDigest, message: string): Promise<void> {
  if ((await writeMark(t.deps.db)) === before.mark) {
    unchangedDigest = before;
    return;
  }
  const after = await takeMarkedDigest();
  expect(after.tables, message).toEqual(before.tables);
  unchangedDigest = after;
}

/** A fresh team per call (a previous call may have deleted routes or ended the sessions). */
async function seedWorld(): Promise<TFuzzWorld> {
  unchangedDigest = null;
  return seedFuzzWorld(t);
}

/** Makes the request and checks: never a 5xx; after a 4xx the database and the files are as before. */
async function checkRequest(call: TApiCall, w: TFuzzWorld, req: TFuzzRequest): Promise<void> {
  const before = await digestBefore();
  const filesBefore = await listFiles(t.deps.config.FILES_DIR);
  const { res, what } = await sendRequest(call, w, req);
  expect(res.statusCode, what).toBeLessThan(500);
  if (res.statusCode >= 400) {
    await expectUnchanged(before, `wrote on a 4xx: ${what}`);
    expect(await listFiles(t.deps.config.FILES_DIR), `a file on a 4xx: ${what}`).toEqual(filesBefore);
  }
}

describe('every call has a valid example', () => {
  it('the example table covers the API table and each example passes its call’s schemas', async () => {
    const w = await seedWorld();
    for (const name of callNames) {
      const build = CALL_EXAMPLES[name] as ((world: TFuzzWorld) => TCallExample) | undefined;
      expect(build, `no fuzz example for ${name}: add one to test/fuzz-examples.ts`).toBeDefined();
      if (!build) continue;
      const call: TApiCall = Api[name];
      const example = build(w);
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = call[part];
        if (!schema) continue;
        const parsed = schema.safeParse(example[part] ?? {});
        expect(parsed.success, `${name} ${part}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }
    }
  });
});

describe('generated requests: never a 5xx, never a write on a 4xx', () => {
  it.each(callNames)(
    '%s',
    async (name) => {
      const w = await seedWorld();
      const call: TApiCall = Api[name];
      const example = CALL_EXAMPLES[name](w);
      await fc.assert(
        fc.asyncProperty(requestArb(call, example, w), (req) => checkRequest(call, w, req)),
        { numRuns: RUNS_PER_CALL },
      );
    },
    180_000,
  );
});

describe('without a token: every guarded call answers 401 and writes nothing', () => {
  it('guards every call but the public ones', () => {
    const unguarded = callNames.filter((name) => !isGuarded(Api[name]));
    expect(unguarded.sort()).toEqual([...PUBLIC_CALLS].sort());
  });

  it.each(callNames.filter((name) => !PUBLIC_CALLS.includes(name)))(
    '%s',
    async (name) => {
      const w = await seedWorld();
      const call: TApiCall = Api[name];
      const example = CALL_EXAMPLES[name](w);
      const withoutToken = requestArb(call, example, w).chain((req) =>
        fc
          .constantFrom<TFuzzHeaders['actor']>('none', 'badToken')
          .map((actor) => ({ ...req, headers: { ...req.headers, actor } })),
      );
      await fc.assert(
        fc.asyncProperty(withoutToken, async (req) => {
          const before = await digestBefore();
          const { res, what } = await sendRequest(call, w, req);
          expect(res.statusCode, what).toBe(401);
          await expectUnchanged(before, `wrote without a session: ${what}`);
        }),
        { numRuns: RUNS_WITHOUT_TOKEN },
      );
    },
    180_000,
  );
});
