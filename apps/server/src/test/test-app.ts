import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Api } from '@rp/contracts';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { TAppDeps } from '../core/app-deps.js';
import { type Db, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { LiveSocket } from '../live/socket-server.js';
import type { Mailer, TMail } from '../modules/email/mailer.js';
import type { Geocoder } from '../modules/geo/geocoder.js';
import { callApi } from './api-call.js';
import { migratedPgliteDump } from './pglite-dump.js';
import { createTestDatabase } from './postgres-template.js';

export interface TTestApp {
  app: FastifyInstance;
  deps: TAppDeps;
  /** The socket server attached to the app (sockets need the app to listen: see socket-test-helpers). */
  liveSocket: LiveSocket;
  mail: TMail[];
  /** Moves the clock the app sees (for trials and token expiry). */
  setNow(date: Date): void;
  close(): Promise<void>;
}

/** The database of each test app, so helpers that get only the app can reach it. */
const dbOfApp = new WeakMap<FastifyInstance, Db>();

/**
 * The real server on a fresh, migrated database: in-memory PGlite, or, when DATABASE_URL is set
 * (CI), a new database created on that PostgreSQL server and dropped afterwards.
 */
export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    geocoder?: Geocoder;
    onRoute?: (route: RouteOptions) => void;
    /** Poll for jobs as a server does, instead of running them before each answer. */
    pollJobs?: boolean;
    /** A PostgreSQL database of the test's own (kept afterwards) instead of a fresh one. */
    databaseUrl?: string;
  } = {},
): Promise<TTestApp> {
  const baseUrl = process.env.DATABASE_URL;
  let url: string | undefined = opts.databaseUrl;
  let dropDb: (() => Promise<void>) | undefined;
  if (baseUrl && !url) {
    // A copy of the run's migrated template (the migrations below then find nothing to do).
    const database = await createTestDatabase(baseUrl);
    url = database.url;
    dropDb = database.drop;
  }
  // Without a URL: PGlite from the run's migrated dump when there is one (empty PGlite takes seconds to make).
  const handle = await openDatabase({ url, loadDataDir: url ? undefined : await migratedPgliteDump() });
  await migrateToLatest(handle.db);
  const filesDir = await mkdtemp(path.join(tmpdir(), 'rp-test-files-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    OUTBOX_DIR: '/tmp/rp-test-outbox',
    FILES_DIR: filesDir,
    // A cheaper hash keeps the suite fast (allowed in tests only); password.test.ts checks the production cost.
    NODE_ENV: 'test',
    SCRYPT_LOG2_N: '12',
    ...opts.env,
  });
  let now: Date | null = null;
  const mail: TMail[] = [];
  const mailer: Mailer = {
    sent: mail,
    async send(m) {
      mail.push(m);
    },
  };
  const { app, deps, liveSocket } = await buildApp({
    config,
    db: handle.db,
    pglite: handle.pglite,
    drainJobsBeforeAnswer: !opts.pollJobs,
    logger: false,
    // With SMTP_URL the app's own mailer sends for real (to a test SMTP server).
    mailer: config.SMTP_URL ? undefined : mailer,
    geocoder: opts.geocoder,
    now: () => now ?? new Date(),
    onRoute: opts.onRoute,
  });
  await app.ready();
  dbOfApp.set(app, handle.db);
  return {
    app,
    deps,
    liveSocket,
    mail: deps.mailer.sent,
    setNow: (d) => {
      now = d;
    },
    close: async () => {
      await app.close();
      await handle.close();
      await dropDb?.();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** Calls the API as a client would: JSON body, optional bearer token. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api${url}`,
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
}

/**
 * Marks an address verified and its password chosen through a mailed link, as following the
 * verification link and setting the password there does (email-verification.test.ts follows the real
 * link); for tests about something else that need a verified user (admins, invitations).
 */
export async function verifyEmailOf(app: FastifyInstance, email: string): Promise<void> {
  const db = dbOfApp.get(app);
  if (!db) throw new Error('verifyEmailOf: not an app of createTestApp');
  await db
    .updateTable('users')
    .set({ email_verified_at: new Date(), password_set_via_link_at: new Date() })
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .execute();
}

let counter = 0;
/** A client address of its own for each call: 10.200.x.y (a test that counts per address picks its own). */
export const freshClientAddress = (): string => {
  counter += 1;
  return `10.200.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
};

/**
 * Signs up a new user (and team) and returns its token and e-mail. Each sign-up comes from its own
 * client address, as separate people's would: suites sign up far more users than one address may.
 * The address is verified unless `verified: false`: most tests invite or act as the team's owner,
 * which needs a proved address.
 */
export async function signupUser(
  app: FastifyInstance,
  email?: string,
  opts: { verified?: boolean } = {},
): Promise<{ token: string; email: string }> {
  counter += 1;
  const address = email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.com`;
  const { answer } = await callApi({ app }, Api.signup, {
    body: { email: address, password: 'correct horse 1' },
    remoteAddress: freshClientAddress(),
  });
  if (opts.verified !== false) await verifyEmailOf(app, address);
  return { token: answer.token, email: address };
}

/** Runs `fn` while the app's mail cannot go out (its SMTP server down), then puts the mailer back. */
export async function whileMailFails<T>(t: Pick<TTestApp, 'deps'>, fn: () => Promise<T>): Promise<T> {
  const mailer = t.deps.mailer;
  t.deps.mailer = {
    sent: [],
    send: async () => {
      throw new Error('SMTP down');
    },
  };
  try {
    return await fn();
  } finally {
    t.deps.mailer = mailer;
  }
}
