import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { QUEUE_SCHEMA } from '../jobs/job-sql.repository.js';
import { sentDriverDay } from '../test/driver-helpers.js';
import { createTestApp, type TTestApp } from '../test/test-app.js';
import { RETENTION_JOB, retentionCron, scheduleRetentionJob } from './retention-schedule.js';

const DAY_MS = 24 * 3600 * 1000;

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const retentionDeps = () => ({
  db: t.deps.db,
  files: t.deps.files,
  now: () => new Date(),
  log: t.app.log,
});

const storedSchedule = async () => {
  const { rows } = await sql<{ cron: string }>`
    SELECT cron FROM ${sql.table(`${QUEUE_SCHEMA}.schedule`)} WHERE name = ${RETENTION_JOB}
  `.execute(t.deps.db);
  return rows.map((r) => r.cron);
};

it('turns the interval into a cron schedule', () => {
  expect(retentionCron(15)).toBe('*/15 * * * *');
  expect(retentionCron(60)).toBe('0 */1 * * *');
  expect(retentionCron(360)).toBe('0 */6 * * *');
  expect(retentionCron(24 * 60)).toBe('0 3 * * *');
});

it('keeps one schedule in the database however many processes set it, and none at 0', async () => {
  await scheduleRetentionJob(t.deps.jobs, retentionDeps(), 60);
  await scheduleRetentionJob(t.deps.jobs, retentionDeps(), 60);
  expect(await storedSchedule()).toEqual(['0 */1 * * *']);
  await scheduleRetentionJob(t.deps.jobs, retentionDeps(), 0);
  expect(await storedSchedule()).toEqual([]);
});

it("the queue's retention job removes positions past the team's setting and keeps recent ones", async () => {
  await scheduleRetentionJob(t.deps.jobs, retentionDeps(), 60);
  const d = await sentDriverDay(t);
  const position = (daysAgo: number) => ({
    driver_route_id: d.annaRoute,
    team_id: d.team.teamId,
    user_id: d.anna.userId,
    lat: 52.2,
    lng: 21,
    taken_at: new Date(Date.now() - daysAgo * DAY_MS),
  });
  await t.deps.db
    .insertInto('driver_positions')
    .values([position(40), position(1)])
    .execute();
  // The job a tick of the schedule sends, run as a process that takes jobs runs it.
  await t.deps.jobs.send(t.deps.db, RETENTION_JOB, {}, { key: 'retention-test-tick' });
  await t.deps.jobs.drain();
  const left = await t.deps.db
    .selectFrom('driver_positions')
    .select('taken_at')
    .where('team_id', '=', d.team.teamId)
    .execute();
  expect(left.map((p) => Math.round((Date.now() - p.taken_at.getTime()) / DAY_MS))).toEqual([1]);
});
