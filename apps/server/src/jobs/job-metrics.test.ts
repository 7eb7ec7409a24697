import { afterAll, beforeAll, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from '../ops/prometheus-text.js';
import { createTestApp, type TTestApp } from '../test/test-app.js';

/* The queue feeds /metrics: each job's end by kind and state, how long it ran, and the queue's
   depth read at the scrape, all in prom-client's text format. */

const TOKEN = 'job-metrics-token-0123456789';

let t: TTestApp;
beforeAll(async () => {
  // A retry waits long enough never to come round during the test.
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, JOB_RETRY_DELAY_SECONDS: '600' } });
  t.deps.jobs.work('probe-ok', async () => 'fine');
  t.deps.jobs.work('probe-failing', async () => {
    throw new Error('always fails');
  });
});
afterAll(() => t.close());

async function scrape() {
  const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return parsePrometheusText(res.body).samples;
}

const value = (samples: Awaited<ReturnType<typeof scrape>>, name: string, labels: Record<string, string>) =>
  sampleValue(samples, name, labels) ?? 0;

it('counts jobs by kind and how they ended, times them, and reads the queue depth at each scrape', async () => {
  const before = await scrape();
  await t.deps.jobs.send(t.deps.db, 'probe-ok', {}, { key: 'ok-1' });
  await t.deps.jobs.send(t.deps.db, 'probe-ok', {}, { key: 'ok-2' });
  await t.deps.jobs.send(t.deps.db, 'probe-failing', {}, { key: 'gives-up', retryLimit: 0 });
  await t.deps.jobs.send(t.deps.db, 'probe-failing', {}, { key: 'tries-again', retryLimit: 1 });
  await t.deps.jobs.send(t.deps.db, 'probe-later', {}, { key: 'waiting' });
  const queued = await scrape();
  expect(value(queued, 'rp_job_queue_depth', { kind: 'probe-later', state: 'created' })).toBe(1);
  await t.deps.jobs.drain();

  const after = await scrape();
  const moved = (name: string, labels: Record<string, string>) =>
    value(after, name, labels) - value(before, name, labels);
  expect(moved('rp_jobs_finished_total', { kind: 'probe-ok', state: 'completed' })).toBe(2);
  expect(moved('rp_jobs_finished_total', { kind: 'probe-failing', state: 'failed' })).toBe(1);
  expect(moved('rp_jobs_finished_total', { kind: 'probe-failing', state: 'retried' })).toBe(1);
  expect(moved('rp_job_duration_seconds_count', { kind: 'probe-ok', state: 'completed' })).toBe(2);
  expect(
    value(after, 'rp_job_duration_seconds_sum', { kind: 'probe-ok', state: 'completed' }),
  ).toBeGreaterThan(0);
  // The retried job waits for its next try; nobody works 'probe-later', so it still waits too.
  expect(value(after, 'rp_job_queue_depth', { kind: 'probe-failing', state: 'retry' })).toBe(1);
  expect(value(after, 'rp_job_queue_depth', { kind: 'probe-later', state: 'created' })).toBe(1);
  expect(value(after, 'rp_job_queue_depth', { kind: 'probe-ok', state: 'created' })).toBe(0);
});

it('counts the mails the product sends as jobs too', async () => {
  const before = await scrape();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact/',
    payload: { email: 'client@example.com', message: 'Counting mails' },
  });
  expect(res.statusCode).toBe(200);
  const after = await scrape();
  const labels = { kind: 'mail', state: 'completed' };
  expect(
    value(after, 'rp_jobs_finished_total', labels) - value(before, 'rp_jobs_finished_total', labels),
  ).toBe(1);
});
