import path from 'node:path';
import { type TBillingMode, ZBillingModeSchema } from '@rp/contracts';
import { z } from 'zod';
import { ZTrustProxySchema } from './trust-proxy.js';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, with its default (documented in the README). */
const ZEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http:// or https:// address' }).optional(),
  ),
  /** Which proxies' X-Forwarded-* headers are believed (see trust-proxy.ts); off by default. */
  TRUST_PROXY: ZTrustProxySchema,
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Uploaded files (proof-of-delivery pictures); DATA_DIR/files when unset. */
  FILES_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** pretty: readable lines; json: one JSON object a line (unset: json with NODE_ENV=production). */
  LOG_FORMAT: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['pretty', 'json']).optional()),
  /** The bearer token /metrics asks for on the main port (unset and no METRICS_PORT: no /metrics). */
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  /** A port of its own for /metrics (then not served on PORT), on METRICS_HOST. */
  METRICS_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** How often the retention job removes old positions, applied client ids and orphaned proof files. */
  RETENTION_INTERVAL_MINUTES: z.coerce.number().min(0).default(60),
  /** scrypt's cost as a power of two; 17 is OWASP's minimum, below it only in tests (see scryptCostOf). */
  SCRYPT_LOG2_N: z.coerce.number().int().min(10).max(20).default(17),
  SESSION_TTL_DAYS: z.coerce.number().positive().default(30),
  CORS_ORIGINS: z.string().default(''),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Route Planner <no-reply@routeplanner.local>'),
  /** Where the public contact form's messages go. */
  CONTACT_EMAIL: z.email().default('support@routeplanner.local'),
  OUTBOX_DIR: z.string().optional(),
  GEOCODER: z.enum(['offline', 'pelias', 'photon', 'nominatim']).default('offline'),
  GEOCODER_URL: z.string().optional(),
  GEOCODER_API_KEY: z.string().optional(),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** The offline road model by default ('haversine' is its former name); docs/travel-model.md. */
  ROUTING: z.enum(['road-model', 'haversine', 'osrm', 'valhalla', 'graphhopper']).default('road-model'),
  ROUTING_URL: z.string().optional(),
  /** GraphHopper's API key (its hosted service needs one; a self-hosted server usually not). */
  ROUTING_API_KEY: z.string().optional(),
  ROUTING_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  /** Overrides of the road model: one speed and one detour factor for every leg (unset: the model's curves). */
  ROUTING_SPEED_KMH: z.coerce.number().positive().optional(),
  ROUTING_DETOUR_FACTOR: z.coerce.number().min(1).optional(),
  OPTIMIZE_TIME_LIMIT_MS: z.coerce.number().int().positive().default(5000),
  /** When set, the search stops after this many iterations (deterministic for a route; tests use it). */
  OPTIMIZE_MAX_ITERATIONS: z.coerce.number().int().positive().optional(),
  OPTIMIZE_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Redis for the socket's adapter, so several server processes share live events (unset: in-process). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  /**
   * Whether this web process takes jobs (mails, solves) itself. false: it only records them, and
   * `npm run worker` processes run them (docs/jobs.md); solves then go to those workers too.
   */
  WEB_TAKES_JOBS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Seconds between two looks for new jobs in a process that takes them. */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(1),
  /** The first retry of a failed job after this many seconds, each next one about twice as late. */
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(10),
  /** How often the queue looks for lost jobs (a worker that died) to try them again. */
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).default(10),
  /** A solve job still running this long after its search time limit is taken as lost and retried. */
  SOLVE_JOB_GRACE_SECONDS: z.coerce.number().int().min(1).default(60),
  /** How often a logged-in socket's session is checked again (logged out or expired: disconnected). */
  LIVE_RECHECK_SECONDS: z.coerce.number().positive().default(60),
  /** A socket that has not sent userLoggedIn by then is dropped (decimals allowed: tests use 0.2). */
  LIVE_LOGIN_TIMEOUT_SECONDS: z.coerce.number().positive().default(5),
  /** Open sockets one client address may have on one process; the next is refused (docs/live.md). */
  LIVE_SOCKETS_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  /** Logged-in sockets one user may have on one process; the next log-in is refused (docs/live.md). */
  LIVE_SOCKETS_PER_USER: z.coerce.number().int().positive().default(10),
  ADMIN_EMAILS: z.string().default(''),
  /**
   * test | stripe | off (decisions.md, Payments); unset: stripe with a STRIPE_SECRET_KEY, else test,
   * except with NODE_ENV=production, where one of the two must be set (test mode gives plans away).
   */
  BILLING: z.preprocess((v) => (v === '' ? undefined : v), ZBillingModeSchema.optional()),
  STRIPE_SECRET_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** The recurring per-driver monthly price Checkout sells (price_…); required with BILLING=stripe. */
  STRIPE_PRICE_ID: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** The webhook endpoint's signing secret (whsec_…); required with BILLING=stripe. */
  STRIPE_WEBHOOK_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** Another address for Stripe's API, e.g. http://127.0.0.1:12111 (tests' local server); unset: Stripe's. */
  STRIPE_API_BASE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .url({ protocol: /^https?$/, error: 'STRIPE_API_BASE must be an http:// or https:// address' })
      .optional(),
  ),
  DEMO_SEED: bool,
  NO_DEMO: bool,
  /** `production` never gets the demo account (its password is public). */
  NODE_ENV: z.string().default('development'),
  WEB_DIST: z.string().optional(),
  /** The web build's source maps (.map) are answered 404 unless this is true. */
  SERVE_SOURCE_MAPS: bool,
  /**
   * Raster tiles (`{z}/{x}/{y}`), usually a provider's URL with a key. None by default: the map then
   * shows the bundled world outline (OpenStreetMap's public server does not allow an app's heavy use).
   */
  TILE_URL: z.string().default(''),
  TILE_ATTRIBUTION: z.string().default(''),
  /** A vector base map: a MapLibre style's URL, or a .pmtiles file's (drawn with the Protomaps style). */
  MAP_STYLE: z.string().default(''),
  /** Font glyphs for the vector map's labels (`{fontstack}/{range}.pbf`); without them it has none. */
  MAP_GLYPHS: z.string().default(''),
  /** The operator's map files (a .pmtiles archive, a style), served under /map-files/ with ranges. */
  MAP_FILES_DIR: z.string().optional(),
  /** Tests only (refused in production): a file holding a time offset in ms, see test-clock.ts. */
  TEST_CLOCK_FILE: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
});

export type TConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ZEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  return {
    ...e,
    DATA_DIR: path.resolve(e.DATA_DIR),
    OUTBOX_DIR: path.resolve(e.OUTBOX_DIR ?? path.join(e.DATA_DIR, 'outbox')),
    FILES_DIR: path.resolve(e.FILES_DIR ?? path.join(e.DATA_DIR, 'files')),
    MAP_FILES_DIR: path.resolve(e.MAP_FILES_DIR ?? path.join(e.DATA_DIR, 'map')),
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    scrypt: { N: 2 ** scryptCostOf(e, env), r: 8, p: 1 },
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 3600 * 1000,
    billingMode: billingModeOf(e, e.NODE_ENV === 'production'),
  };
}

/** OWASP's minimum scrypt cost (Password Storage Cheat Sheet), as a power of two. */
export const MIN_SCRYPT_LOG2_N = 17;

/**
 * SCRYPT_LOG2_N, refused below OWASP's minimum unless the process is a test run (NODE_ENV=test or
 * Vitest's VITEST): a cheaper hash keeps the test suites fast, but a server started with one by
 * mistake would store every new password weakly.
 */
function scryptCostOf(e: { SCRYPT_LOG2_N: number; NODE_ENV: string }, env: NodeJS.ProcessEnv): number {
  const isTestRun = e.NODE_ENV === 'test' || !!env.VITEST;
  if (e.SCRYPT_LOG2_N < MIN_SCRYPT_LOG2_N && !isTestRun) {
    throw new Error(
      `Invalid environment: SCRYPT_LOG2_N must be at least ${MIN_SCRYPT_LOG2_N} (OWASP's minimum); ` +
        'lower values are for tests only (NODE_ENV=test)',
    );
  }
  return e.SCRYPT_LOG2_N;
}

type TStripeEnv = {
  BILLING?: TBillingMode;
  STRIPE_SECRET_KEY?: string;
  STRIPE_PRICE_ID?: string;
  STRIPE_WEBHOOK_SECRET?: string;
};

export const billingUnsetInProductionMessage =
  'Invalid environment: with NODE_ENV=production, choose BILLING (stripe, off, or test, which lets every ' +
  'team give itself a paid plan for free), or set the STRIPE_* keys';

/**
 * The billing mode asked for, or the one the keys imply. Stripe needs all three settings: without
 * the key nothing can be charged, without the price Checkout has nothing to sell, and without the
 * webhook secret no event could be trusted, so a team that paid would never get its plan. A
 * production server never falls back to test mode: there any team could pay with the test card.
 */
function billingModeOf(e: TStripeEnv, production: boolean): TBillingMode {
  if (production && !e.BILLING && !e.STRIPE_SECRET_KEY) throw new Error(billingUnsetInProductionMessage);
  const mode = e.BILLING ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'test');
  if (mode !== 'stripe') return mode;
  const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PRICE_ID', 'STRIPE_WEBHOOK_SECRET'] as const).filter(
    (name) => !e[name],
  );
  if (missing.length > 0) {
    throw new Error(`Invalid environment: BILLING=stripe needs ${missing.join(', ')}`);
  }
  return mode;
}
