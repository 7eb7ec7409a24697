import http from 'node:http';
import { parseArgs } from 'node:util';
import { api, setUpRoute } from './bench-data.js';
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
import { byMode, failInShortMode, isShortMode } from './short-mode.js';

/**
 * Read benchmark: the real server (own process, fresh PGlite, or PostgreSQL when DATABASE_URL is
 * set) with one optimised route of N stops, read over loopback HTTP at a fixed, open-loop rate.
 * Open loop: request i is sent at start + i/rate whether or not earlier ones have answered, and its
 * latency counts from that planned moment, so a slow server cannot hide queueing by slowing the
 * load down (a closed loop, such as a fixed number of connections, would).
 *
 *   npm run bench:api -- [--rate 200] [--duration 15] [--stops 500] [--route] [--warmup 3]
 *                        [--cpu-prof DIR]   (the server's CPU profile of each measured run)
 *
 * BENCH_SHORT=1 (short-mode.ts): 20 stops, both reads at 20 req/s for 1 s, no warm-up; any answer
 * other than 200 fails the run.
 */

const { values: flags } = parseArgs({
  options: {
    rate: { type: 'string', default: byMode('200', '20') },
    duration: { type: 'string', default: byMode('15', '1') },
    stops: { type: 'string', default: byMode('500', '20') },
    warmup: { type: 'string', default: byMode('3', '0') },
    route: { type: 'boolean', default: isShortMode },
    'cpu-prof': { type: 'string' },
  },
});

interface TRunResult {
  latencies: number[];
  errors: number;
  bytes: number;
  seconds: number;
  statuses: Map<number, number>;
  /** Requests that got no answer, by cause. */
  failures: Map<string, number>;
  /** CPU the server process used during the run (user + system), when /proc tells. */
  serverCpuMs: number | null;
  /** CPU this load generator used during the run. */
  clientCpuMs: number;
}

/** One GET with node:http (lighter than fetch, so the load generator stays out of the way). */
function get(agent: http.Agent, url: URL, token: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Sends GET url at `rate` per second for `seconds`, each at its planned moment, and waits for all. */
async function openLoop(
  url: string,
  token: string,
  rate: number,
  seconds: number,
  serverPid?: number,
): Promise<TRunResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const target = new URL(url);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const failures = new Map<string, number>();
  let errors = 0;
  let bytes = 0;
  const fire = async (plannedAt: number) => {
    try {
      const res = await get(agent, target, token);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status !== 200) errors += 1;
      else bytes = res.bytes;
    } catch (error) {
      errors += 1;
      const kind = (error as { code?: string }).code ?? String(error);
      failures.set(kind, (failures.get(kind) ?? 0) + 1);
    }
    latencies.push(performance.now() - plannedAt);
  };
  const cpuBefore = cpuMsOf(serverPid);
  const clientBefore = process.cpuUsage();
  const start = performance.now();
  await runOpenLoop(rate, seconds, fire);
  const cpuAfter = cpuMsOf(serverPid);
  const client = process.cpuUsage(clientBefore);
  agent.destroy();
  return {
    latencies,
    errors,
    bytes,
    seconds: (performance.now() - start) / 1000,
    statuses,
    failures,
    serverCpuMs: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null,
    clientCpuMs: (client.user + client.system) / 1000,
  };
}

function report(label: string, r: TRunResult): void {
  const n = r.latencies.length;
  log(`\n${label}`);
  log(`  requests ${n}, errors ${r.errors} (statuses: ${countsLine(r.statuses)})`);
  if (r.failures.size) log(`  no answer: ${countsLine(r.failures)}`);
  log(`  achieved rate ${(n / r.seconds).toFixed(1)} req/s, answer ${(r.bytes / 1024).toFixed(1)} KB`);
  log(`  ${latencyLine(r.latencies, [50, 90, 97.5, 99])}`);
  if (r.serverCpuMs !== null) {
    log(
      `  server CPU ${(r.serverCpuMs / n).toFixed(2)} ms per request (${((r.serverCpuMs / 1000 / r.seconds) * 100).toFixed(0)}% of a core)`,
    );
  }
  log(`  load generator CPU ${((r.clientCpuMs / 1000 / r.seconds) * 100).toFixed(0)}% of a core`);
  log(`  ${loadAverageLine()}`);
}

async function main(): Promise<void> {
  const rate = Number(flags.rate);
  const seconds = Number(flags.duration);
  const warmup = Number(flags.warmup);
  const { base, kind, outbox, child } = await startServer(flags['cpu-prof']);
  try {
    log(`server ${base} on ${kind}`);
    const { token, routeId } = await setUpRoute(base, outbox, Number(flags.stops), log);
    const targets = [`/stops/${routeId}/`, ...(flags.route ? [`/route/${routeId}/`] : [])];
    for (const target of targets) {
      const url = `${base}/api${target}`;
      await api(base, 'GET', target, token);
      if (warmup > 0) await openLoop(url, token, rate, warmup, child.pid);
      if (flags['cpu-prof']) child.kill('SIGUSR2');
      const result = await openLoop(url, token, rate, seconds, child.pid);
      if (flags['cpu-prof']) child.kill('SIGUSR2');
      report(`GET /api${target} at ${rate} req/s for ${seconds} s (${kind})`, result);
      failInShortMode(result.errors ? `GET /api${target}: ${result.errors} requests without a 200` : null);
    }
  } finally {
    await stopServer(child);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
