import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LiveEvents } from '@rp/contracts';
import pg from 'pg';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import {
  freePort,
  startHaproxy,
  startRedis,
  startWebProcess,
  type THaproxy,
  type TProductProcess,
} from '../src/test/processes.js';
import { connectTestSocket, type TTestSocket } from '../src/test/socket-test-helpers.js';
import { api } from './bench-data.js';
import { seedLiveBench, type TLiveSeed } from './live-seed.repository.js';
import { countsLine, latencyLine, loadAverageLine, log, runOpenLoop } from './loopback.js';
import { servedRateLine } from './served-rate.js';
import { byMode, failInShortMode } from './short-mode.js';

/**
 * `npm run bench:live`: the product as several processes serve it. With DATABASE_URL: two web
 * processes behind HAProxy, on a new database of that PostgreSQL server and a Redis of its own; without:
 * one web process on PGlite (a single-process database). Meanwhile `--drivers` drivers post their
 * position every 5 s and dispatchers read a `--stops`-stop optimised route at `--rate` a second, for
 * `--duration` s. Prints p50…p97.5 latency of each, errors, and the live position events the
 * dispatchers' sockets (one on each web process) got late (over 1 s after the post was answered) or
 * never.
 *
 *   npm run bench:live -- [--drivers 200] [--rate 200] [--duration 60] [--stops 500]
 *
 * BENCH_SHORT=1: 20 drivers, 20 reads a second, 4 s, 50 stops; any error or lost event fails it.
 */
const { values: flags } = parseArgs({
  options: {
    drivers: { type: 'string', default: byMode('200', '20') },
    rate: { type: 'string', default: byMode('200', '20') },
    duration: { type: 'string', default: byMode('60', '4') },
    stops: { type: 'string', default: byMode('500', '50') },
  },
});
const drivers = Number(flags.drivers);
const rate = Number(flags.rate);
const seconds = Number(flags.duration);
const stops = Number(flags.stops);
const POSITION_EVERY_MS = 5000;
const LATE_MS = 1000;

interface TCluster {
  base: string;
  /** The web processes' names for HAProxy's X-Backend (one socket is held on each). */
  backends: string[];
  /** What the web processes logged (errors only, at the bench's log level), to tell why a run failed. */
  webs: TProductProcess[];
  stop(): Promise<void>;
}

/** A new database on DATABASE_URL's server, migrated and seeded; answers its URL. */
async function seededPostgres(serverUrl: string): Promise<{ url: string; seed: TLiveSeed }> {
  const name = `bench_live_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const handle = await openDatabase({ url });
  await migrateToLatest(handle.db);
  const seed = await seedLiveBench(handle.db, { drivers, stops });
  await handle.close();
  return { url, seed };
}

async function seededPglite(dataDir: string): Promise<TLiveSeed> {
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await migrateToLatest(handle.db);
  const seed = await seedLiveBench(handle.db, { drivers, stops });
  await handle.close();
  return seed;
}

const webEnv = { OPTIMIZE_TIME_LIMIT_MS: byMode('5000', '1000'), LOG_LEVEL: 'error' };

async function startCluster(): Promise<{ cluster: TCluster; seed: TLiveSeed; kind: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rp-bench-live-'));
    const seed = await seededPglite(dataDir);
    const web = await startWebProcess({ ...webEnv, DATA_DIR: dataDir });
    return {
      seed,
      kind: 'PGlite, one web process',
      cluster: { base: web.url ?? '', backends: [''], webs: [web], stop: () => web.stop() },
    };
  }
  const { url, seed } = await seededPostgres(serverUrl);
  const redisPort = await freePort();
  const redis: ChildProcess = await startRedis(redisPort);
  const env = { ...webEnv, DATABASE_URL: url, REDIS_URL: `redis://127.0.0.1:${redisPort}` };
  const webs: TProductProcess[] = await Promise.all([startWebProcess(env), startWebProcess(env)]);
  const proxy: THaproxy = await startHaproxy({
    web1: Number(new URL(webs[0]?.url ?? '').port),
    web2: Number(new URL(webs[1]?.url ?? '').port),
  });
  return {
    seed,
    kind: 'PostgreSQL, two web processes behind HAProxy, Redis',
    cluster: {
      base: proxy.url,
      backends: ['web1', 'web2'],
      webs,
      stop: async () => {
        proxy.stop();
        await Promise.all(webs.map((w) => w.stop()));
        redis.kill();
      },
    },
  };
}

/** The first answer other than 200, told with the figures. */
let firstRefusal = '';

/** One request with node:http (lighter than fetch); answers status and latency from `plannedAt`. */
function request(
  agent: http.Agent,
  url: URL,
  opts: { method: 'GET' | 'POST'; token: string; body?: string },
): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        agent,
        method: opts.method,
        headers: {
          authorization: `Bearer ${opts.token}`,
          ...(opts.body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          if (res.statusCode !== 200 && text.length < 300) text += chunk.toString();
        });
        res.on('end', () => {
          if (text && !firstRefusal) firstRefusal = `${res.statusCode} ${text.slice(0, 300)}`;
          resolve(res.statusCode ?? 0);
        });
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(opts.body);
  });
}

interface TLoad {
  latencies: number[];
  statuses: Map<number, number>;
  /** When each 200 came back. */
  servedAt: number[];
}
const newLoad = (): TLoad => ({ latencies: [], statuses: new Map(), servedAt: [] });
function record(load: TLoad, status: number, plannedAt: number): void {
  load.latencies.push(performance.now() - plannedAt);
  if (status === 200) load.servedAt.push(performance.now());
  load.statuses.set(status, (load.statuses.get(status) ?? 0) + 1);
}

async function main(): Promise<void> {
  const { cluster, seed, kind } = await startCluster();
  log(
    `bench:live on ${kind}: ${drivers} drivers every 5 s, reads of a ${stops}-stop route at ${rate}/s, ${seconds} s`,
  );
  let problem: string | null = null;
  const sockets: TTestSocket[] = [];
  try {
    await api(cluster.base, 'POST', '/optimize/', seed.dispatcherToken, {
      route_id: seed.readRouteId,
      is_route_optimization: true,
    });
    // A dispatcher's planner on each web process, hearing every driver's position.
    for (const backend of cluster.backends) {
      const socket = await connectTestSocket(
        cluster.base,
        backend ? { headers: { 'x-backend': backend } } : {},
      );
      await socket.logIn(seed.dispatcherToken);
      sockets.push(socket);
    }
    const heardAt: number[][] = sockets.map((s) => {
      const heard: number[] = [];
      s.socket.on(LiveEvents.driverPositionChanged, () => {
        heard.push(performance.now());
      });
      return heard;
    });

    const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
    const reads = newLoad();
    const positions = newLoad();
    const answeredAt: number[] = [];
    const readUrl = new URL(`${cluster.base}/api/stops/${seed.readRouteId}/`);
    const positionUrl = new URL(`${cluster.base}/api/driver/position/`);
    const postRate = drivers / (POSITION_EVERY_MS / 1000);
    let posted = 0;
    const startedAt = performance.now();
    await Promise.all([
      runOpenLoop(rate, seconds, async (plannedAt) => {
        record(
          reads,
          await request(agent, readUrl, { method: 'GET', token: seed.dispatcherToken }),
          plannedAt,
        );
      }),
      runOpenLoop(postRate, seconds, async (plannedAt) => {
        const driver = seed.drivers[posted % seed.drivers.length];
        posted += 1;
        if (!driver) return;
        const body = JSON.stringify({
          client_id: randomBytes(12).toString('hex'),
          vehicle_route_id: driver.vehicleRouteId,
          lat: 39.95 + Math.random() * 0.05,
          lng: -75.16 + Math.random() * 0.05,
          taken_at: Date.now(),
        });
        const status = await request(agent, positionUrl, { method: 'POST', token: driver.token, body });
        record(positions, status, plannedAt);
        if (status === 200) answeredAt.push(performance.now());
      }),
    ]);
    // Events still on their way get a grace of LATE_MS x2 before they count as lost.
    await new Promise((r) => setTimeout(r, 2 * LATE_MS));
    agent.destroy();

    log(`reads:     ${latencyLine(reads.latencies, [50, 90, 97.5, 99])}; ${countsLine(reads.statuses)}`);
    log(`reads ${servedRateLine(reads.servedAt, { startedAt, seconds, offered: rate })}`);
    log(
      `positions: ${latencyLine(positions.latencies, [50, 90, 97.5, 99])}; ${countsLine(positions.statuses)}`,
    );
    const sent = [...answeredAt].sort((a, b) => a - b);
    let lostAll = 0;
    heardAt.forEach((heard, i) => {
      // Events carry only the route, so the k-th event heard is matched with the k-th post answered.
      const late = heard.filter((at, k) => at - (sent[k] ?? at) > LATE_MS).length;
      const lost = Math.max(0, sent.length - heard.length);
      lostAll += lost;
      log(
        `live events on socket ${i + 1}${cluster.backends[i] ? ` (${cluster.backends[i]})` : ''}: ` +
          `${heard.length} of ${sent.length} heard, ${late} late (> ${LATE_MS} ms), ${lost} lost`,
      );
    });
    if (firstRefusal) log(`first refusal: ${firstRefusal}`);
    log(loadAverageLine());
    const errors =
      [...reads.statuses, ...positions.statuses].filter(([s]) => s !== 200).reduce((n, [, k]) => n + k, 0) ??
      0;
    if (errors > 0) problem = `${errors} requests did not answer 200`;
    else if (lostAll > 0) problem = `${lostAll} live events lost`;
    if (problem) {
      cluster.webs.forEach((web, i) => {
        log(
          `web process ${i + 1} logged (its last lines):\n${web.output().trim().split('\n').slice(-40).join('\n')}`,
        );
      });
    }
  } finally {
    for (const s of sockets) s.close();
    await cluster.stop();
  }
  failInShortMode(problem);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
