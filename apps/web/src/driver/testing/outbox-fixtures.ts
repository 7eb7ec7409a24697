import { DeliveryStatus } from '@rp/contracts';
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeApi, type TFetchCall } from '../../components/testing/render';
import { resetDriverDb, type TOutboxAction } from '../storage/driver-db';
import { twoStops } from './driver-fixtures';

/** The outbox tests' shared set-up: queued updates, the server's answers, timers fired by hand. */

/** A stop of driver route 7 marked delivered, as the app queues it. */
export const delivered = (stopId: number, clientId: string): TOutboxAction => ({
  kind: 'stopDelivery',
  vehicleRouteId: 7,
  body: { client_id: clientId, stop_id: stopId, delivery_status: 1, taken_at: 1_900_000_000_000 },
});

/** The server's answer to a stop's outcome: the stop, delivered. */
export const deliveredAnswer = (call: TFetchCall, applied = true) => {
  const stopId = (call.body as { stop_id?: number }).stop_id;
  const stop = twoStops().find((s) => s.id === stopId) ?? twoStops()[0];
  return { applied, stop: { ...stop, delivery_status: DeliveryStatus.Delivered } };
};

/** An error answer of the server. */
export const refusal = (status: number, message: string) => ({ status, body: { success: false, message } });

/** A timer the test fires by hand, so no test waits on the clock. */
export function manualTimers() {
  const pending: { run: () => void; delayMs: number }[] = [];
  return {
    pending,
    schedule: (run: () => void, delayMs: number) => {
      const entry = { run, delayMs };
      pending.push(entry);
      return () => pending.splice(pending.indexOf(entry), 1);
    },
  };
}

export type TFakeApi = ReturnType<typeof fakeApi>;

/** The client ids of the updates that reached the server, in order. */
export const sentIds = (api: TFakeApi) => api.calls.map((c) => (c.body as { client_id: string }).client_id);

/**
 * An empty phone store before each test and the real fetch back after it. Answers `serve`, which
 * puts a fake server in place of fetch for the current test.
 */
export function outboxTestSetup(): { serve: typeof fakeApi } {
  let api: TFakeApi | undefined;
  beforeEach(async () => {
    await resetDriverDb();
  });
  afterEach(() => {
    api?.restore();
    api = undefined;
    vi.restoreAllMocks();
  });
  return {
    serve: (answer) => {
      api = fakeApi(answer);
      return api;
    },
  };
}
