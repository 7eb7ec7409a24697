import 'fake-indexeddb/auto';
import { DeliveryStatus, RouteStatus } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import type { TFetchCall } from '../../components/testing/render';
import type { TOutboxAction } from '../storage/driver-db';
import { aDriverRoute, aDriverRouteAnswer } from '../testing/driver-fixtures';
import {
  delivered,
  deliveredAnswer,
  manualTimers,
  outboxTestSetup,
  refusal,
  sentIds,
} from '../testing/outbox-fixtures';
import { createOutboxSender, retryDelayMs } from './outbox-sender';
import { outboxStore } from './outbox-store';
import { routeCache } from './route-cache';
import { sendOutboxItem } from './send-item';

const started: TOutboxAction = {
  kind: 'routeStatus',
  vehicleRouteId: 7,
  body: { client_id: 'start-0001', route_status: 1, taken_at: 1_900_000_000_000 },
};

/** The driver API as the server answers: a start answers the route started, a stop write the stop delivered. */
function serverAnswer(call: TFetchCall, applied = true) {
  if (call.url.includes('/route_status/')) {
    return { applied, driver_route: aDriverRoute({ route_status: RouteStatus.Started }) };
  }
  return deliveredAnswer(call, applied);
}

const { serve } = outboxTestSetup();

describe('the outbox', () => {
  it('sends the queue in the order the driver acted, each once, and empties it', async () => {
    const api = serve((call) => serverAnswer(call));
    await outboxStore.add(started);
    await outboxStore.add(delivered(11, 'stop-11-aaaa'));
    await outboxStore.add(delivered(12, 'stop-12-aaaa'));
    const sender = createOutboxSender({ send: sendOutboxItem, schedule: manualTimers().schedule });
    await sender.flush();
    expect(api.calls.map((c) => c.url)).toEqual([
      '/api/driver/route_status/7/',
      '/api/driver/stop/7/',
      '/api/driver/stop/7/',
    ]);
    expect(sentIds(api)).toEqual(['start-0001', 'stop-11-aaaa', 'stop-12-aaaa']);
    expect(await outboxStore.all()).toEqual([]);
  });

  it('keeps the queue on a network error and tries again later with a longer wait', async () => {
    let online = false;
    const api = serve((call) => {
      if (!online) throw new TypeError('Failed to fetch');
      return serverAnswer(call);
    });
    await outboxStore.add(delivered(11, 'stop-11-bbbb'));
    await outboxStore.add(delivered(12, 'stop-12-bbbb'));
    const timers = manualTimers();
    const sender = createOutboxSender({ send: sendOutboxItem, schedule: timers.schedule });
    await sender.flush();
    expect(await outboxStore.all()).toHaveLength(2);
    expect(timers.pending.map((t) => t.delayMs)).toEqual([1000]);

    // The timer's run is a flush; flushing cancels the timer that was waiting.
    await sender.flush();
    expect(sender.state().failures).toBe(2);
    expect(timers.pending.map((t) => t.delayMs)).toEqual([2000]);

    online = true;
    await sender.flush();
    expect(await outboxStore.all()).toEqual([]);
    expect(timers.pending).toEqual([]);
    // Each stop reached the server once after the network came back (the first item first).
    const sent = api.calls.filter((_, i) => i >= 2).map((c) => (c.body as { stop_id: number }).stop_id);
    expect(sent).toEqual([11, 12]);
  });

  it('shows a refused (4xx) update to the driver and goes on with the rest', async () => {
    const api = serve((call) =>
      (call.body as { stop_id: number }).stop_id === 11 ? refusal(404, 'No such stop') : serverAnswer(call),
    );
    await outboxStore.add(delivered(11, 'stop-11-cccc'));
    await outboxStore.add(delivered(12, 'stop-12-cccc'));
    const sender = createOutboxSender({ send: sendOutboxItem, schedule: manualTimers().schedule });
    await sender.flush();
    expect(await outboxStore.all()).toEqual([]);
    expect(sender.state().rejected.map((r) => [r.item.kind, r.message])).toEqual([
      ['stopDelivery', 'No such stop'],
    ]);
    expect(api.calls).toHaveLength(2);
  });

  it.each([
    [408, 'The request took too long'],
    [429, 'Too many requests, try again later'],
  ])(
    'keeps an update the server answers %i (try later) and sends it on the retry',
    async (status, message) => {
      let busy = true;
      const api = serve((call) => (busy ? refusal(status, message) : serverAnswer(call)));
      await outboxStore.add(delivered(11, `stop-11-${status}`));
      const timers = manualTimers();
      const sender = createOutboxSender({ send: sendOutboxItem, schedule: timers.schedule });
      await sender.flush();
      expect(sender.state().rejected).toEqual([]);
      expect((await outboxStore.all()).map(({ seq: _, ...action }) => action)).toEqual([
        delivered(11, `stop-11-${status}`),
      ]);
      expect(timers.pending.map((t) => t.delayMs)).toEqual([1000]);

      busy = false;
      timers.pending[0]?.run();
      await sender.flush();
      expect(await outboxStore.all()).toEqual([]);
      expect(sender.state().rejected).toEqual([]);
      expect(sentIds(api)).toEqual([`stop-11-${status}`, `stop-11-${status}`]);
    },
  );

  it('counts a repeat (applied: false) as sent and keeps the server state', async () => {
    await routeCache.saveRoute(aDriverRouteAnswer());
    serve((call) => serverAnswer(call, false));
    await outboxStore.add(delivered(11, 'stop-11-dddd'));
    const sender = createOutboxSender({ send: sendOutboxItem, schedule: manualTimers().schedule });
    await sender.flush();
    expect(await outboxStore.all()).toEqual([]);
    expect(sender.state().rejected).toEqual([]);
    const cached = await routeCache.route(7);
    expect(cached?.stops.find((s) => s.id === 11)?.delivery_status).toBe(DeliveryStatus.Delivered);
  });

  it('stops on 401 without losing anything, and goes on after a new log-in', async () => {
    let loggedIn = false;
    serve((call) => (loggedIn ? serverAnswer(call) : refusal(401, 'Please log in')));
    await outboxStore.add(delivered(11, 'stop-11-eeee'));
    const timers = manualTimers();
    const sender = createOutboxSender({ send: sendOutboxItem, schedule: timers.schedule });
    await sender.flush();
    expect(sender.state().needsLogin).toBe(true);
    expect(await outboxStore.all()).toHaveLength(1);
    expect(timers.pending).toEqual([]);
    loggedIn = true;
    sender.loggedIn();
    await sender.flush();
    expect(await outboxStore.all()).toEqual([]);
  });

  it('keeps only the latest unsent position of a route', async () => {
    const at = (lat: number): TOutboxAction => ({
      kind: 'position',
      vehicleRouteId: 7,
      body: { client_id: `pos-${lat}-xxxx`, vehicle_route_id: 7, lat, lng: 1, taken_at: 1_900_000_000_000 },
    });
    await outboxStore.add(at(1));
    await outboxStore.add(delivered(11, 'stop-11-ffff'));
    await outboxStore.add(at(2));
    const kinds = (await outboxStore.all()).map((i) =>
      i.kind === 'position' ? `position ${i.body.lat}` : i.kind,
    );
    expect(kinds).toEqual(['stopDelivery', 'position 2']);
  });

  it('back online, tries at once and then soon, not after the long wait of a long outage', async () => {
    const api = serve(() => {
      throw new TypeError('Failed to fetch');
    });
    await outboxStore.add(delivered(11, 'stop-11-cccc'));
    const timers = manualTimers();
    const sender = createOutboxSender({ send: sendOutboxItem, schedule: timers.schedule });
    for (let i = 0; i < 7; i++) await sender.flush();
    expect(timers.pending.map((t) => t.delayMs)).toEqual([60_000]);

    await sender.retryNow();
    expect(api.calls).toHaveLength(8);
    expect(timers.pending.map((t) => t.delayMs)).toEqual([2000]);
  });

  it('waits twice as long after each failure, at most a minute', () => {
    expect([1, 2, 3, 4, 7, 20].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 60_000, 60_000]);
  });
});
