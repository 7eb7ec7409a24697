import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { api, setUpRoute } from './bench-data.js';

/**
 * Read benchmark: the real server (own process, fresh PGlite, or PostgreSQL when DATABASE_URL is
 * set) with one optimised route of N stops, read over loopback HTTP at a fixed, open-loop rate.
 * Open loop: request i is sent at start + i/rate whether or not earlier ones have answered, and its
 * latency counts from that planned moment, so a slow server cannot hide queueing by slowing the
 * load down (a closed loop, such as a fixed number of connections, would).
 *
 *   npm run bench:api -- [--rate 200] [--duration 15] [--stops 500] [--route] [--warmup 3]
 *                        [--cpu-prof DIR]
 */

const here = path.dirname(fileURLToPath(import.meta.url));

const { values: flags } = parseArgs({
  options: {
    rate: { type: 'string', default: '200' },
    duration: { type: 'string', default: '15' },
    stops: { type: 'string', default: '500' },
    warmup: { type: 'string', default: '3' },
    route: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
});

const log = (s: string) => process.stdout.write(`${s}\n`);

/** Starts bench-server.ts and answers its base URL once it listens. */
function startServer(
  profileDir: string | undefined,
): Promise<{ base: string; kind: string; child: ChildProcess }> {
  const args = ['--import', 'tsx', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])];
  const child = spawn(process.execPath, [...args, path.join(here, 'bench-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\d+) (\w+)/.exec(out);
      if (m) resolve({ base: `http://127.0.0.1:${m[1]}`, kind: m[2] ?? '', child });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

interface TRunResult {
  latencies: number[];
  errors: number;
  bytes: number;
  seconds: number;
  statuses: Map<number, number>;
}

/** Sends GET url at `rate` per second for `seconds`, each at its planned moment, and waits for all. */
async function openLoop(url: string, token: string, rate: number, seconds: number): Promise<TRunResult> {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let bytes = 0;
  const pending: Promise<void>[] = [];
  const fire = async (plannedAt: number) => {
    try {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status !== 200) errors += 1;
      else bytes = body.byteLength;
    } catch {
      errors += 1;
    }
    latencies.push(performance.now() - plannedAt);
  };
  const start = performance.now();
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    while (sent < total && start + sent * interval <= now) {
      pending.push(fire(start + sent * interval));
      sent += 1;
    }
    const next = start + sent * interval - performance.now();
    await new Promise((r) => setTimeout(r, Math.max(0, next)));
  }
  await Promise.all(pending);
  return { latencies, errors, bytes, seconds: (performance.now() - start) / 1000, statuses };
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

function report(label: string, r: TRunResult): void {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const ms = (v: number) => v.toFixed(1).padStart(7);
  log(`\n${label}`);
  log(
    `  requests ${r.latencies.length}, errors ${r.errors}, statuses ${[...r.statuses].map(([s, n]) => `${s}x${n}`).join(' ')}`,
  );
  log(
    `  achieved rate ${(r.latencies.length / r.seconds).toFixed(1)} req/s, answer ${(r.bytes / 1024).toFixed(1)} KB`,
  );
  log(
    `  latency ms: p50 ${ms(percentile(sorted, 50))}  p90 ${ms(percentile(sorted, 90))}  p97.5 ${ms(percentile(sorted, 97.5))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1) ?? Number.NaN)}`,
  );
}

async function main(): Promise<void> {
  const rate = Number(flags.rate);
  const seconds = Number(flags.duration);
  const warmup = Number(flags.warmup);
  const { base, kind, child } = await startServer(flags['cpu-prof']);
  try {
    log(`server ${base} on ${kind}`);
    const { token, routeId } = await setUpRoute(base, Number(flags.stops), log);
    const targets = [`/stops/${routeId}/`, ...(flags.route ? [`/route/${routeId}/`] : [])];
    for (const target of targets) {
      const url = `${base}/api${target}`;
      await api(base, 'GET', target, token);
      if (warmup > 0) await openLoop(url, token, rate, warmup);
      report(
        `GET /api${target} at ${rate} req/s for ${seconds} s (${kind})`,
        await openLoop(url, token, rate, seconds),
      );
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
