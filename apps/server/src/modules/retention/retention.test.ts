import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { Api, POSITION_RETENTION_DEFAULT_DAYS, RetentionMessages } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, errorOf } from '../../test/api-call.js';
import { sentDriverDay, type TDriverDay } from '../../test/driver-helpers.js';
import { newTeam, type TTestTeam } from '../../test/routes-helpers.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';
import { runRetention } from './retention.service.js';

const DAY_MS = 24 * 3600 * 1000;
/** The job's now: a day after the real time, so every file written by the test is past its grace hour. */
const NOW = new Date(Date.now() + DAY_MS);
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

let t: TTestApp;
let day: TDriverDay;
let shortTeam: TDriverDay;
let gone: TDriverDay;
let bystander: TTestTeam;

beforeAll(async () => {
  t = await createTestApp();
  day = await sentDriverDay(t);
  shortTeam = await sentDriverDay(t);
  gone = await sentDriverDay(t);
  bystander = await newTeam(t);
});
afterAll(() => t.close());

const positionAt = (d: TDriverDay, takenAt: Date) => ({
  driver_route_id: d.annaRoute,
  team_id: d.team.teamId,
  user_id: d.anna.userId,
  lat: 52.2,
  lng: 21,
  taken_at: takenAt,
});

const positionsOf = async (d: TDriverDay) =>
  (
    await t.deps.db
      .selectFrom('driver_positions')
      .select('taken_at')
      .where('team_id', '=', d.team.teamId)
      .orderBy('taken_at')
      .execute()
  ).map((p) => Math.round((NOW.getTime() - p.taken_at.getTime()) / DAY_MS));

/** A proof picture in the file store, named by a stop or not, written `writtenAgoMs` before NOW. */
async function proofFile(key: string, writtenAgoMs: number, stopId?: number): Promise<void> {
  await t.deps.files.put(key, Buffer.from('jpeg bytes'), 'image/jpeg');
  const at = new Date(NOW.getTime() - writtenAgoMs);
  await utimes(path.join(t.deps.config.FILES_DIR, key), at, at);
  if (stopId)
    await t.deps.db.updateTable('stops').set({ photo_path: key }).where('id', '=', stopId).execute();
}

describe('the team setting', () => {
  it('keeps positions 30 days unless the team chooses otherwise', async () => {
    const read = await callApi(t, Api.teamPreferences, { token: day.team.token });
    expect(read.answer.data.positionRetentionDays).toBe(POSITION_RETENTION_DEFAULT_DAYS);
    const saved = await callApi(t, Api.saveTeamPreferences, {
      token: shortTeam.team.token,
      body: { positionRetentionDays: 5 },
    });
    expect(saved.answer.data.positionRetentionDays).toBe(5);
  });

  it('refuses a number of days out of range with the rule in words', async () => {
    for (const bad of [0, 3651, 2.5, '10']) {
      const res = await call(t.app, 'POST', '/save_teampreferences/', {
        token: day.team.token,
        body: { positionRetentionDays: bad },
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(RetentionMessages.positionRetentionDays);
    }
  });
});

describe('runRetention', () => {
  it('removes old positions by each team setting, old client ids and proof files no stop names', async () => {
    const db = t.deps.db;
    await db
      .insertInto('driver_positions')
      .values([
        positionAt(day, daysAgo(31)),
        positionAt(day, daysAgo(29)),
        positionAt(shortTeam, daysAgo(6)),
        positionAt(shortTeam, daysAgo(4)),
      ])
      .execute();
    await db
      .insertInto('applied_client_ids')
      .values([
        { user_id: day.anna.userId, client_id: 'old-one', kind: 'position', created_at: daysAgo(8) },
        { user_id: day.anna.userId, client_id: 'recent-one', kind: 'position', created_at: daysAgo(6) },
      ])
      .execute();
    const [annaStop] = day.annaStops as [number];
    const [deletedRouteStop] = gone.annaStops as [number];
    await proofFile(`proof/${day.team.teamId}/${annaStop}-photo-kept.jpg`, 2 * DAY_MS, annaStop);
    await proofFile(
      `proof/${gone.team.teamId}/${deletedRouteStop}-photo-gone.jpg`,
      2 * DAY_MS,
      deletedRouteStop,
    );
    await proofFile(`proof/${bystander.teamId}/1-photo-saving.jpg`, 10 * 60 * 1000);
    const deleted = await callApi(t, Api.deleteRoute, {
      token: gone.team.token,
      body: { route_id: gone.routeId },
    });
    expect(deleted.status).toBe(200);

    const removed = await runRetention(t.deps, NOW);

    expect(removed).toEqual({ positions: 2, appliedClientIds: 1, proofFiles: 1 });
    expect(await positionsOf(day)).toEqual([29]);
    expect(await positionsOf(shortTeam)).toEqual([4]);
    const ids = await db.selectFrom('applied_client_ids').select('client_id').execute();
    expect(ids.map((r) => r.client_id)).toContain('recent-one');
    expect(ids.map((r) => r.client_id)).not.toContain('old-one');
    expect(await t.deps.files.get(`proof/${day.team.teamId}/${annaStop}-photo-kept.jpg`)).not.toBeNull();
    expect(await t.deps.files.get(`proof/${gone.team.teamId}/${deletedRouteStop}-photo-gone.jpg`)).toBeNull();
    // Written within the hour: its stop may not have been saved yet.
    expect(await t.deps.files.get(`proof/${bystander.teamId}/1-photo-saving.jpg`)).not.toBeNull();
  });

  it('removes nothing more when run again', async () => {
    expect(await runRetention(t.deps, NOW)).toEqual({ positions: 0, appliedClientIds: 0, proofFiles: 0 });
  });
});
