import http from 'node:http';
import { parseArgs } from 'node:util';
import {
  countsLine,
  cpuMsOf,
  latencyLine,
  loadAverageLine,
  log,
  runOpenLoop,
  startServer,
  stopServer,
} from './loopback.js';
import { byMode, failInShortMode } from './short-mode.js';

/**
 * Hostile-body benchmark: does a stranger's request stall everyone else? The real server (own
 * process, fresh PGlite, 127.0.0.1 only) answers GET /api/health at a steady, open-loop rate, first
 * alone, then while bodies of deeply nested JSON (5 MB of `[[[…]]]`, no token) arrive at 10 a
 * second, in turn to log-out, log-in, the contact form and the spreadsheet import. A server that
 * parses them before knowing the caller holds its event loop for each, and health's latency shows it.
 *
 * A request without an answer after --timeout seconds counts as `timeout`, so the run ends soon
 * after --duration even when the server has stalled.
 *
 *   npm run bench:hostile -- [--duration 15] [--baseline 5] [--rate 50] [--hostile-rate 10] [--mb 5]
 *                            [--timeout 10]
 *
 * BENCH_SHORT=1 (short-mode.ts): 1 MB bodies at 2 a second for 2 s beside health at 10 a second,
 * 1 s alone; a health request without a 200, or a hostile body answered 2xx or 5xx, fails the run.
 */

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: byMode('15', '2') },
    baseline: { type: 'string', default: byMode('5', '1') },
    rate: { type: 'string', default: byMode('50', '10') },
    'hostile-rate': { type: 'string', default: byMode('10', '2') },
    mb: { type: 'string', default: byMode('5', '1') },
    timeout: { type: 'string', default: '10' },
  },
});

const timeoutMs = Number(flags.timeout) * 1000;

const HOSTILE_TARGETS = ['/api/a/logout/', '/api/a/login/', '/api/contact/', '/api/batch_geocode/'];

/** `bytes` of JSON nested as deep as it goes: half opening brackets, half closing. */
function deeplyNestedJson(bytes: number): Buffer {
  const half = Math.floor(bytes / 2);
  return Buffer.from(`${'['.repeat(half)}${']'.repeat(half)}`);
}

interface TOutcomes {
  latencies: number[];
  /** Answers by status, or requests without an answer by cause (the server may close early). */
  counts: Map<number | string, number>;
}

const newOutcomes = (): TOutcomes => ({ latencies: [], counts: new Map() });

function note(o: TOutcomes, outcome: number | string, plannedAt: number): void {
  o.counts.set(outcome, (o.counts.get(outcome) ?? 0) + 1);
  o.latencies.push(performance.now() - plannedAt);
}

/** One request; resolves with the status, or the error's code (or `timeout`) when no answer came. */
function send(url: URL, opts: http.RequestOptions, body?: Buffer): Promise<number | string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      resolve('timeout');
      req.destroy();
    }, timeoutMs);
    const req = http.request(url, opts, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
    req.on('close', () => clearTimeout(timer));
    req.end(body);
  });
}

/** GET /api/health at `rate` a second for `seconds`, its latencies counted from each planned moment. */
async function healthLoop(base: string, rate: number, seconds: number): Promise<TOutcomes> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const url = new URL(`${base}/api/health`);
  const outcomes = newOutcomes();
  await runOpenLoop(rate, seconds, async (plannedAt) => {
    note(outcomes, await send(url, { agent, method: 'GET' }), plannedAt);
  });
  agent.destroy();
  return outcomes;
}

/** The hostile bodies, without a token, in turn to each target, at `rate` a second for `seconds`. */
async function hostileLoop(base: string, rate: number, seconds: number, body: Buffer): Promise<TOutcomes> {
  const outcomes = newOutcomes();
  let i = 0;
  await runOpenLoop(rate, seconds, async (plannedAt) => {
    const url = new URL(`${base}${HOSTILE_TARGETS[i++ % HOSTILE_TARGETS.length]}`);
    const headers = { 'content-type': 'application/json', 'content-length': String(body.length) };
    note(outcomes, await send(url, { method: 'POST', headers, agent: false }, body), plannedAt);
  });
  return outcomes;
}

/**
 * What short mode fails on: health must answer 200 every time; a hostile body must be refused (4xx)
 * or cut off, never taken (2xx) nor crash the server's handler (5xx).
 */
function shortModeProblem(health: TOutcomes, hostile: TOutcomes): string | null {
  const notOk = [...health.counts].filter(([outcome]) => outcome !== 200);
  if (notOk.length) return `GET /api/health answered ${countsLine(new Map(notOk))}`;
  const taken = [...hostile.counts].filter(([o]) => typeof o === 'number' && (o < 400 || o >= 500));
  if (taken.length) return `hostile bodies answered ${countsLine(new Map(taken))}`;
  return null;
}

function report(label: string, o: TOutcomes, seconds: number): void {
  log(`\n${label}`);
  log(`  requests ${o.latencies.length} in ${seconds} s (answers: ${countsLine(o.counts)})`);
  log(`  ${latencyLine(o.latencies, [50, 95, 99])}`);
}

async function main(): Promise<void> {
  const rate = Number(flags.rate);
  const seconds = Number(flags.duration);
  const baseline = Number(flags.baseline);
  const hostileRate = Number(flags['hostile-rate']);
  const body = deeplyNestedJson(Number(flags.mb) * 1024 * 1024);
  const { base, kind, child } = await startServer();
  try {
    log(`server ${base} on ${kind}; hostile body ${(body.length / 1024 / 1024).toFixed(1)} MB`);
    await healthLoop(base, rate, 1);
    if (baseline > 0) {
      report(`GET /api/health at ${rate} req/s, alone`, await healthLoop(base, rate, baseline), baseline);
    }
    const cpuBefore = cpuMsOf(child.pid);
    const started = performance.now();
    const [health, hostile] = await Promise.all([
      healthLoop(base, rate, seconds),
      hostileLoop(base, hostileRate, seconds, body),
    ]);
    const cpuAfter = cpuMsOf(child.pid);
    const elapsed = (performance.now() - started) / 1000;
    report(`GET /api/health at ${rate} req/s, under ${hostileRate} hostile bodies a second`, health, seconds);
    report(`hostile POSTs (${HOSTILE_TARGETS.join(', ')})`, hostile, seconds);
    failInShortMode(shortModeProblem(health, hostile));
    if (cpuBefore !== null && cpuAfter !== null) {
      const share = ((cpuAfter - cpuBefore) / 1000 / elapsed) * 100;
      log(`  server CPU ${share.toFixed(0)}% of a core over ${elapsed.toFixed(1)} s`);
    }
    log(`  ${loadAverageLine()}`);
  } finally {
    await stopServer(child);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
