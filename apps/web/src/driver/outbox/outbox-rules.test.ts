import 'fake-indexeddb/auto';
import { DeliveryStatus, ProofKind, RouteStatus } from '@rp/contracts';
import { describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../api/client';
import type { TOutboxItem } from '../storage/driver-db';
import { aDriverRoute, aDriverRouteAnswer, twoStops } from '../testing/driver-fixtures';
import {
  delivered,
  deliveredAnswer,
  manualTimers,
  outboxTestSetup,
  refusal,
  sentIds,
} from '../testing/outbox-fixtures';
import { createOutboxSender } from './outbox-sender';
import { outboxStore } from './outbox-store';
import { routeCache } from './route-cache';
import { sendOutboxItem } from './send-item';

/** The outbox's rules the main outbox test leaves implicit: which answers drop an update, and when it sends. */

const { serve } = outboxTestSetup();

describe('which answers drop an update', () => {
  it('a 400 (the update is invalid) is shown to the driver and dropped; the next one is sent', async () => {
    const api = serve((call) =>
      (call.body as { stop_id: number }).stop_id === 11 ? refusal(400, 'Bad stop') : deliveredAnswer(call),
    );
    const first = await outboxStore.add(delivered(11, 'stop-11-r400'));
    await outboxStore.add(delivered(12, 'stop-12-r400'));
    const sender = createOutboxSender({ send: sendOutboxItem, schedule: manualTimers().schedule });
    await sender.flush();
    expect(await outboxStore.all()).toEqual([]);
    expect(sender.state().rejected).toEqual([{ seq: first.seq, item: first, message: 'Bad stop' }]);
    expect(sentIds(api)).toEqual(['stop-11-r400', 'stop-12-r400']);
  });

  it.each([500, 503])(
    'a %i (the server is down) keeps the update for a retry, not shown as refused',
    async (status) => {
      serve(() => refusal(status, 'Server error'));
      await outboxStore.add(delivered(11, `stop-11-r${status}`));
      const timers = manualTimers();
      const sender = createOutboxSender({ send: sendOutboxItem, schedule: timers.schedule });
      await sender.flush();
      expect(sender.state().rejected).toEqual([]);
      expect(sender.state().failures).toBe(1);
      expect(await outboxStore.all()).toHaveLength(1);
      expect(timers.pending.map((t) => t.delayMs)).toEqual([1000]);
    },
  );

  it('a refusal after failures starts the next item with no failures counted', async () => {
    let answer: 'down' | 'refuse' = 'down';
    serve(() => (answer === 'down' ? refusal(502, 'Bad gateway') : refusal(404, 'No such stop')));
    await outboxStore.add(delivered(11, 'stop-11-rfail'));
    const sender = createOutboxSender({ send: sendOutboxItem, schedule: manualTimers().schedule });
    await sender.flush();
    await sender.flush();
    expect(sender.state().failures).toBe(2);
    answer = 'refuse';
    await sender.flush();
    expect(sender.state().failures).toBe(0);
    expect(sender.state().rejected.map((r) => r.message)).toEqual(['No such stop']);
  });

  it('an update sent after failures leaves no failures counted', async () => {
    let online = false;
    serve((call) => {
      if (!online) throw new TypeError('Failed to fetch');
      return deliveredAnswer(call);
    });
    await outboxStore.add(delivered(11, 'stop-11-back'));
    const sender = createOutboxSender({ send: sendOutboxItem, schedule: manualTimers().schedule });
    await sender.flush();
    expect(sender.state().failures).toBe(1);
    online = true;
    await sender.flush();
    expect(sender.state().failures).toBe(0);
    expect(await outboxStore.all()).toEqual([]);
  });
});

describe('when the outbox sends', () => {
  it('sends nothing while the session has ended, not even on a later flush', async () => {
    const api = serve(() => refusal(401, 'Please log in'));
    await outboxStore.add(delivered(11, 'stop-11-401'));
    const sender = createOutboxSender({ send: sendOutboxItem, schedule: manualTimers().schedule });
    await sender.flush();
    await sender.flush();
    await sender.retryNow();
    expect(api.calls).toHaveLength(1);
    expect(sender.state().needsLogin).toBe(true);
    expect(sender.state().failures).toBe(0);
  });

  it('a 401 of the outbox does not send the driver to the log-in page (the app asks in place)', async () => {
    const leave = vi.fn();
    setUnauthorizedHandler(leave);
    serve(() => refusal(401, 'Please log in'));
    await outboxStore.add(delivered(11, 'stop-11-stay'));
    const sender = createOutboxSender({ send: sendOutboxItem, schedule: manualTimers().schedule });
    await sender.flush();
    setUnauthorizedHandler(() => {});
    expect(leave).not.toHaveBeenCalled();
  });

  it('flushes asked for at the same time send each update once, in order', async () => {
    const api = serve((call) => deliveredAnswer(call));
    await outboxStore.add(delivered(11, 'stop-11-twice'));
    await outboxStore.add(delivered(12, 'stop-12-twice'));
    const sender = createOutboxSender({ send: sendOutboxItem, schedule: manualTimers().schedule });
    await Promise.all([sender.flush(), sender.flush(), sender.flush()]);
    expect(sentIds(api)).toEqual(['stop-11-twice', 'stop-12-twice']);
    expect(await outboxStore.all()).toEqual([]);
  });

  it('a flush asked for while one runs still sends what was queued meanwhile', async () => {
    const api = serve((call) => deliveredAnswer(call));
    await outboxStore.add(delivered(11, 'stop-11-during'));
    const sender = createOutboxSender({ send: sendOutboxItem, schedule: manualTimers().schedule });
    const running = sender.flush();
    await outboxStore.add(delivered(12, 'stop-12-during'));
    await Promise.all([running, sender.flush()]);
    expect(sentIds(api)).toEqual(['stop-11-during', 'stop-12-during']);
    expect(await outboxStore.all()).toEqual([]);
  });

  it('a flush asked for while a queued pass runs waits for it: one update in flight at a time', async () => {
    // The first try fails (offline); a flush asked meanwhile runs a second pass, held in flight.
    const inFlight: (() => void)[] = [];
    const tries: number[] = [];
    const send = (item: TOutboxItem) => {
      tries.push(item.seq);
      if (tries.length === 1) return Promise.reject(new TypeError('Failed to fetch'));
      return new Promise<void>((resolve) => inFlight.push(resolve));
    };
    const { seq } = await outboxStore.add(delivered(11, 'stop-11-inflight'));
    const sender = createOutboxSender({ send, schedule: manualTimers().schedule });
    const first = sender.flush();
    const second = sender.flush();
    await first;
    await vi.waitFor(() => expect(inFlight).toHaveLength(1));
    // The first pass has ended; the second is sending: a third flush must queue behind it.
    const third = sender.flush();
    // Time enough for a pass that did not wait to read the store (after it) and send.
    await outboxStore.all();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tries).toEqual([seq, seq]);
    inFlight[0]?.();
    await Promise.all([second, third]);
    expect(tries).toEqual([seq, seq]);
    expect(await outboxStore.all()).toEqual([]);
  });

  it('a broken phone store fails no flush, and the next flush sends', async () => {
    const api = serve((call) => deliveredAnswer(call));
    await outboxStore.add(delivered(11, 'stop-11-store'));
    const sender = createOutboxSender({ send: sendOutboxItem, schedule: manualTimers().schedule });
    vi.spyOn(outboxStore, 'all').mockRejectedValueOnce(new Error('QuotaExceededError'));
    await expect(sender.flush()).resolves.toBeUndefined();
    expect(api.calls).toEqual([]);
    await sender.flush();
    expect(sentIds(api)).toEqual(['stop-11-store']);
  });

  it('back online with no failure yet, a new failure waits one second, not two', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    await outboxStore.add(delivered(11, 'stop-11-first'));
    const timers = manualTimers();
    const sender = createOutboxSender({ send: sendOutboxItem, schedule: timers.schedule });
    await sender.retryNow();
    expect(sender.state().failures).toBe(1);
    expect(timers.pending.map((t) => t.delayMs)).toEqual([1000]);
  });

  it('the retry timer sends the queue when it fires', async () => {
    let online = false;
    const api = serve((call) => {
      if (!online) throw new TypeError('Failed to fetch');
      return deliveredAnswer(call);
    });
    await outboxStore.add(delivered(11, 'stop-11-timer'));
    const timers = manualTimers();
    const sender = createOutboxSender({ send: sendOutboxItem, schedule: timers.schedule });
    await sender.flush();
    online = true;
    timers.pending[0]?.run();
    await vi.waitFor(async () => expect(await outboxStore.all()).toEqual([]));
    expect(sentIds(api)).toEqual(['stop-11-timer', 'stop-11-timer']);
  });

  it('stopping with no retry waiting is harmless', () => {
    const sender = createOutboxSender({ send: sendOutboxItem, schedule: manualTimers().schedule });
    expect(() => sender.stop()).not.toThrow();
  });

  it('stopping cancels the waiting retry', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    await outboxStore.add(delivered(11, 'stop-11-stop'));
    const timers = manualTimers();
    const sender = createOutboxSender({ send: sendOutboxItem, schedule: timers.schedule });
    await sender.flush();
    expect(timers.pending).toHaveLength(1);
    sender.stop();
    expect(timers.pending).toEqual([]);
  });

  it('waits with the browser timer when none is given, and stopping clears it', async () => {
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    const clearTimer = vi.spyOn(globalThis, 'clearTimeout');
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    await outboxStore.add(delivered(11, 'stop-11-clock'));
    const sender = createOutboxSender({ send: sendOutboxItem });
    await sender.flush();
    const retry = setTimer.mock.results[setTimer.mock.calls.findIndex(([, ms]) => ms === 1000)];
    expect(retry).toBeDefined();
    sender.stop();
    expect(clearTimer).toHaveBeenCalledWith(retry?.value);
  });
});

describe('what the driver is told', () => {
  it('tells listeners of every change until they unsubscribe', async () => {
    serve(() => refusal(404, 'No such stop'));
    await outboxStore.add(delivered(11, 'stop-11-tell'));
    const sender = createOutboxSender({ send: sendOutboxItem, schedule: manualTimers().schedule });
    const heard: number[] = [];
    const unsubscribe = sender.subscribe(() => heard.push(sender.state().rejected.length));
    await sender.flush();
    expect(heard).toEqual([1]);
    unsubscribe();
    sender.dismissRejected(sender.state().rejected[0]?.seq ?? -1);
    expect(heard).toEqual([1]);
  });

  it('dismissing a refused update removes only that one', async () => {
    serve(() => refusal(404, 'No such stop'));
    const first = await outboxStore.add(delivered(11, 'stop-11-dismiss'));
    const second = await outboxStore.add(delivered(12, 'stop-12-dismiss'));
    const sender = createOutboxSender({ send: sendOutboxItem, schedule: manualTimers().schedule });
    await sender.flush();
    sender.dismissRejected(first.seq);
    expect(sender.state().rejected.map((r) => r.seq)).toEqual([second.seq]);
  });
});

describe('each kind of update goes to its driver API call and its answer is kept', () => {
  it('a route start updates the phone copy of the route', async () => {
    await routeCache.saveRoute(aDriverRouteAnswer());
    const api = serve(() => ({
      applied: true,
      driver_route: aDriverRoute({ route_status: RouteStatus.Started }),
    }));
    await sendOutboxItem({
      seq: 1,
      kind: 'routeStatus',
      vehicleRouteId: 7,
      body: { client_id: 'start-route-7', route_status: 1, taken_at: 1_900_000_000_000 },
    });
    expect(api.calls.map((c) => [c.method, c.url])).toEqual([['POST', '/api/driver/route_status/7/']]);
    expect((await routeCache.route(7))?.driver_route.route_status).toBe(RouteStatus.Started);
  });

  it('a proof is sent to the proof call and the stop kept as the server answers it', async () => {
    await routeCache.saveRoute(aDriverRouteAnswer());
    const api = serve(() => ({
      applied: true,
      stop: { ...twoStops()[1], delivery_status: DeliveryStatus.Delivered },
    }));
    await sendOutboxItem({
      seq: 2,
      kind: 'stopProof',
      vehicleRouteId: 7,
      body: {
        client_id: 'proof-12-aaaa',
        stop_id: 12,
        kind: ProofKind.Photo,
        image: 'data:image/png;base64,AAAA',
        taken_at: 1_900_000_000_000,
      },
    });
    expect(api.calls.map((c) => [c.method, c.url])).toEqual([['POST', '/api/driver/proof/7/']]);
    const stops = (await routeCache.route(7))?.stops ?? [];
    expect(stops.map((s) => [s.id, s.delivery_status])).toEqual([
      [11, DeliveryStatus.Pending],
      [12, DeliveryStatus.Delivered],
    ]);
  });

  it('a position is sent to the position call', async () => {
    const api = serve(() => ({ applied: true }));
    await sendOutboxItem({
      seq: 3,
      kind: 'position',
      vehicleRouteId: 7,
      body: {
        client_id: 'pos-7-aaaa',
        vehicle_route_id: 7,
        lat: 39.95,
        lng: -75.16,
        taken_at: 1_900_000_000_000,
      },
    });
    expect(api.calls.map((c) => [c.method, c.url, (c.body as { lat: number }).lat])).toEqual([
      ['POST', '/api/driver/position/', 39.95],
    ]);
  });
});
