import { DeliveryStatus } from '@rp/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sentDriverDay, TEST_NOW } from '../test/driver-helpers.js';
import { createTestApp, type TTestApp } from '../test/test-app.js';
import { down, up } from './migrations/0013_stop_done_by.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.setNow(TEST_NOW);
});
afterAll(() => t.close());

it("credits stops done before migration 0013 to their driver route's driver, and leaves open stops to no one", async () => {
  const d = await sentDriverDay(t);
  const db = t.deps.db;
  await db
    .updateTable('stops')
    .set({ delivery_status: DeliveryStatus.Delivered })
    .where('id', '=', d.annaStops[0] as number)
    .execute();
  await db
    .updateTable('stops')
    .set({ delivery_status: DeliveryStatus.Failed })
    .where('id', '=', d.benStops[1] as number)
    .execute();
  const raw = db as unknown as Kysely<unknown>;
  await down(raw);
  await up(raw);
  const rows = await db
    .selectFrom('stops')
    .select(['id', 'done_by'])
    .where('route_id', '=', d.routeId)
    .orderBy('id')
    .execute();
  const doneBy = new Map(rows.map((r) => [r.id, r.done_by]));
  expect(doneBy.get(d.annaStops[0] as number)).toBe(d.anna.userId);
  expect(doneBy.get(d.benStops[1] as number)).toBe(d.ben.userId);
  expect(doneBy.get(d.annaStops[1] as number)).toBeNull();
  expect(doneBy.get(d.benStops[0] as number)).toBeNull();
});
