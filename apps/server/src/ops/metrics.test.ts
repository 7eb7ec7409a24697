import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { Api, ReadinessMessages } from '@rp/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type DbHandle, openDatabase } from '../db/database.js';
import { answerOf, errorOf } from '../test/api-call.js';
import { migratedPgliteDump } from '../test/pglite-dump.js';
import { registerMetricsRoute, startMetricsServer } from './metrics-endpoint.js';
import { createMetrics } from './metrics-registry.js';
import { parsePrometheusText, sampleValue } from './prometheus-text.js';

const TOKEN = 'scrape-token-0123456789';

/** One app for the file: metrics behind a token, a trusted proxy on loopback, log lines kept. */
let handle: DbHandle;
let app: Awaited<ReturnType<typeof buildApp>>['app'];
const logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  handle = await openDatabase({ loadDataDir: await migratedPgliteDump() });
  const config = loadConfig({
    NODE_ENV: 'test',
    SCRYPT_LOG2_N: '12',
    METRICS_TOKEN: TOKEN,
    TRUST_PROXY: '127.0.0.1',
    WEB_DIST: '/nonexistent-web-dist',
  });
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  // Node's process metrics too, as main.ts has them.
  ({ app } = await buildApp({
    config,
    db: handle.db,
    pglite: handle.pglite,
    logger: { level: 'info', stream },
    metrics: createMetrics(),
    dbStats: handle.stats,
  }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await handle.close();
});

const scrape = async () => {
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return parsePrometheusText(res.body);
};

describe('/metrics', () => {
  it('answers 401 without the token or with another', async () => {
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests by route pattern and status, with their latency, in Prometheus text format', async () => {
    const before = (await scrape()).samples;
    const labels = { method: 'GET', route: '/api/health', status: '200' };
    const count = (s: typeof before) => sampleValue(s, 'rp_http_requests_total', labels) ?? 0;
    const timed = (s: typeof before) => sampleValue(s, 'rp_http_request_duration_seconds_count', labels) ?? 0;
    await app.inject({ url: '/api/health' });
    await app.inject({ url: '/api/health' });
    await app.inject({ url: '/api/routes/123456/no-such-thing?x=1' });
    const { samples, types } = await scrape();
    expect(count(samples) - count(before)).toBe(2);
    expect(timed(samples) - timed(before)).toBe(2);
    expect(types.get('rp_http_request_duration_seconds')).toBe('histogram');
    // A URL no route matches is one label, never the raw path.
    expect(sampleValue(samples, 'rp_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(samples.some((s) => s.labels.route?.includes('123456'))).toBe(false);
  });

  it('reports the database pool, socket connections, the job queue and process metrics', async () => {
    const { samples } = await scrape();
    expect(sampleValue(samples, 'rp_db_pool', { state: 'in_flight' })).toBeGreaterThanOrEqual(0);
    expect(sampleValue(samples, 'rp_db_pool', { state: 'waiting' })).toBe(0);
    expect(sampleValue(samples, 'rp_socket_connections', { state: 'open' })).toBe(0);
    expect(sampleValue(samples, 'rp_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('lets another part count its jobs and report the queue depth', async () => {
    const metrics = createMetrics({ processMetrics: false });
    metrics.jobs.finished.inc({ kind: 'optimise', state: 'completed' });
    metrics.jobs.duration.observe({ kind: 'optimise', state: 'completed' }, 1.5);
    metrics.jobs.collectQueueDepth(async () => [{ kind: 'mail', state: 'waiting', count: 3 }]);
    const { samples } = parsePrometheusText((await metrics.scrape()).body);
    expect(sampleValue(samples, 'rp_jobs_finished_total', { kind: 'optimise', state: 'completed' })).toBe(1);
    expect(sampleValue(samples, 'rp_job_duration_seconds_sum', { kind: 'optimise' })).toBe(1.5);
    expect(sampleValue(samples, 'rp_job_queue_depth', { kind: 'mail', state: 'waiting' })).toBe(3);
  });

  it('is served on METRICS_PORT instead, and then not on the main port', async () => {
    const metrics = createMetrics({ processMetrics: false });
    const access = { METRICS_PORT: 0, METRICS_HOST: '127.0.0.1', METRICS_TOKEN: undefined };
    const server = await startMetricsServer(metrics, access);
    if (!server) throw new Error('no metrics server');
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(parsePrometheusText(await res.text()).types.get('rp_http_requests_total')).toBe('counter');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      server.close();
    }
    const main = Fastify();
    registerMetricsRoute(main, metrics, { ...access, METRICS_TOKEN: TOKEN });
    expect(
      (await main.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode,
    ).toBe(404);
    await main.close();
  });
});

describe('request ids', () => {
  it('puts the id on every log line of the request and on the answer', async () => {
    const res = await app.inject({ url: '/api/health/live', remoteAddress: '10.1.2.3' });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = logLines.filter((l) => l.reqId === id);
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('keeps a trusted proxy X-Request-Id and ignores one from anyone else', async () => {
    const headers = { 'x-request-id': 'proxy-abc-123' };
    const viaProxy = await app.inject({ url: '/api/health/live', headers, remoteAddress: '127.0.0.1' });
    expect(viaProxy.headers['x-request-id']).toBe('proxy-abc-123');
    expect(logLines.some((l) => l.reqId === 'proxy-abc-123')).toBe(true);
    const direct = await app.inject({ url: '/api/health/live', headers, remoteAddress: '203.0.113.9' });
    expect(direct.headers['x-request-id']).not.toBe('proxy-abc-123');
    const forged = await app.inject({ url: '/api/health/live', headers: { 'x-request-id': 'a b\n{"x":1}' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('health', () => {
  it('is not ready while a migration is missing', async () => {
    const migrations = handle.db.withTables<{ kysely_migration: { name: string; timestamp: string } }>();
    const [last] = await migrations
      .selectFrom('kysely_migration')
      .selectAll()
      .orderBy('name', 'desc')
      .limit(1)
      .execute();
    if (!last) throw new Error('no migration applied');
    await migrations.deleteFrom('kysely_migration').where('name', '=', last.name).execute();
    const res = await app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(errorOf(res).message).toBe(ReadinessMessages.migrationsPending(1));
    await migrations.insertInto('kysely_migration').values(last).execute();
  });

  it('is live and ready while the database answers with every migration applied', async () => {
    expect(answerOf(await app.inject({ url: '/api/health/live' }), Api.healthLive)).toEqual({ status: 'ok' });
    expect(answerOf(await app.inject({ url: '/api/health/ready' }), Api.healthReady)).toEqual({
      status: 'ready',
      database: 'ok',
      migrations: 'applied',
    });
  });

  // Last: it closes the file's database.
  it('is not ready, but still live, when the database does not answer', async () => {
    await handle.close();
    const res = await app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(errorOf(res).message).toBe(ReadinessMessages.databaseUnreachable);
    expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
  });
});
