import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/* What the loopback benchmarks share: the real server in its own process, and how latencies and CPU
   are measured and told. */

const here = path.dirname(fileURLToPath(import.meta.url));

export const log = (s: string) => process.stdout.write(`${s}\n`);

/**
 * Starts bench-server.ts (fresh database, 127.0.0.1, free port) and answers its base URL, once it listens,
 * and the folder its mails are written to.
 */
export function startServer(
  profileDir?: string,
): Promise<{ base: string; kind: string; outbox: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bench-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...(profileDir ? { BENCH_PROFILE_DIR: path.resolve(profileDir) } : {}) },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\d+) (\w+) (\S+)\n/.exec(out);
      if (m) resolve({ base: `http://127.0.0.1:${m[1]}`, kind: m[2] ?? '', outbox: m[3] ?? '', child });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

/** Stops the server started by startServer and waits until it has exited. */
export async function stopServer(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** User + system CPU of a process so far, in ms, from /proc (Linux); null elsewhere. */
export function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / 100 : null;
  } catch {
    return null;
  }
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** "p50 1.2, p90 …, max 9.9" of latencies in ms at the given percentiles. */
export function latencyLine(latencies: readonly number[], percentiles: readonly number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (v: number) => v.toFixed(1);
  const parts = percentiles.map((p) => `p${p} ${ms(percentile(sorted, p))}`);
  return `latency ms: ${parts.join(', ')}, max ${ms(sorted.at(-1) ?? 0)}`;
}

/** "200 x10, 413 x5" of a count per status (or per failure cause). */
export const countsLine = (counts: ReadonlyMap<number | string, number>): string =>
  [...counts].map(([s, k]) => `${s} x${k}`).join(', ');

export function loadAverageLine(): string {
  const loads = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  return `load average ${loads} on ${os.cpus().length} cores`;
}

/**
 * Calls `send(plannedAt)` `rate` times a second for `seconds`, each at its planned moment whether or
 * not earlier ones have finished (open loop), and waits for all of them.
 */
export async function runOpenLoop(
  rate: number,
  seconds: number,
  send: (plannedAt: number) => Promise<void>,
): Promise<void> {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    while (sent < total && start + sent * interval <= now) {
      pending.push(send(start + sent * interval));
      sent += 1;
    }
    const next = start + sent * interval - performance.now();
    await new Promise((r) => setTimeout(r, Math.max(0, next)));
  }
  await Promise.all(pending);
}
