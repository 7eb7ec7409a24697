import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Real processes for tests and benchmarks that need more than one: a free port, a throw-away
 * PostgreSQL, Redis and HAProxy, and the product's own web and worker entries run with tsx.
 * Only Node's own modules here, so e2e/ and scripts/ can use it too.
 */

/** The repository's root folder. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A port nobody listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Whether a program runs (`<bin> <versionArg>` exits 0). */
export const canRun = (bin: string, versionArg = '--version'): boolean =>
  spawnSync(bin, [versionArg]).status === 0;

/** The newest installed PostgreSQL's bin folder (Debian's layout), or undefined. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'postgres')))
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  const last = versions.at(-1);
  return last ? path.join(root, last, 'bin') : undefined;
}

export interface TPostgresServer {
  /** postgres://… of the `postgres` database. */
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`: open sessions are ended at once, as in a real restart. */
  restart(): Promise<void>;
  /** Stops the server and removes its data folder. */
  remove(): Promise<void>;
}

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
function asPostgresUser(bin: string, args: string[]): { cmd: string; args: string[] } {
  if (process.getuid?.() !== 0) return { cmd: bin, args };
  return { cmd: 'runuser', args: ['-u', 'postgres', '--', bin, ...args] };
}

function runQuietly(bin: string, args: string[]): Promise<void> {
  const { cmd, args: all } = asPostgresUser(bin, args);
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, all, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr?.on('data', (c: Buffer) => {
      err += c.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(bin)} ${args[0]} exited ${code}: ${err}`)),
    );
  });
}

/** A new PostgreSQL cluster in a temporary folder, on a free port, no fsync (tests only). */
export async function startPostgres(): Promise<TPostgresServer> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const dir = mkdtempSync(path.join(tmpdir(), 'rp-pg-'));
  if (process.getuid?.() === 0) {
    const pgUser = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const pgGroup = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(pgUser.stdout), Number(pgGroup.stdout));
  }
  const port = await freePort();
  await runQuietly(path.join(bin, 'initdb'), ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const pgCtl = (...args: string[]) =>
    runQuietly(path.join(bin, 'pg_ctl'), [...args.slice(0, 1), '-D', dir, ...args.slice(1)]);
  const start = () => pgCtl('start', '-l', path.join(dir, 'log'), '-o', options, '-w');
  const stop = () => pgCtl('stop', '-m', 'fast', '-w');
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    restart: () => pgCtl('restart', '-m', 'fast', '-l', path.join(dir, 'log'), '-o', options, '-w'),
    remove: async () => {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once the child prints `ready` on stdout or stderr; rejects if it exits first. */
function waitForOutput(child: ChildProcess, ready: string, name: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(ready)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}): ${out.slice(-2000)}`)));
  });
}

/** A throw-away redis-server (no persistence) on `port`, once it accepts connections. */
export async function startRedis(port: number, bin = 'redis-server'): Promise<ChildProcess> {
  const child = spawn(bin, [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await waitForOutput(child, 'Ready to accept connections', 'redis-server');
  return child;
}

/** Debian puts haproxy in /usr/sbin, which a non-root PATH may lack. */
const haproxyBin = (): string =>
  process.env.HAPROXY_BIN ?? (existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy');

export interface THaproxy {
  url: string;
  stop(): void;
}

/**
 * HAProxy in front of `backends` (name → port), round robin, health-checked on the readiness call.
 * A request with `X-Backend: <name>` goes to that backend: tests use it to put two clients on two
 * different processes. No stickiness: the web app's socket is WebSocket only (one connection stays
 * on one process); `timeout tunnel` keeps an idle socket open.
 */
export async function startHaproxy(backends: Record<string, number>): Promise<THaproxy> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'rp-haproxy-'));
  const names = Object.keys(backends);
  const config = [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    // A busy process answers its check late, not never: with the check's default (inter, 1 s) an
    // overloaded pair was taken out of the pool and every request got HAProxy's own 503.
    '  timeout check 5s',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  default_backend product',
    'backend product',
    '  balance roundrobin',
    '  option forwardfor',
    '  option httpchk GET /api/health/ready',
    '  http-response set-header X-Served-By %s',
    ...names.map((n) => `  use-server ${n} if { req.hdr(x-backend) -m str ${n} }`),
    ...names.map((n) => `  server ${n} 127.0.0.1:${backends[n]} check inter 1s`),
    '',
  ].join('\n');
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  const child = spawn(haproxyBin(), ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`haproxy exited (${code})`))),
  );
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([exited, waitForHttp(`${url}/api/health/live`)]);
  return {
    url,
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Polls `url` until it answers 200 (a process starting, a proxy finding its backends up). */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > until) throw new Error(`${url} did not answer 200 in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface TProductProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> of a web process (undefined for a worker). */
  url?: string;
  /** What it printed so far (stdout and stderr), for a failing test's message. */
  output(): string;
  /** Sends SIGTERM (or the given signal) and resolves once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Runs `entry` with tsx; `dataDir` (its DATA_DIR, made for it) is removed once it has exited. */
function productProcess(
  entry: string,
  env: Record<string, string>,
  dataDir: string,
): Omit<TProductProcess, 'url'> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', NO_DEMO: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (c: Buffer) => {
    out = (out + c.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve();
    }),
  );
  return {
    child,
    output: () => out,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** `npm start`'s server (apps/server/src/main.ts) on a free port, once it is ready. */
export async function startWebProcess(env: Record<string, string>): Promise<TProductProcess> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'rp-web-'));
  const proc = productProcess(
    'apps/server/src/main.ts',
    { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ...env },
    dataDir,
  );
  const url = `http://127.0.0.1:${port}`;
  const died = new Promise<never>((_, reject) =>
    proc.child.once('exit', (code) => reject(new Error(`web process exited (${code}): ${proc.output()}`))),
  );
  died.catch(() => undefined);
  const ready = waitForHttp(`${url}/api/health/ready`, 120_000).catch((error: Error) => {
    throw new Error(`${error.message}; the process said: ${proc.output()}`);
  });
  await Promise.race([died, ready]);
  return { ...proc, url };
}

/** `npm run worker` (apps/server/src/worker.ts), once it takes jobs. */
export async function startWorkerProcess(env: Record<string, string>): Promise<TProductProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rp-worker-'));
  const proc = productProcess(
    'apps/server/src/worker.ts',
    { DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    dataDir,
  );
  await waitForOutput(proc.child, 'worker taking jobs', 'worker');
  return proc;
}

/** The programs a multi-process test may need, by name. */
const programs = {
  postgres: () => postgresBinDir() !== undefined,
  'redis-server': () => canRun('redis-server'),
  haproxy: () => canRun(haproxyBin(), '-v'),
} as const;

/**
 * Whether a multi-process test runs: only on PostgreSQL runs (DATABASE_URL set, CI's PostgreSQL
 * stage), and where its programs are installed. With REQUIRE_MULTIPROCESS_TESTS=true (CI) a
 * missing program does not skip: the test runs and fails on it (`missingPrograms`).
 */
export function runsMultiProcessTests(needs: readonly (keyof typeof programs)[]): boolean {
  if (!process.env.DATABASE_URL) return false;
  if (process.env.REQUIRE_MULTIPROCESS_TESTS === 'true') return true;
  return missingPrograms(needs).length === 0;
}

/** Which of the programs are not installed. */
export const missingPrograms = (needs: readonly (keyof typeof programs)[]): string[] =>
  needs.filter((name) => !programs[name]());
