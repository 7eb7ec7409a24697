import { Api, DeliveryStatus, LiveEvents, NO_VEHICLE_ROUTE, StopMessages } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../test/api-call.js';
import { eventsOf, recordLiveChanges, sentDriverDay, TEST_NOW } from '../../test/driver-helpers.js';
import { lastMailTo } from '../../test/team-test-helpers.js';
import { createTestApp, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://planner.example' } });
  t.setNow(TEST_NOW);
});
afterAll(() => t.close());

const stopRow = (id: number) =>
  t.deps.db.selectFrom('stops').selectAll().where('id', '=', id).executeTakeFirst();

const markDelivered = (id: number, by: number) =>
  t.deps.db
    .updateTable('stops')
    .set({ delivery_status: DeliveryStatus.Delivered, done_by: by })
    .where('id', '=', id)
    .execute();

describe('stops of a sent route', () => {
  it('adds a stop that waits unplanned, duplicates one, and imports rows', async () => {
    const d = await sentDriverDay(t);
    const added = await callApi(t, Api.saveStop, {
      token: d.team.token,
      params: { routeId: d.routeId },
      body: { name: 'Late order', lat: 52.25, lng: 21.05 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.answer.stop?.id as number;
    expect(await stopRow(id)).toMatchObject({ vehicle_route_id: NO_VEHICLE_ROUTE, name: 'Late order' });
    const copied = await callApi(t, Api.copyStop, {
      token: d.team.token,
      params: { routeId: d.routeId },
      body: { id },
    });
    expect(copied.status).toBe(200);
    const imported = await callApi(t, Api.batchGeocode, {
      token: d.team.token,
      body: {
        route_id: d.routeId,
        values: [['1 Late St', 'Warsaw', '52.26', '21.06']],
        columnConfig: { address: 0, city: 1, postcode: -1, latitude: 2, longitude: 3 },
        countryCode: 'PL',
      },
    });
    expect(imported.status, imported.body).toBe(200);
    expect(imported.answer.stops).toHaveLength(1);
    expect(imported.answer.stops[0]?.vehicle_route_id).toBe(NO_VEHICLE_ROUTE);
  });

  it("edits and removes a driver's stop and tells that driver at once", async () => {
    const d = await sentDriverDay(t);
    const live = recordLiveChanges(t);
    const edited = await callApi(t, Api.saveStop, {
      token: d.team.token,
      params: { routeId: d.routeId },
      body: { id: d.annaStops[1] as number, name: 'Anna 2, back door' },
    });
    expect(edited.status).toBe(200);
    expect(lastMailTo(t, d.anna.email)?.subject).toBe('Your route "Monday" has changed');
    expect(lastMailTo(t, d.ben.email)?.subject).toBe('Your route "Monday" is ready');
    const removed = await callApi(t, Api.deleteStop, {
      token: d.team.token,
      params: { routeId: d.routeId },
      body: { id: d.benStops[0] as number },
    });
    live.stop();
    expect(removed.status).toBe(200);
    expect(await stopRow(d.benStops[0] as number)).toBeUndefined();
    expect(lastMailTo(t, d.ben.email)?.subject).toBe('Your route "Monday" has changed');
    expect(eventsOf(live.changes)).toContain(`${LiveEvents.driverRouteChanged} ${d.routeId}`);
    expect(eventsOf(live.changes)).toContain(`${LiveEvents.stopChanged} ${d.routeId}`);
  });

  it("keeps a done stop's place and the stop itself, but lets its note change", async () => {
    const d = await sentDriverDay(t);
    const done = d.annaStops[0] as number;
    await markDelivered(done, d.anna.userId);
    const moved = await callApi(t, Api.saveStop, {
      token: d.team.token,
      params: { routeId: d.routeId },
      body: { id: done, lat: 50, lng: 20 },
    });
    expect(moved.status).toBe(409);
    expect(moved.error?.message).toBe(StopMessages.doneStopPlace);
    const removed = await callApi(t, Api.deleteStop, {
      token: d.team.token,
      params: { routeId: d.routeId },
      body: { id: done },
    });
    expect(removed.status).toBe(409);
    expect(removed.error?.message).toBe(StopMessages.doneStopRemove);
    const noted = await callApi(t, Api.saveStop, {
      token: d.team.token,
      params: { routeId: d.routeId },
      body: { id: done, note: 'Left with the neighbour' },
    });
    expect(noted.status).toBe(200);
    expect(await stopRow(done)).toMatchObject({
      note: 'Left with the neighbour',
      delivery_status: DeliveryStatus.Delivered,
      done_by: d.anna.userId,
    });
  });

  it('still refuses changes to an optimised route that was not sent', async () => {
    const d = await sentDriverDay(t, { send: false });
    const res = await callApi(t, Api.saveStop, {
      token: d.team.token,
      params: { routeId: d.routeId },
      body: { name: 'Too early', lat: 52.25, lng: 21.05 },
    });
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe(StopMessages.routeLocked);
  });

  it("answers 404 for another team's sent route", async () => {
    const d = await sentDriverDay(t);
    const other = await sentDriverDay(t);
    const res = await callApi(t, Api.saveStop, {
      token: other.team.token,
      params: { routeId: d.routeId },
      body: { name: 'Not mine', lat: 52.25, lng: 21.05 },
    });
    expect(res.status).toBe(404);
  });
});
