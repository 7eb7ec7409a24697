import {
  Api,
  Messages,
  NO_POSITION,
  NO_VEHICLE_ROUTE,
  PointMessages,
  StopErr,
  StopMessages,
  stopLimitMessage,
} from '@rp/contracts';
import { invalidPhoneMessage } from '@rp/contracts/phone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, callApi, errorOf } from '../../test/api-call.js';
import {
  addStop,
  countStops,
  createAppWithTeams,
  createRoute,
  insertStops,
  markOptimized,
  newMember,
  newTeam,
  routeRow,
  setFreePlan,
  setProfessionalPlan,
  setTeamCountry,
  type TTestTeam,
} from '../../test/routes-helpers.js';
import { call, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;
let team: TTestTeam;
let other: TTestTeam;

beforeAll(async () => {
  ({ t, team, other } = await createAppWithTeams());
});
afterAll(() => t.close());

const stopRow = (id: number) =>
  t.deps.db.selectFrom('stops').selectAll().where('id', '=', id).executeTakeFirst();

describe('POST /stop/{routeId}/ add', () => {
  it('adds a stop at the end with the defaults and bumps the route', async () => {
    const routeId = await createRoute(t, team.token);
    const before = await routeRow(t, routeId);
    const first = await addStop(t, team.token, routeId, { name: 'First' });
    t.setNow(new Date(Date.now() + 60_000));
    const res = await callApi(t, Api.saveStop, {
      params: { routeId },
      token: team.token,
      body: { name: 'Second', address: '2 Main St', note: 'Ring twice', lat: 39.96, lng: -75.17 },
    });
    t.setNow(null as unknown as Date);
    expect(res.status).toBe(200);
    expect(res.answer).toMatchObject({ err: 0, message: '' });
    const stop = res.answer.stop;
    expect(stop).toMatchObject({
      id: expect.any(Number),
      route_id: routeId,
      name: 'Second',
      address: '2 Main St',
      note: 'Ring twice',
      notes: 'Ring twice',
      lat: 39.96,
      lng: -75.17,
      priority: 0,
      service_time: 5,
      time_window_start: 0,
      time_window_end: 0,
      recipient_phone_number: '',
      order_info_package_count: null,
      position_on_the_route: NO_POSITION,
      vehicle_route_id: NO_VEHICLE_ROUTE,
      delivery_status: 0,
      has_photo: false,
    });
    expect(stop?.sequence).toBeGreaterThan(first.sequence);
    const list = answerOf(
      await call(t.app, 'GET', `/stops/${routeId}/`, { token: team.token }),
      Api.listStops,
    ).stops;
    expect(list.map((s: { name: string }) => s.name)).toEqual(['First', 'Second']);
    const after = await routeRow(t, routeId);
    expect(after?.updated_at.getTime()).toBeGreaterThan(before?.updated_at.getTime() ?? 0);
  });

  it.each([
    [{ name: 'No coordinates' }, PointMessages.incomplete],
    [{ lat: 95, lng: 0 }, PointMessages.latitude],
    [{ lat: 'north', lng: 0 }, undefined],
    [{ lat: 1, lng: 2, service_time: 10001 }, undefined],
    [{ lat: 1, lng: 2, priority: 7 }, undefined],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const routeId = await createRoute(t, team.token);
    const res = await call(t.app, 'POST', `/stop/${routeId}/`, { token: team.token, body });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ success: false, err: -1 });
    if (message) expect(errorOf(res).message).toBe(message);
    expect(await countStops(t, routeId)).toBe(0);
  });

  it.each([
    [{ lat: 0, lng: 0 }, PointMessages.zero],
    [{ lat: -0, lng: 0 }, PointMessages.zero],
    [{ lat: 1e-300, lng: 1e-300 }, PointMessages.zero],
    [{ lat: '0', lng: '0' }, PointMessages.latitude],
    [{ lat: '52.23', lng: '21.01' }, PointMessages.latitude],
    [{ lat: 52.23 }, PointMessages.incomplete],
    [{ lng: 21.01 }, PointMessages.incomplete],
    [{ lat: 52.23, lng: null }, PointMessages.longitude],
    [{ lat: true, lng: true }, PointMessages.latitude],
  ])('a stop is added at a place: %j is refused with 400 and nothing is saved', async (place, message) => {
    const routeId = await createRoute(t, team.token);
    const res = await call(t.app, 'POST', `/stop/${routeId}/`, {
      token: team.token,
      body: { name: 'Nowhere', address: '1 Main St', ...place },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ success: false, err: -1, message });
    expect(await countStops(t, routeId)).toBe(0);
  });

  it('refuses an invalid phone with 400 {err: -1, message} and saves nothing', async () => {
    const routeId = await createRoute(t, team.token);
    const res = await callApi(t, Api.saveStop, {
      params: { routeId },
      token: team.token,
      body: { name: 'A', lat: 1, lng: 2, recipient_phone_number: '2155550123' },
    });
    expect(res.status).toBe(400);
    // The team has no country: a national number can't be read, and the message says so.
    expect(res.error).toMatchObject({ err: -1, message: invalidPhoneMessage('') });
    expect(await countStops(t, routeId)).toBe(0);
  });

  it("answers 404 for another team's route and writes nothing", async () => {
    const routeId = await createRoute(t, other.token);
    const res = await callApi(t, Api.saveStop, {
      params: { routeId },
      token: team.token,
      body: { name: 'A', lat: 1, lng: 2 },
    });
    expect(res.status).toBe(404);
    expect(await countStops(t, routeId)).toBe(0);
  });
});

describe('recipient phones as people type them', () => {
  it.each(['(215) 555-0142', '215-555-0142', '+1 215 555 0142'])(
    'adds and edits a stop with %j for a US team, kept as +12155550142',
    async (typed) => {
      const us = await newTeam(t);
      await setTeamCountry(t, us.teamId, 'US');
      const routeId = await createRoute(t, us.token);
      const stop = await addStop(t, us.token, routeId, { recipient_phone_number: typed });
      expect(stop.recipient_phone_number).toBe('+12155550142');
      const edited = await callApi(t, Api.saveStop, {
        params: { routeId },
        token: us.token,
        body: { id: stop.id, recipient_phone_number: '(267) 555-0199' },
      });
      expect(edited.answer.stop?.recipient_phone_number).toBe('+12675550199');
    },
  );

  it("reads a UK national number with the team's country GB", async () => {
    const uk = await newTeam(t);
    await setTeamCountry(t, uk.teamId, 'GB');
    const routeId = await createRoute(t, uk.token);
    const stop = await addStop(t, uk.token, routeId, { recipient_phone_number: '020 7946 0958' });
    expect(stop.recipient_phone_number).toBe('+442079460958');
  });

  it("refuses a number that is none of the country's with its format, and saves nothing", async () => {
    const us = await newTeam(t);
    await setTeamCountry(t, us.teamId, 'US');
    const routeId = await createRoute(t, us.token);
    const res = await callApi(t, Api.saveStop, {
      params: { routeId },
      token: us.token,
      body: { name: 'A', lat: 1, lng: 2, recipient_phone_number: '555-0142' },
    });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({
      err: -1,
      message: 'Invalid phone number. Use a number like +1 201 555 0123 or (201) 555-0123.',
    });
    expect(await countStops(t, routeId)).toBe(0);
  });

  it('keeps the phone a stop already has when other fields are edited, even one of an older rule', async () => {
    const routeId = await createRoute(t, team.token);
    const stop = await addStop(t, team.token, routeId);
    await t.deps.db
      .updateTable('stops')
      .set({ recipient_phone_number: '+10000000000' })
      .where('id', '=', stop.id)
      .execute();
    const edited = await callApi(t, Api.saveStop, {
      params: { routeId },
      token: team.token,
      body: { id: stop.id, name: 'Renamed', recipient_phone_number: '+10000000000' },
    });
    expect(edited.answer.stop).toMatchObject({ name: 'Renamed', recipient_phone_number: '+10000000000' });
  });

  it("answers 404 for another team's route with a national phone, and writes nothing", async () => {
    const routeId = await createRoute(t, other.token);
    const res = await callApi(t, Api.saveStop, {
      params: { routeId },
      token: team.token,
      body: { name: 'A', lat: 1, lng: 2, recipient_phone_number: '(215) 555-0142' },
    });
    expect(res.status).toBe(404);
    expect(await countStops(t, routeId)).toBe(0);
  });
});

describe('plan limits', () => {
  it('refuses the 11th stop on Free with err -20 and writes nothing', async () => {
    const free = await newTeam(t);
    const routeId = await createRoute(t, free.token);
    await setFreePlan(t, free.teamId);
    for (let i = 0; i < 10; i++) await addStop(t, free.token, routeId, { name: `S${i}` });
    const res = await callApi(t, Api.saveStop, {
      params: { routeId },
      token: free.token,
      body: { name: 'Eleventh', lat: 1, lng: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.answer).toEqual({ err: StopErr.PlanLimit, message: stopLimitMessage(10) });
    expect(res.answer.message).toBe('Your plan allows at most 10 stops per route. Upgrade to add more.');
    expect(await countStops(t, routeId)).toBe(10);

    // Duplicating a stop is an add too.
    const first = await t.deps.db
      .selectFrom('stops')
      .select('id')
      .where('route_id', '=', routeId)
      .executeTakeFirstOrThrow();
    const copy = await callApi(t, Api.copyStop, {
      params: { routeId },
      token: free.token,
      body: { id: first.id },
    });
    expect(copy.answer).toMatchObject({ err: StopErr.PlanLimit });
    expect(await countStops(t, routeId)).toBe(10);
  });

  it('refuses the 501st stop on Professional, and GET /stops/ of 500 stops is fast', async () => {
    const pro = await newTeam(t);
    await setProfessionalPlan(t, pro.teamId);
    const routeId = await createRoute(t, pro.token);
    await insertStops(t, routeId, 500);

    const res = await callApi(t, Api.saveStop, {
      params: { routeId },
      token: pro.token,
      body: { name: '501st', lat: 1, lng: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.answer).toEqual({ err: -20, message: stopLimitMessage(500) });
    expect(await countStops(t, routeId)).toBe(500);

    await call(t.app, 'GET', `/stops/${routeId}/`, { token: pro.token }); // warm-up
    const times: number[] = [];
    let stops: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      const list = await callApi(t, Api.listStops, { params: { routeId }, token: pro.token });
      times.push(performance.now() - start);
      stops = list.answer.stops;
    }
    expect(stops).toHaveLength(500);
    const median = [...times].sort((a, b) => a - b)[2] as number;
    console.info(
      `GET /stops/ of 500 stops: median ${median.toFixed(1)} ms (${times.map((x) => x.toFixed(1)).join(', ')})`,
    );
  });

  it('allows the 500th stop on a trial', async () => {
    const trial = await newTeam(t);
    const routeId = await createRoute(t, trial.token);
    await insertStops(t, routeId, 499);
    await addStop(t, trial.token, routeId, { name: '500th' });
    expect(await countStops(t, routeId)).toBe(500);
  });
});

describe('POST /stop/{routeId}/ edit and drag', () => {
  it('edits every planned field with the section 5 rules', async () => {
    const routeId = await createRoute(t, team.token);
    const stop = await addStop(t, team.token, routeId);
    const res = await callApi(t, Api.saveStop, {
      params: { routeId },
      token: team.token,
      body: {
        id: stop.id,
        name: 'Edited',
        address: '5 Elm St',
        notes: 'via notes',
        priority: 1,
        service_time: '',
        time_window_start: ':30',
        time_window_end: '17',
        recipient_name: 'Ann',
        recipient_phone_number: ' +12155550123 ',
        recipient_email: 'ann@example.com',
        order_info_package_count: 'three',
        order_info_products: 'Flowers',
        order_info_products_barcodes: ' A1 , B 2,, ',
      },
    });
    expect(res.status, res.body).toBe(200);
    expect(res.answer.stop).toMatchObject({
      id: stop.id,
      name: 'Edited',
      address: '5 Elm St',
      note: 'via notes',
      priority: 1,
      service_time: 5,
      time_window_start: 8 * 60 + 30,
      time_window_end: 17 * 60,
      recipient_name: 'Ann',
      recipient_phone_number: '+12155550123',
      recipient_email: 'ann@example.com',
      order_info_package_count: null,
      order_info_products: 'Flowers',
      order_info_products_barcodes: 'A1,B2',
      lat: stop.lat,
    });

    const again = await callApi(t, Api.saveStop, {
      params: { routeId },
      token: team.token,
      body: { id: stop.id, order_info_package_count: '4', service_time: 12, time_window_start: 0, note: 'n' },
    });
    expect(again.answer.stop).toMatchObject({
      order_info_package_count: 4,
      service_time: 12,
      time_window_start: 0,
      time_window_end: 1020,
      note: 'n',
      name: 'Edited',
    });
  });

  it.each([
    [{ recipient_phone_number: '+1215555012' }, invalidPhoneMessage('')],
    [{ recipient_phone_number: '12 34' }, invalidPhoneMessage('')],
    [{ time_window_start: '25:00' }, 'Time window must be a time of day as HH:mm'],
    [{ time_window_start: '10:00', time_window_end: '09:00' }, StopMessages.timeWindowOrder],
    [{ service_time: -1 }, 'Visit time must be a number from 0 to 10000 minutes'],
  ])('refuses %j with 400 and saves nothing', async (fields, message) => {
    const routeId = await createRoute(t, team.token);
    const stop = await addStop(t, team.token, routeId, { recipient_phone_number: '+48123456789' });
    const res = await call(t.app, 'POST', `/stop/${routeId}/`, {
      token: team.token,
      body: { id: stop.id, name: 'Changed', ...fields },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ err: -1, message });
    expect(await stopRow(stop.id)).toMatchObject({
      name: 'Stop',
      recipient_phone_number: '+48123456789',
      time_window_start: 0,
      service_time: 5,
    });
  });

  it('drags a stop: only lat and lng change', async () => {
    const routeId = await createRoute(t, team.token);
    const stop = await addStop(t, team.token, routeId, {
      name: 'Dragged',
      recipient_phone_number: '+12155550123',
    });
    const res = await callApi(t, Api.saveStop, {
      params: { routeId },
      token: team.token,
      body: { id: stop.id, lat: 40.01, lng: -75.2 },
    });
    expect(res.status).toBe(200);
    expect(res.answer).toMatchObject({
      err: 0,
      stop: { id: stop.id, lat: 40.01, lng: -75.2, name: 'Dragged' },
    });
    expect(await stopRow(stop.id)).toMatchObject({
      lat: 40.01,
      lng: -75.2,
      recipient_phone_number: '+12155550123',
    });
  });

  it.each([
    [{ lat: 0, lng: 0 }, PointMessages.zero],
    [{ lat: 1e-300, lng: -1e-300 }, PointMessages.zero],
    [{ lat: '40.01', lng: '-75.2' }, PointMessages.latitude],
    [{ lat: 40.01 }, PointMessages.incomplete],
    [{ lng: -75.2 }, PointMessages.incomplete],
    [{ name: 'Edited', lat: 0, lng: 0 }, PointMessages.zero],
    [{ name: 'Edited', lng: 10 }, PointMessages.incomplete],
  ])('a drag or edit to %j is refused with 400 and the stop stays where it was', async (fields, message) => {
    const routeId = await createRoute(t, team.token);
    const stop = await addStop(t, team.token, routeId, { name: 'Stays' });
    const body = { id: stop.id, ...fields };
    const res = await call(t.app, 'POST', `/stop/${routeId}/`, { token: team.token, body });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ success: false, err: -1, message });
    expect(await stopRow(stop.id)).toMatchObject({ name: 'Stays', lat: 39.95, lng: -75.16 });
  });

  it.each([true, 'its id as text', 1.5, null])(
    'refuses a stop id of %j with 400 and changes nothing',
    async (id) => {
      const routeId = await createRoute(t, team.token);
      const stop = await addStop(t, team.token, routeId, { name: 'Stays' });
      const res = await call(t.app, 'POST', `/stop/${routeId}/`, {
        token: team.token,
        body: { id: id === 'its id as text' ? String(stop.id) : id, name: 'Changed' },
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe('The stop id must be a positive whole number');
      expect(await stopRow(stop.id)).toMatchObject({ name: 'Stays' });
      expect(await countStops(t, routeId)).toBe(1);
    },
  );

  it("answers 404 for another team's stop or a stop of another route", async () => {
    const theirRoute = await createRoute(t, other.token);
    const theirs = await addStop(t, other.token, theirRoute, { name: 'Theirs' });
    const mine = await createRoute(t, team.token);
    const viaMine = await callApi(t, Api.saveStop, {
      params: { routeId: mine },
      token: team.token,
      body: { id: theirs.id, name: 'Hijack' },
    });
    expect(viaMine.status).toBe(404);
    const viaTheirs = await callApi(t, Api.saveStop, {
      params: { routeId: theirRoute },
      token: team.token,
      body: { id: theirs.id, lat: 1, lng: 1 },
    });
    expect(viaTheirs.status).toBe(404);
    expect(await stopRow(theirs.id)).toMatchObject({ name: 'Theirs', lat: 39.95 });
  });
});

describe('optimised routes and driver routes are read-only', () => {
  it('refuses add, edit, drag, delete and duplicate on an optimised route with 409', async () => {
    const routeId = await createRoute(t, team.token);
    const stop = await addStop(t, team.token, routeId, { name: 'Locked' });
    await markOptimized(t, routeId);
    const attempts = [
      call(t.app, 'POST', `/stop/${routeId}/`, { token: team.token, body: { name: 'New', lat: 1, lng: 2 } }),
      call(t.app, 'POST', `/stop/${routeId}/`, { token: team.token, body: { id: stop.id, name: 'X' } }),
      call(t.app, 'POST', `/stop/${routeId}/`, { token: team.token, body: { id: stop.id, lat: 1, lng: 2 } }),
      call(t.app, 'POST', `/stop_delete/${routeId}/`, { token: team.token, body: { id: stop.id } }),
      call(t.app, 'POST', `/stop_copy/${routeId}/`, { token: team.token, body: { id: stop.id } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toBe(StopMessages.routeLocked);
    }
    expect(await countStops(t, routeId)).toBe(1);
    expect(await stopRow(stop.id)).toMatchObject({ name: 'Locked', lat: 39.95 });
  });

  it('a driver-only member reads their route but changes nothing', async () => {
    const driver = await newMember(t, team.teamId, 1);
    const routeId = await createRoute(t, team.token);
    const notTheirs = await createRoute(t, team.token);
    const stop = await addStop(t, team.token, routeId, { name: 'Mine' });
    await call(t.app, 'POST', '/save_drivers/', {
      token: team.token,
      body: { route_id: routeId, drivers: [driver.userId] },
    });
    const read = await callApi(t, Api.listStops, { params: { routeId }, token: driver.token });
    expect(read.status).toBe(200);
    // Selected but not yet on a driver route of theirs (not optimised): none of the stops is theirs.
    expect(read.answer.stops).toEqual([]);
    expect((await call(t.app, 'GET', `/stops/${notTheirs}/`, { token: driver.token })).statusCode).toBe(404);

    const attempts = [
      call(t.app, 'POST', `/stop/${routeId}/`, {
        token: driver.token,
        body: { name: 'New', lat: 1, lng: 2 },
      }),
      call(t.app, 'POST', `/stop/${routeId}/`, { token: driver.token, body: { id: stop.id, name: 'X' } }),
      call(t.app, 'POST', `/stop/${routeId}/`, {
        token: driver.token,
        body: { id: stop.id, lat: 1, lng: 2 },
      }),
      call(t.app, 'POST', `/stop_delete/${routeId}/`, { token: driver.token, body: { id: stop.id } }),
      call(t.app, 'POST', `/stop_copy/${routeId}/`, { token: driver.token, body: { id: stop.id } }),
      call(t.app, 'POST', '/route/', { token: driver.token, body: { route_id: routeId, name: 'X' } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toBe(Messages.driverRouteReadOnly);
    }
    const elsewhere = await callApi(t, Api.saveStop, {
      params: { routeId: notTheirs },
      token: driver.token,
      body: { name: 'New', lat: 1, lng: 2 },
    });
    expect(elsewhere.status).toBe(404);
    expect(await countStops(t, routeId)).toBe(1);
    expect(await countStops(t, notTheirs)).toBe(0);
    expect(await stopRow(stop.id)).toMatchObject({ name: 'Mine', lat: 39.95 });
    expect((await routeRow(t, routeId))?.name).toBe('Route 2025-06-02');
  });
});

describe('GET /stops/{routeId}/', () => {
  it('orders an optimised route by driver route, then position, unreachable stops last', async () => {
    const routeId = await createRoute(t, team.token);
    const a = await addStop(t, team.token, routeId, { name: 'A' });
    const b = await addStop(t, team.token, routeId, { name: 'B' });
    const c = await addStop(t, team.token, routeId, { name: 'C' });
    const d = await addStop(t, team.token, routeId, { name: 'D' });
    const vr1 = await markOptimized(t, routeId);
    const vr2 = (
      await t.deps.db
        .insertInto('driver_routes')
        .values({ route_id: routeId, position: 1 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const place = (id: number, vehicle: number, position: number) =>
      t.deps.db
        .updateTable('stops')
        .set({ vehicle_route_id: vehicle, position_on_the_route: position })
        .where('id', '=', id)
        .execute();
    await place(a.id, -1, NO_POSITION);
    await place(b.id, vr2, 0);
    await place(c.id, vr1, 1);
    await place(d.id, vr1, 0);
    const res = await callApi(t, Api.listStops, { params: { routeId }, token: team.token });
    expect(res.answer.stops.map((s: { name: string }) => s.name)).toEqual(['D', 'C', 'B', 'A']);
  });

  it("answers 404 for another team's route and 401 without a log-in", async () => {
    const routeId = await createRoute(t, other.token);
    await addStop(t, other.token, routeId);
    expect((await call(t.app, 'GET', `/stops/${routeId}/`, { token: team.token })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/stops/${routeId}/`)).statusCode).toBe(401);
  });
});

describe('POST /stop_delete/ and /stop_copy/', () => {
  it('deletes a stop and answers its id', async () => {
    const routeId = await createRoute(t, team.token);
    const stop = await addStop(t, team.token, routeId);
    const keep = await addStop(t, team.token, routeId);
    const res = await callApi(t, Api.deleteStop, {
      params: { routeId },
      token: team.token,
      body: { id: stop.id },
    });
    expect(res.status).toBe(200);
    expect(res.answer).toEqual({ id: stop.id });
    expect(await stopRow(stop.id)).toBeUndefined();
    expect(await stopRow(keep.id)).toBeDefined();
  });

  it('refuses bad bodies and foreign stops, deleting nothing', async () => {
    const theirRoute = await createRoute(t, other.token);
    const theirs = await addStop(t, other.token, theirRoute);
    const mine = await createRoute(t, team.token);
    expect(
      (await call(t.app, 'POST', `/stop_delete/${mine}/`, { token: team.token, body: { id: 'x' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, 'POST', `/stop_delete/${mine}/`, { token: team.token, body: { id: theirs.id } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'POST', `/stop_delete/${theirRoute}/`, {
          token: team.token,
          body: { id: theirs.id },
        })
      ).statusCode,
    ).toBe(404);
    expect(await stopRow(theirs.id)).toBeDefined();
  });

  it('copies no stop of another team into my route', async () => {
    const theirRoute = await createRoute(t, other.token);
    const theirs = await addStop(t, other.token, theirRoute, { name: 'Their secret stop' });
    const mine = await createRoute(t, team.token);
    await addStop(t, team.token, mine, { name: 'Mine' });
    const res = await callApi(t, Api.copyStop, {
      params: { routeId: mine },
      token: team.token,
      body: { id: theirs.id },
    });
    expect(res.status, res.body).toBe(404);
    const names = answerOf(
      await call(t.app, 'GET', `/stops/${mine}/`, { token: team.token }),
      Api.listStops,
    ).stops.map((s: { name: string }) => s.name);
    expect(names).toEqual(['Mine']);
    expect(await countStops(t, theirRoute)).toBe(1);
  });

  it('duplicates a stop at the end without delivery data', async () => {
    const routeId = await createRoute(t, team.token);
    const stop = await addStop(t, team.token, routeId, {
      name: 'Original',
      time_window_start: 600,
      time_window_end: 660,
      order_info_package_count: 2,
      order_info_products_barcodes: 'X1',
    });
    await addStop(t, team.token, routeId, { name: 'Middle' });
    await t.deps.db
      .updateTable('stops')
      .set({ delivery_status: 2, order_info_products_barcodes_scanned: 'X1', photo_path: 'a.jpg' })
      .where('id', '=', stop.id)
      .execute();
    const res = await callApi(t, Api.copyStop, {
      params: { routeId },
      token: team.token,
      body: { id: stop.id },
    });
    expect(res.status).toBe(200);
    expect(res.answer).toMatchObject({
      err: 0,
      stop: {
        name: 'Original',
        time_window_start: 600,
        time_window_end: 660,
        order_info_package_count: 2,
        order_info_products_barcodes: 'X1',
        order_info_products_barcodes_scanned: '',
        delivery_status: 0,
        has_photo: false,
      },
    });
    const list = answerOf(
      await call(t.app, 'GET', `/stops/${routeId}/`, { token: team.token }),
      Api.listStops,
    ).stops;
    expect(list.map((s: { name: string }) => s.name)).toEqual(['Original', 'Middle', 'Original']);
    const foreign = await callApi(t, Api.copyStop, {
      params: { routeId },
      token: other.token,
      body: { id: stop.id },
    });
    expect(foreign.status).toBe(404);
    expect(await countStops(t, routeId)).toBe(3);
  });
});
