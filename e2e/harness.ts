import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Api, callPath, type TApiCall, type TCallAnswer, type TCallInput } from '@rp/contracts';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { registerPageLog, watchPage } from './page-log';

const repo = fileURLToPath(new URL('..', import.meta.url));

/** Where browser tests leave screenshots and figures (git-ignored). */
export const ARTIFACTS_DIR = path.join(repo, 'e2e', 'artifacts');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The demo dispatcher that `npm start` seeds on an empty database. */
export const DEMO_LOGIN = { email: 'demo@routeplanner.local', password: 'demo-dispatch' };

export interface TProduct {
  url: string;
  dataDir: string;
  /** Stops the server; its folder is removed unless `keepData`. */
  stop(opts?: { keepData?: boolean }): Promise<void>;
  /** Everything the server printed, for failure messages. */
  output(): string;
  /**
   * Moves the server's clock to the real time plus `ms` (a product started with `clock: true`),
   * e.g. past the end of a trial; the server reads it on every use, so no restart is needed.
   */
  moveClock(ms: number): void;
}

export const DAY_MS = 24 * 3600 * 1000;

/** A busy shared CI machine may take minutes to start the server (tsx compiles on the fly). */
const START_TIMEOUT_MS = 180_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR the product has started in once (migrated, demo team seeded), made by global-setup.ts. */
    e2eDataTemplate: string;
  }
}

/** Settings that change what a new database holds: a product started with one makes its own. */
const SEED_SETTINGS = ['DATABASE_URL', 'NO_DEMO', 'DEMO_SEED'];

/**
 * Starts the product in a copy of the run's template database when there is one: a new PGlite
 * folder takes the server many seconds to create, migrate and seed, a copy a fraction of that.
 */
function copyDataTemplate(dataDir: string, env: Record<string, string>): void {
  if (SEED_SETTINGS.some((key) => key in env || process.env[key])) return;
  let template: string | undefined;
  try {
    template = inject('e2eDataTemplate');
  } catch {
    return; // not inside a vitest run
  }
  if (template) cpSync(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
}

/**
 * Starts the product once in a new folder and stops it cleanly: that folder (its database migrated,
 * the demo team seeded) is what every product of the run then starts from. Answers the folder.
 */
export async function makeDataTemplate(): Promise<string> {
  const product = await startProduct();
  await product.stop({ keepData: true });
  return product.dataDir;
}

/**
 * Starts the real product (the server as `npm start` runs it, serving the built web app) on a free
 * port with a fresh PGlite folder, and waits until /api/health answers.
 */
export async function startProduct(
  env: Record<string, string> = {},
  opts: { clock?: boolean } = {},
): Promise<TProduct> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rp-e2e-'));
  copyDataTemplate(dataDir, env);
  // The server's test-only clock (TEST_CLOCK_FILE): a file holding an offset in milliseconds.
  const clockFile = opts.clock ? path.join(dataDir, 'clock-offset-ms') : null;
  if (clockFile) writeFileSync(clockFile, '0');
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(clockFile ? { TEST_CLOCK_FILE: clockFile } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`server did not start in ${START_TIMEOUT_MS / 1000} s:\n${log}`);
  }
  return {
    url,
    dataDir,
    output: () => log,
    moveClock: (ms: number) => {
      if (!clockFile) throw new Error('moveClock needs startProduct(env, { clock: true })');
      writeFileSync(clockFile, String(Math.round(ms)));
    },
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        // A folder kept for later starts needs the database closed cleanly, however long that takes.
        await Promise.race([exited, new Promise((r) => setTimeout(r, keepData ? START_TIMEOUT_MS : 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (keepData && child.exitCode !== 0) throw new Error(`server did not stop cleanly:\n${log}`);
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TBrowserTestSetup {
  readonly product: TProduct;
  readonly browser: Browser;
  /** The demo dispatcher's API token, for setting up data through apiCall. */
  readonly demoToken: string;
}

/**
 * The setup every browser test file repeats: before the file's tests, the product (with `env`, and
 * the movable clock when asked), Chromium and the demo dispatcher's log-in; after them, all closed.
 * Read the fields inside tests and hooks, once the setup has run.
 */
export function setUpBrowserTests(
  opts: { env?: Record<string, string>; clock?: boolean } = {},
): TBrowserTestSetup {
  let product: TProduct | undefined;
  let browser: Browser | undefined;
  let demoToken: string | undefined;
  registerPageLog(ARTIFACTS_DIR);
  beforeAll(async () => {
    // Chromium starts while the server does: neither needs the other until the first page.
    [product, browser] = await Promise.all([startProduct(opts.env, { clock: opts.clock }), launchBrowser()]);
    demoToken = (await apiCall(product, Api.login, { body: DEMO_LOGIN })).token;
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is read before setUpBrowserTests has run`);
    return value;
  };
  return {
    get product() {
      return ready(product, 'product');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get demoToken() {
      return ready(demoToken, 'demoToken');
    },
  };
}

/** Debian's Chromium, headless, never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * How long a page action or a wait for an element may take. Generous on purpose: a busy shared CI
 * machine has been seen to stall a page for over ten seconds, and a passing test never waits it out.
 */
export const PAGE_TIMEOUT_MS = 30_000;

/** The same patience for `expect.poll` on what a page shows. */
export const POLL = { timeout: PAGE_TIMEOUT_MS };

/** A fresh browser context (empty local storage) with one page on the product. */
export async function newPage(
  browser: Browser,
  product: TProduct,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: product.url, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  await watchPage(page, 'desk');
  return { context, page };
}

/** Logs in through the login screen as a person would, and waits for the page it lands on. */
export async function logIn(
  page: Page,
  login: { email: string; password: string } = DEMO_LOGIN,
  landsOn = '/routes',
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`**${landsOn}`);
}

/** The outbox's mails to an address so far, to pass to `mailedLink` as mails already read. */
export function mailsTo(product: TProduct, to: string): string[] {
  const outbox = path.join(product.dataDir, 'outbox');
  const suffix = `-${to.replace(/[^a-z0-9@.]/gi, '_')}.eml`;
  return existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith(suffix)) : [];
}

/**
 * The newest link to `page` (e.g. '/verify-email/') mailed to an address, waiting for it: without
 * SMTP_URL the server writes each mail to DATA_DIR/outbox as an .eml file named after its recipient.
 * Mails in `read` (from `mailsTo` before the action that sends one) are passed over: a job sends the
 * mail after the call answers, so until it runs the newest link may be an older one.
 */
export async function mailedLink(
  product: TProduct,
  to: string,
  page: string,
  read: readonly string[] = [],
): Promise<string> {
  const outbox = path.join(product.dataDir, 'outbox');
  const link = new RegExp(`https?://[^\\s"<>=]+${page}[A-Za-z0-9_-]+`);
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = mailsTo(product, to).filter((f) => !read.includes(f));
    for (const file of files.sort().reverse()) {
      // Quoted-printable breaks long lines with a trailing '='.
      const text = readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
      const match = link.exec(text);
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${page} link mailed to ${to}`);
}

/** A call's params, query and body (typed by the API table) and the caller's token; optional when the call takes none. */
type TApiCallArgs<C extends TApiCall> =
  Record<string, never> extends TCallInput<C>
    ? [input?: TCallInput<C> & { token?: string }]
    : [input: TCallInput<C> & { token?: string }];

/** The call's path under /api with its params and query filled in. */
function urlOf(product: TProduct, call: TApiCall, input: { params?: unknown; query?: unknown }): string {
  const url = new URL(
    `${product.url}/api${callPath(call.path, (input.params ?? {}) as Record<string, unknown>)}`,
  );
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * Makes one call of the contracts' table on the product (to set up data a test is not about): the path
 * from the call and `params`, `query` as the query string, `body` as JSON (`{}` for a POST without
 * one). Throws for a non-2xx answer; the answer is parsed with the call's schema, so a changed answer
 * breaks the test that relies on it.
 */
export async function apiCall<C extends TApiCall>(
  product: TProduct,
  call: C,
  ...[input]: TApiCallArgs<C>
): Promise<TCallAnswer<C>> {
  const { token, params, query, body } = (input ?? {}) as { token?: string } & Partial<
    Record<'params' | 'query' | 'body', unknown>
  >;
  const isPost = call.method === 'POST';
  const url = urlOf(product, call, { params, query });
  const res = await fetch(url, {
    method: call.method,
    headers: {
      ...(isPost ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: isPost ? JSON.stringify(body ?? {}) : undefined,
  });
  if (!res.ok)
    throw new Error(`${call.method} ${new URL(url).pathname} answered ${res.status}: ${await res.text()}`);
  // A file answer's schema only describes the bytes for the OpenAPI page.
  if (call.answerMediaType) return new Uint8Array(await res.arrayBuffer()) as TCallAnswer<C>;
  const parsed = call.answer.safeParse(await res.json());
  if (!parsed.success) {
    throw new Error(`the answer of ${call.method} ${call.path} breaks its contract: ${parsed.error.message}`);
  }
  // Parsed by the call's own answer schema, whose output type this is.
  return parsed.data as TCallAnswer<C>;
}

/** A screenshot under e2e/artifacts (git-ignored), for looking at a screen or a failure. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: false });
}
