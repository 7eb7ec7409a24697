import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DeliveryStatus,
  DriverMessages,
  LiveEvents,
  ProofRequired,
  type TProofRequired,
} from '@rp/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TAuthContext } from '../../core/auth-context.js';
import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/database.js';
import { createFolderFileStore } from '../../files/file-store.js';
import { createLivePublisher, type TLiveChange } from '../../live/live-publisher.js';
import { insertDriverRoute, insertPlannedStop } from '../../test/driver-rows.js';
import { openTestDatabase } from '../../test/test-database.js';
import type { TDriverCallDeps } from './driver-day.js';
import { getDriverRoute, listDriverRoutes, setDriverRouteStatus } from './driver-routes.service.js';
import { clearedProof, saveStopDelivery } from './stop-delivery.service.js';

/**
 * The four driver calls (list, one route, its status, a stop's outcome) on their services, against
 * one migrated database and no app: this file is rerun for every mutant of the driver-api module.
 * Each test builds its own small day straight in the database and checks what the call answered,
 * what it stored and what it told the team. The same paths through HTTP (guards, bodies) are in
 * driver-routes.test.ts, stop-delivery.test.ts and stop-undo.test.ts; the rules alone in
 * driver-api-rules.test.ts.
 */

let database: { db: Db; close: () => Promise<void> };
let filesDir: string;
let now = new Date('2025-06-02T10:00:00Z');
let deps: TDriverCallDeps;
const published: TLiveChange[] = [];
const deleted: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  filesDir = await mkdtemp(path.join(tmpdir(), 'rp-driver-calls-'));
  const folder = createFolderFileStore(filesDir);
  const live = createLivePublisher();
  live.subscribe((change) => published.push(change));
  const files = {
    ...folder,
    delete: (key: string) => {
      deleted.push(key);
      return folder.delete(key);
    },
  };
  deps = { db: database.db, now: () => now, live, files };
});
afterAll(async () => {
  await database?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

/** What the calls published and deleted from now on (each test starts with none). */
function startWatching(at: Date): void {
  now = at;
  published.length = 0;
  deleted.length = 0;
}

let serial = 0;

/** A driver as the auth guard hands the services their caller: only the ids are read. */
const callerOf = (user: { id: number; team_id: number }): TAuthContext =>
  ({ userId: user.id, teamId: user.team_id, isDriver: true, isDispatcher: false }) as TAuthContext;

/**
 * A team in a zone with one route for a day, sent to Anna (two stops, the second added first) and
 * Ben (one stop); `sent: false` leaves Anna's driver route unsent.
 */
async function aDriverDay(
  opts: { timezone?: string; day?: string; proof?: TProofRequired; sent?: boolean } = {},
) {
  const db = deps.db;
  serial += 1;
  const team = await db
    .insertInto('teams')
    .values({
      name: `Drivers ${serial}`,
      trial_ends_at: new Date('2030-01-01T00:00:00Z'),
      timezone: opts.timezone ?? 'UTC',
      proof_required: opts.proof ?? ProofRequired.None,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = (name: string) =>
    db
      .insertInto('users')
      .values({ team_id: team.id, email: `${name.toLowerCase()}${serial}@example.com`, name, role: 1 })
      .returning(['id', 'team_id'])
      .executeTakeFirstOrThrow();
  const anna = await user('Anna');
  const ben = await user('Ben');
  const day = opts.day ?? '2025-06-02';
  const route = await db
    .insertInto('routes')
    .values({ team_id: team.id, name: 'Monday', planned_on: day, is_optimized: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const driverRoute = (driverId: number, position: number, sent: boolean) =>
    insertDriverRoute(db, {
      routeId: route.id,
      driverId,
      position,
      sentAt: sent ? new Date('2025-06-01T18:00:00Z') : null,
    });
  const annaRoute = await driverRoute(anna.id, 0, opts.sent ?? true);
  const benRoute = await driverRoute(ben.id, 1, true);
  const stop = (name: string, vehicleRouteId: number, position: number) =>
    insertPlannedStop(db, {
      routeId: route.id,
      vehicleRouteId,
      position,
      name,
      lat: 52.2,
      lng: 21 + position / 100,
    });
  const annaSecond = await stop('Anna 2', annaRoute, 2);
  const annaFirst = await stop('Anna 1', annaRoute, 1);
  const benStop = await stop('Ben 1', benRoute, 1);
  return {
    teamId: team.id,
    routeId: route.id,
    anna: callerOf(anna),
    ben: callerOf(ben),
    annaRoute,
    benRoute,
    annaStops: [annaFirst, annaSecond] as const,
    benStop,
  };
}

type TDay = Awaited<ReturnType<typeof aDriverDay>>;

async function refusal(run: Promise<unknown>): Promise<[number, string]> {
  const err = await run.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected a refusal, got ${String(err)}`);
  return [err.statusCode, err.message];
}

const driverRouteRow = (id: number) =>
  deps.db.selectFrom('driver_routes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const stopRow = (id: number) =>
  deps.db.selectFrom('stops').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const claimsOf = (userId: number) =>
  deps.db
    .selectFrom('applied_client_ids')
    .select(['client_id', 'kind', 'created_at'])
    .where('user_id', '=', userId)
    .execute();

const newClientId = () => {
  serial += 1;
  return `client-${serial}`;
};

/**
 * Two writes of one driver route at once are taken one after the other only on PostgreSQL (PGlite
 * runs one transaction at a time): the row lock of the calls is tested there (CI's PostgreSQL stage).
 */
const onPostgres = process.env.DATABASE_URL !== undefined;

/** Holds the driver route's and its route's rows locked, as another writer would, until released. */
async function holdDriverRouteLocked(vehicleRouteId: number): Promise<{ release: () => Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holding = deps.db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('driver_routes')
      .innerJoin('routes', 'routes.id', 'driver_routes.route_id')
      .select('driver_routes.id')
      .where('driver_routes.id', '=', vehicleRouteId)
      .forUpdate()
      .execute();
    locked();
    await released;
  });
  await isLocked;
  return {
    release: async () => {
      release();
      await holding;
    },
  };
}

/** Waits until `count` sessions of this database wait for a lock. */
async function untilWaitingForLocks(count: number): Promise<void> {
  await vi.waitFor(
    async () => {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(deps.db);
      expect(rows[0]?.n).toBe(count);
    },
    { timeout: 20_000, interval: 25 },
  );
}

describe("listing the caller's driver routes", () => {
  it("without a date: today in the team's zone (already Tuesday in Tokyo), the caller's sent routes only", async () => {
    const d = await aDriverDay({ timezone: 'Asia/Tokyo', day: '2025-06-03' });
    startWatching(new Date('2025-06-02T20:00:00Z'));
    const answer = await listDriverRoutes(deps, d.anna);
    expect(answer.date).toBe('2025-06-03');
    expect(answer.routes).toHaveLength(1);
    expect(answer.routes[0]).toMatchObject({
      vehicle_route_id: d.annaRoute,
      route_id: d.routeId,
      route_name: 'Monday',
      planned_on: '2025-06-03',
      route_status: 0,
      stops_count: 2,
      clock: { timezone: 'Asia/Tokyo' },
    });
    const ben = await listDriverRoutes(deps, d.ben);
    expect(ben.routes.map((r) => r.vehicle_route_id)).toEqual([d.benRoute]);
  });

  it('with a date: the routes of that day, whatever today is', async () => {
    const d = await aDriverDay({ day: '2025-06-09' });
    startWatching(new Date('2025-06-02T10:00:00Z'));
    expect(await listDriverRoutes(deps, d.anna)).toEqual({ date: '2025-06-02', routes: [] });
    const other = await listDriverRoutes(deps, d.anna, '2025-06-09');
    expect(other.date).toBe('2025-06-09');
    expect(other.routes.map((r) => r.vehicle_route_id)).toEqual([d.annaRoute]);
  });

  it('leaves out a driver route that was not sent', async () => {
    const d = await aDriverDay({ sent: false });
    startWatching(new Date('2025-06-02T10:00:00Z'));
    expect(await listDriverRoutes(deps, d.anna)).toEqual({ date: '2025-06-02', routes: [] });
  });
});

describe('one driver route', () => {
  it('answers its summary and only its own stops, in visiting order', async () => {
    const d = await aDriverDay();
    const answer = await getDriverRoute(deps, d.anna, d.annaRoute);
    expect(answer.driver_route).toMatchObject({
      vehicle_route_id: d.annaRoute,
      route_id: d.routeId,
      stops_count: 2,
    });
    expect(answer.stops.map((s) => [s.id, s.name])).toEqual([
      [d.annaStops[0], 'Anna 1'],
      [d.annaStops[1], 'Anna 2'],
    ]);
  });

  it("is not found for another driver's route or one not sent", async () => {
    const d = await aDriverDay({ sent: false });
    expect(await refusal(getDriverRoute(deps, d.anna, d.benRoute))).toEqual([404, expect.any(String)]);
    expect(await refusal(getDriverRoute(deps, d.anna, d.annaRoute))).toEqual([404, expect.any(String)]);
  });
});

describe("a driver route's status", () => {
  const start = (d: TDay, clientId: string, takenAt: Date) =>
    setDriverRouteStatus(deps, d.anna, d.annaRoute, {
      client_id: clientId,
      route_status: 1,
      taken_at: takenAt.getTime(),
    });
  const finish = (d: TDay, clientId: string, takenAt: Date) =>
    setDriverRouteStatus(deps, d.anna, d.annaRoute, {
      client_id: clientId,
      route_status: 2,
      taken_at: takenAt.getTime(),
    });

  it('a start is stored at its moment, its client id claimed, the team told, the new state answered', async () => {
    const d = await aDriverDay();
    const at = new Date('2025-06-02T09:30:00Z');
    startWatching(new Date('2025-06-02T10:00:00Z'));
    const answer = await start(d, 'start-1', at);
    expect(answer.applied).toBe(true);
    expect(answer.driver_route).toMatchObject({
      vehicle_route_id: d.annaRoute,
      route_status: 1,
      started_time: at.toISOString(),
      finished_time: null,
    });
    expect(await driverRouteRow(d.annaRoute)).toMatchObject({ route_status: 1, started_time: at });
    expect(await claimsOf(d.anna.userId)).toEqual([
      { client_id: 'start-1', kind: 'route_status', created_at: now },
    ]);
    expect(published).toEqual([
      { event: LiveEvents.driverRouteChanged, teamId: d.teamId, routeId: d.routeId },
    ]);
  });

  it('a repeat of a client id changes nothing and answers the state as it is', async () => {
    const d = await aDriverDay();
    const at = new Date('2025-06-02T09:30:00Z');
    await start(d, 'start-once', at);
    startWatching(new Date('2025-06-02T10:00:00Z'));
    const repeat = await finish(d, 'start-once', new Date('2025-06-02T09:50:00Z'));
    expect(repeat.applied).toBe(false);
    expect(repeat.driver_route).toMatchObject({ route_status: 1, started_time: at.toISOString() });
    expect(await driverRouteRow(d.annaRoute)).toMatchObject({ route_status: 1, finished_time: null });
    expect(published).toEqual([]);
  });

  it('a second start is applied but keeps the first start time, and tells no one', async () => {
    const d = await aDriverDay();
    const first = new Date('2025-06-02T09:00:00Z');
    await start(d, newClientId(), first);
    startWatching(new Date('2025-06-02T10:00:00Z'));
    const again = await start(d, newClientId(), new Date('2025-06-02T09:40:00Z'));
    expect(again.applied).toBe(true);
    expect(again.driver_route.started_time).toBe(first.toISOString());
    expect((await driverRouteRow(d.annaRoute)).started_time).toEqual(first);
    expect(published).toEqual([]);
  });

  it('a finish is stored at its moment (a phone ahead of the server: at the server’s now)', async () => {
    const d = await aDriverDay();
    await start(d, newClientId(), new Date('2025-06-02T08:00:00Z'));
    startWatching(new Date('2025-06-02T10:00:00Z'));
    const answer = await finish(d, newClientId(), new Date('2025-06-02T10:02:00Z'));
    expect(answer).toMatchObject({
      applied: true,
      driver_route: { route_status: 2, finished_time: now.toISOString() },
    });
    expect(await driverRouteRow(d.annaRoute)).toMatchObject({ route_status: 2, finished_time: now });
    expect(published).toEqual([
      { event: LiveEvents.driverRouteChanged, teamId: d.teamId, routeId: d.routeId },
    ]);
  });

  it('a refused finish writes nothing, leaving its client id free for a retry', async () => {
    const d = await aDriverDay();
    startWatching(new Date('2025-06-02T10:00:00Z'));
    expect(await refusal(finish(d, 'too-soon', now))).toEqual([409, DriverMessages.routeNotStarted]);
    expect(await claimsOf(d.anna.userId)).toEqual([]);
    expect(published).toEqual([]);
  });

  it.skipIf(!onPostgres)(
    'two finishes at once: the second sees the first, so the team is told once',
    async () => {
      const d = await aDriverDay();
      await start(d, newClientId(), new Date('2025-06-02T08:00:00Z'));
      startWatching(new Date('2025-06-02T10:00:00Z'));
      const held = await holdDriverRouteLocked(d.annaRoute);
      const finishes = [
        finish(d, 'finish-a', new Date('2025-06-02T09:00:00Z')),
        finish(d, 'finish-b', new Date('2025-06-02T09:10:00Z')),
      ];
      await untilWaitingForLocks(2);
      await held.release();
      const answers = await Promise.all(finishes);
      expect(answers.map((a) => [a.applied, a.driver_route.route_status])).toEqual([
        [true, 2],
        [true, 2],
      ]);
      expect(published).toHaveLength(1);
    },
  );

  it("is not found on another driver's route, and writes nothing there", async () => {
    const d = await aDriverDay();
    const answer = setDriverRouteStatus(deps, d.anna, d.benRoute, {
      client_id: newClientId(),
      route_status: 1,
      taken_at: now.getTime(),
    });
    expect((await refusal(answer))[0]).toBe(404);
    expect((await driverRouteRow(d.benRoute)).route_status).toBe(0);
  });
});

describe("a stop's outcome", () => {
  /** A day whose Anna's route is started. */
  async function aStartedDay(opts: { timezone?: string; proof?: TProofRequired } = {}) {
    const d = await aDriverDay(opts);
    await setDriverRouteStatus(deps, d.anna, d.annaRoute, {
      client_id: newClientId(),
      route_status: 1,
      taken_at: new Date('2025-06-02T08:00:00Z').getTime(),
    });
    return d;
  }
  const outcome = (stopId: number, status: 0 | 1 | 2, takenAt: Date, clientId = newClientId()) => ({
    client_id: clientId,
    stop_id: stopId,
    delivery_status: status,
    delivery_status_additional_info: status === DeliveryStatus.Failed ? 3 : 0,
    proof_of_delivery_note: 'At the door',
    order_info_products_barcodes_scanned: ' A1, B2 ',
    taken_at: takenAt.getTime(),
    position: { lat: 52.23, lng: 21.01 },
  });

  it("delivered: stored at its minutes in the team's zone with who and where, claimed, told, answered", async () => {
    const d = await aStartedDay({ timezone: 'Europe/Warsaw' });
    const stopId = d.annaStops[0];
    startWatching(new Date('2025-06-02T10:00:00Z'));
    const at = new Date('2025-06-02T08:30:00Z');
    const answer = await saveStopDelivery(deps, d.anna, d.annaRoute, outcome(stopId, 1, at, 'drop-1'));
    // 08:30 UTC is 10:30 in Warsaw in June.
    expect(answer).toMatchObject({
      applied: true,
      stop: {
        id: stopId,
        delivery_status: 1,
        delivered_at: 10 * 60 + 30,
        proof_of_delivery_note: 'At the door',
        order_info_products_barcodes_scanned: 'A1,B2',
        done_by: { id: d.anna.userId, name: 'Anna' },
      },
    });
    expect(await stopRow(stopId)).toMatchObject({
      delivery_status: 1,
      delivered_at: 10 * 60 + 30,
      delivered_lat: 52.23,
      delivered_lng: 21.01,
      outcome_taken_at: at,
      done_by: d.anna.userId,
      updated_at: now,
    });
    expect((await claimsOf(d.anna.userId)).find((c) => c.client_id === 'drop-1')).toEqual({
      client_id: 'drop-1',
      kind: 'stop',
      created_at: now,
    });
    expect(published).toEqual([{ event: LiveEvents.stopChanged, teamId: d.teamId, routeId: d.routeId }]);
    expect(deleted).toEqual([]);
  });

  it('a repeat of a client id changes nothing, tells no one and answers the stop as it is', async () => {
    const d = await aStartedDay();
    const stopId = d.annaStops[1];
    const at = new Date('2025-06-02T08:30:00Z');
    await saveStopDelivery(deps, d.anna, d.annaRoute, outcome(stopId, 1, at, 'drop-once'));
    startWatching(new Date('2025-06-02T10:00:00Z'));
    const repeat = await saveStopDelivery(
      deps,
      d.anna,
      d.annaRoute,
      outcome(stopId, 2, new Date('2025-06-02T09:00:00Z'), 'drop-once'),
    );
    expect(repeat).toMatchObject({ applied: false, stop: { id: stopId, delivery_status: 1 } });
    expect(await stopRow(stopId)).toMatchObject({ delivery_status: 1, outcome_taken_at: at });
    expect(published).toEqual([]);
  });

  it('is not found for a stop of another driver route, and writes nothing on it', async () => {
    const d = await aStartedDay();
    startWatching(new Date('2025-06-02T10:00:00Z'));
    const answer = saveStopDelivery(deps, d.anna, d.annaRoute, outcome(d.benStop, 1, now));
    expect((await refusal(answer))[0]).toBe(404);
    expect((await stopRow(d.benStop)).delivery_status).toBe(0);
    expect(published).toEqual([]);
  });

  /** A started day whose Anna's first stop was delivered at `markedAt` with a photo and a signature stored. */
  async function aDeliveredStopWithProof(markedAt: Date) {
    const d = await aStartedDay({ proof: ProofRequired.PhotoAndSignature });
    const stopId = d.annaStops[0];
    const photo = `proof/${stopId}-photo-${serial}.jpg`;
    const signature = `proof/${stopId}-signature-${serial}.png`;
    await deps.files.put(photo, new Uint8Array([1, 2, 3]), 'image/jpeg');
    await deps.files.put(signature, new Uint8Array([4, 5, 6]), 'image/png');
    await deps.db
      .updateTable('stops')
      .set({
        photo_path: photo,
        photo_taken_at: markedAt,
        photo_lat: 52.1,
        signature_path: signature,
        signature_lng: 21.1,
      })
      .where('id', '=', stopId)
      .execute();
    await saveStopDelivery(deps, d.anna, d.annaRoute, outcome(stopId, 1, markedAt));
    return { d, stopId, photo, signature };
  }

  it('an undo in time clears the outcome and its proof, and deletes the proof files', async () => {
    const markedAt = new Date('2025-06-02T09:58:00Z');
    const { d, stopId, photo, signature } = await aDeliveredStopWithProof(markedAt);
    startWatching(new Date('2025-06-02T10:00:00Z'));
    const answer = await saveStopDelivery(deps, d.anna, d.annaRoute, outcome(stopId, 0, now));
    expect(answer).toMatchObject({
      applied: true,
      stop: { id: stopId, delivery_status: 0, has_photo: false, has_signature: false, done_by: null },
    });
    expect(await stopRow(stopId)).toMatchObject({
      delivery_status: 0,
      delivered_at: null,
      photo_path: null,
      signature_path: null,
      outcome_taken_at: null,
      done_by: null,
    });
    const row = await stopRow(stopId);
    const proofColumns = Object.keys(row).filter((c) => /^(photo|signature)_/.test(c));
    expect(proofColumns.sort()).toEqual(Object.keys(clearedProof).sort());
    expect(proofColumns.filter((c) => row[c as keyof typeof row] !== null)).toEqual([]);
    expect(deleted).toEqual([photo, signature]);
    expect(await deps.files.get(photo)).toBeNull();
    expect(await deps.files.get(signature)).toBeNull();
    expect(published).toEqual([{ event: LiveEvents.stopChanged, teamId: d.teamId, routeId: d.routeId }]);
  });

  it.skipIf(!onPostgres)(
    'two undos at once: the second finds the stop open, so the proof goes once',
    async () => {
      const { d, stopId, photo, signature } = await aDeliveredStopWithProof(new Date('2025-06-02T09:58:00Z'));
      startWatching(new Date('2025-06-02T10:00:00Z'));
      const held = await holdDriverRouteLocked(d.annaRoute);
      const undos = [
        saveStopDelivery(deps, d.anna, d.annaRoute, outcome(stopId, 0, now, 'undo-a')),
        saveStopDelivery(deps, d.anna, d.annaRoute, outcome(stopId, 0, now, 'undo-b')),
      ];
      await untilWaitingForLocks(2);
      await held.release();
      expect((await Promise.all(undos)).map((a) => a.applied)).toEqual([true, true]);
      expect(deleted).toEqual([photo, signature]);
    },
  );

  it('a new outcome that is no undo keeps the proof files', async () => {
    const { d, stopId, photo } = await aDeliveredStopWithProof(new Date('2025-06-02T09:58:00Z'));
    startWatching(new Date('2025-06-02T10:00:00Z'));
    await saveStopDelivery(deps, d.anna, d.annaRoute, outcome(stopId, 2, now));
    expect(deleted).toEqual([]);
    expect(await deps.files.get(photo)).not.toBeNull();
    expect((await stopRow(stopId)).photo_path).toBe(photo);
  });

  it('an undo whose proof file cannot be deleted still answers the undone stop', async () => {
    const { d, stopId } = await aDeliveredStopWithProof(new Date('2025-06-02T09:58:00Z'));
    startWatching(new Date('2025-06-02T10:00:00Z'));
    const failingFiles = { ...deps.files, delete: () => Promise.reject(new Error('disk gone')) };
    const answer = await saveStopDelivery(
      { ...deps, files: failingFiles },
      d.anna,
      d.annaRoute,
      outcome(stopId, 0, now),
    );
    expect(answer).toMatchObject({ applied: true, stop: { delivery_status: 0, has_photo: false } });
    expect(published).toHaveLength(1);
  });

  it('a refused undo (too late) writes nothing and deletes nothing', async () => {
    const { d, stopId, photo } = await aDeliveredStopWithProof(new Date('2025-06-02T09:50:00Z'));
    startWatching(new Date('2025-06-02T10:00:00Z'));
    const undo = saveStopDelivery(deps, d.anna, d.annaRoute, outcome(stopId, 0, now, 'late-undo'));
    expect((await refusal(undo))[0]).toBe(409);
    expect(await stopRow(stopId)).toMatchObject({ delivery_status: 1, photo_path: photo });
    expect((await claimsOf(d.anna.userId)).map((c) => c.client_id)).not.toContain('late-undo');
    expect(deleted).toEqual([]);
    expect(published).toEqual([]);
  });
});
