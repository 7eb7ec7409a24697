import { Api, DriverMessages, LiveEvents } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, errorOf } from '../../test/api-call.js';
import {
  eventsOf,
  newClientId,
  postStopMark,
  recordLiveChanges,
  sentDriverDay,
  startedDriverDay,
  startRoute,
  storedStop,
  type TDriverDay,
  TEST_NOW,
} from '../../test/driver-helpers.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(TEST_NOW);
});
afterAll(() => t.close());

const deliver = (token: string, vehicleRouteId: number, body: Record<string, unknown>) =>
  postStopMark(t, token, vehicleRouteId, body);

const stopRow = (id: number) => storedStop(t, id);

/** A sent day with Anna's route started. */
const startedDay = (): Promise<TDriverDay> => startedDriverDay(t);

const delivered = (stopId: number, extra: Record<string, unknown> = {}) => ({
  client_id: newClientId(),
  stop_id: stopId,
  delivery_status: 1,
  taken_at: Date.parse('2025-06-02T08:30:00Z'),
  ...extra,
});

describe('POST /driver/stop/{vehicleRouteId}/', () => {
  it("marks a stop delivered at minutes since midnight in the team's zone, with note, codes and place", async () => {
    const d = await startedDay();
    await t.deps.db
      .updateTable('teams')
      .set({ timezone: 'Europe/Warsaw' })
      .where('id', '=', d.team.teamId)
      .execute();
    const live = recordLiveChanges(t);
    const stopId = d.annaStops[0] as number;
    const res = await deliver(
      d.anna.token,
      d.annaRoute,
      delivered(stopId, {
        proof_of_delivery_note: 'Left with the neighbour',
        order_info_products_barcodes_scanned: ' A1 ,\tB2\n',
        position: { lat: 52.23, lng: 21.01 },
      }),
    );
    live.stop();
    expect(res.statusCode, res.body).toBe(200);
    // 08:30 UTC is 10:30 in Warsaw in June (UTC+2).
    expect(answerOf(res, Api.saveStopDelivery)).toMatchObject({
      applied: true,
      stop: {
        id: stopId,
        delivery_status: 1,
        delivery_status_additional_info: 0,
        delivered_at: 10 * 60 + 30,
        proof_of_delivery_note: 'Left with the neighbour',
        order_info_products_barcodes_scanned: 'A1,B2',
      },
    });
    const row = await stopRow(stopId);
    expect([row.delivered_lat, row.delivered_lng]).toEqual([52.23, 21.01]);
    expect(eventsOf(live.changes)).toEqual([`${LiveEvents.stopChanged} ${d.routeId}`]);
  });

  it('applies the same client id once: the repeat answers the first outcome and publishes nothing', async () => {
    const d = await startedDay();
    const stopId = d.annaStops[1] as number;
    const body = delivered(stopId);
    expect(answerOf(await deliver(d.anna.token, d.annaRoute, body), Api.saveStopDelivery).applied).toBe(true);
    const live = recordLiveChanges(t);
    const repeat = await deliver(d.anna.token, d.annaRoute, {
      ...body,
      delivery_status: 2,
      delivery_status_additional_info: 3,
      taken_at: body.taken_at + 3600_000,
    });
    live.stop();
    expect(repeat.statusCode).toBe(200);
    expect(answerOf(repeat, Api.saveStopDelivery)).toMatchObject({
      applied: false,
      stop: { delivery_status: 1, delivered_at: 8 * 60 + 30 },
    });
    const row = await stopRow(stopId);
    expect([row.delivery_status, row.delivered_at]).toEqual([1, 8 * 60 + 30]);
    expect(live.changes).toEqual([]);
    const claimed = await t.deps.db
      .selectFrom('applied_client_ids')
      .selectAll()
      .where('client_id', '=', body.client_id)
      .execute();
    expect(claimed).toHaveLength(1);
    expect(claimed[0]).toMatchObject({ user_id: d.anna.userId, kind: 'stop' });
  });

  it('marks a stop failed with its reason, and pending again clears the outcome', async () => {
    const d = await startedDay();
    const stopId = d.annaStops[0] as number;
    const failed = await deliver(
      d.anna.token,
      d.annaRoute,
      delivered(stopId, { delivery_status: 2, delivery_status_additional_info: 3 }),
    );
    expect(answerOf(failed, Api.saveStopDelivery).stop).toMatchObject({
      delivery_status: 2,
      delivery_status_additional_info: 3,
      delivered_at: 510,
    });
    const summary = await call(t.app, 'GET', `/driver/route/${d.annaRoute}/`, { token: d.anna.token });
    expect(answerOf(summary, Api.getDriverRoute).driver_route).toMatchObject({
      failed_count: 1,
      delivered_count: 0,
    });
    const pending = await deliver(
      d.anna.token,
      d.annaRoute,
      delivered(stopId, { delivery_status: 0, position: { lat: 1, lng: 2 } }),
    );
    expect(answerOf(pending, Api.saveStopDelivery).stop).toMatchObject({
      delivery_status: 0,
      delivery_status_additional_info: 0,
      delivered_at: null,
    });
    const row = await stopRow(stopId);
    expect([row.delivered_lat, row.delivered_lng]).toEqual([null, null]);
  });

  it('refuses a stop before the route is started and after it is finished', async () => {
    const d = await sentDriverDay(t);
    const stopId = d.annaStops[0] as number;
    const early = await deliver(d.anna.token, d.annaRoute, delivered(stopId));
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(DriverMessages.routeNotStarted);
    await startRoute(t, d.anna.token, d.annaRoute);
    await call(t.app, 'POST', `/driver/route_status/${d.annaRoute}/`, {
      token: d.anna.token,
      body: { client_id: newClientId(), route_status: 2, taken_at: TEST_NOW.getTime() },
    });
    const late = await deliver(d.anna.token, d.annaRoute, delivered(stopId));
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(DriverMessages.routeFinished);
    expect((await stopRow(stopId)).delivery_status).toBe(0);
  });

  it('takes an outcome from the start of the day before the route’s date in the team’s zone, not earlier', async () => {
    // Auckland is 12 hours ahead in June: 2025-06-02 starts there at 2025-06-01T12:00Z.
    const d = await sentDriverDay(t, { day: '2025-06-03' });
    await t.deps.db
      .updateTable('teams')
      .set({ timezone: 'Pacific/Auckland' })
      .where('id', '=', d.team.teamId)
      .execute();
    await startRoute(t, d.anna.token, d.annaRoute, TEST_NOW.getTime() - 3600_000);
    const stopId = d.annaStops[0] as number;
    const early = await deliver(
      d.anna.token,
      d.annaRoute,
      delivered(stopId, { taken_at: Date.parse('2025-06-01T11:59:59.999Z') }),
    );
    expect(early.statusCode).toBe(400);
    expect(errorOf(early).message).toBe(DriverMessages.takenAtTooEarly);
    expect((await stopRow(stopId)).delivery_status).toBe(0);
    const first = await deliver(
      d.anna.token,
      d.annaRoute,
      delivered(stopId, { taken_at: Date.parse('2025-06-01T12:00:00Z') }),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(await stopRow(stopId)).toMatchObject({ delivery_status: 1, delivered_at: 0 });
  });

  it("answers 404 for another driver's stop, a stop on another driver route and another team's", async () => {
    const d = await startedDay();
    const benStop = d.benStops[0] as number;
    expect((await deliver(d.anna.token, d.annaRoute, delivered(benStop))).statusCode).toBe(404);
    expect((await deliver(d.anna.token, d.benRoute, delivered(benStop))).statusCode).toBe(404);
    const stranger = await startedDay();
    expect(
      (await deliver(stranger.anna.token, stranger.annaRoute, delivered(d.annaStops[0] as number)))
        .statusCode,
    ).toBe(404);
    expect((await stopRow(benStop)).delivery_status).toBe(0);
  });

  it('refuses bad input with the messages of the contract', async () => {
    const d = await startedDay();
    const stopId = d.annaStops[0] as number;
    const cases: [Record<string, unknown>, string][] = [
      [delivered(stopId, { delivery_status: 2 }), DriverMessages.reasonRequired],
      [delivered(stopId, { delivery_status: 3 }), DriverMessages.invalidDeliveryStatus],
      [
        delivered(stopId, { delivery_status: 2, delivery_status_additional_info: 6 }),
        DriverMessages.invalidReason,
      ],
      [delivered(stopId, { stop_id: -4 }), DriverMessages.invalidStopId],
      [delivered(stopId, { proof_of_delivery_note: 'x'.repeat(2001) }), DriverMessages.noteTooLong],
      [
        delivered(stopId, { order_info_products_barcodes_scanned: 'x'.repeat(4001) }),
        DriverMessages.barcodesTooLong,
      ],
      [delivered(stopId, { position: { lat: 91, lng: 0 } }), DriverMessages.invalidLatLng],
      [delivered(stopId, { client_id: 'bad id!' }), DriverMessages.invalidClientId],
    ];
    for (const [body, message] of cases) {
      const res = await deliver(d.anna.token, d.annaRoute, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
    expect((await stopRow(stopId)).delivery_status).toBe(0);
  });
});
