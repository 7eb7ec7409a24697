import type { SerializableSolveOptions, Solution, SolveInput } from '@rp/optimizer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SolverPool } from '../core/ports/solver-pool.js';
import { queuedSolverPool, workSolveJobs } from '../modules/optimise/queued-solver-pool.js';
import { startSmtpTestServer } from '../test/smtp-test-server.js';
import { call, createTestApp, signupUser, type TTestApp } from '../test/test-app.js';
import { createJobQueue, type JobQueue } from './job-queue.js';

/* The queue on the test app's own database (PGlite, or PostgreSQL in CI): jobs written in a
   transaction live and die with it, a key is one job, and a failing job is retried. */

let t: TTestApp;
let jobs: JobQueue;
const ran: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  jobs = createJobQueue({
    db: t.deps.db,
    takeJobs: false,
    pollSeconds: 1,
    retryDelaySeconds: 1,
    maintenanceSeconds: 10,
    onError: () => undefined,
  });
  jobs.work<{ name: string }, string>('note', async ({ name }) => {
    ran.push(name);
    return `done ${name}`;
  });
  await jobs.start();
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

describe('job queue', () => {
  it('a job sent in a transaction that rolls back never runs; one that commits runs once', async () => {
    await t.deps.db
      .transaction()
      .execute(async (trx) => {
        await jobs.send(trx, 'note', { name: 'rolled back' }, { key: 'k-rolled-back' });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await t.deps.db.transaction().execute(async (trx) => {
      await jobs.send(trx, 'note', { name: 'committed' }, { key: 'k-committed' });
    });
    await jobs.drain();
    await jobs.drain();
    expect(ran).toEqual(['committed']);
  });

  it('the same key is one job, and its result is kept for whoever waits on it', async () => {
    ran.length = 0;
    const first = await jobs.send(t.deps.db, 'note', { name: 'once' }, { key: 'k-once' });
    const second = await jobs.send(t.deps.db, 'note', { name: 'once again' }, { key: 'k-once' });
    expect(second).toBe(first);
    await jobs.drain();
    expect(ran).toEqual(['once']);
    await expect(jobs.result<string>('note', first)).resolves.toBe('done once');
  });

  it('a solve goes to whichever process takes jobs and comes back whole (typed arrays, infinity)', async () => {
    let seen: SolveInput | undefined;
    const solution = {
      routes: [],
      unassigned: [],
      totals: { distance: 1 },
      stats: {},
    } as unknown as Solution;
    const threads: SolverPool = {
      async solve(input) {
        seen = input;
        return solution;
      },
      cancel: () => undefined,
      close: async () => undefined,
    };
    workSolveJobs(jobs, threads);
    const web = queuedSolverPool(jobs, t.deps.db, { graceSeconds: 5 });
    const input = {
      matrix: Float64Array.from([0, 1.5, Number.POSITIVE_INFINITY, 0]),
    } as unknown as SolveInput;
    const options: SerializableSolveOptions = { timeLimitMs: 1000, maxIterations: 10 };
    const answer = web.solve(input, options, 'route-1');
    // The job row is written after the call starts; a busy database server may take over a second.
    await expect.poll(() => jobs.drain(), { timeout: 30_000 }).toBe(1);
    await expect(answer).resolves.toEqual(solution);
    expect((seen as unknown as { matrix: number[] }).matrix).toEqual([0, 1.5, Number.POSITIVE_INFINITY, 0]);
  });
});

describe('mail jobs through a real SMTP server', () => {
  it('a mail whose SMTP server fails twice is delivered once', async () => {
    const smtp = await startSmtpTestServer({ refuseFirst: 2 });
    const app = await createTestApp({
      pollJobs: true,
      env: { SMTP_URL: smtp.url, JOB_POLL_SECONDS: '0.5', JOB_RETRY_DELAY_SECONDS: '1' },
    });
    try {
      const user = await signupUser(app.app);
      const res = await call(app.app, 'POST', '/forgot-password/', { body: { email: user.email } });
      expect(res.statusCode, res.body).toBe(200);
      const isReset = (m: { to: string[]; subject: string }) =>
        m.to.includes(user.email.toLowerCase()) && /Reset your/.test(m.subject);
      await smtp.waitForMessage(isReset);
      expect(smtp.refused).toBe(2);
      // Another look of the workers finds nothing left to send.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(smtp.messages.filter(isReset)).toHaveLength(1);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});
