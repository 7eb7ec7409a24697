import { DeliveryStatus, RouteStatus } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import type { TOutboxItem } from '../storage/driver-db';
import { aDriverRouteAnswer } from '../testing/driver-fixtures';
import { applyPending, nextPendingStop } from './apply-pending';

const TAKEN = Date.UTC(2030, 0, 2, 14, 30);
const items: TOutboxItem[] = [
  {
    seq: 1,
    kind: 'routeStatus',
    vehicleRouteId: 7,
    body: { client_id: 'aaaaaaaa', route_status: 1, taken_at: TAKEN },
  },
  {
    seq: 2,
    kind: 'stopDelivery',
    vehicleRouteId: 7,
    body: {
      client_id: 'bbbbbbbb',
      stop_id: 11,
      delivery_status: 2,
      delivery_status_additional_info: 3,
      taken_at: TAKEN,
    },
  },
  {
    seq: 3,
    kind: 'stopProof',
    vehicleRouteId: 7,
    body: {
      client_id: 'cccccccc',
      stop_id: 12,
      kind: 'signature',
      image: 'data:image/png;base64,AAAA',
      taken_at: TAKEN,
    },
  },
];

describe('the route as the driver sees it', () => {
  it('shows waiting actions at once: started, a failed stop with its reason, a signature', () => {
    const view = applyPending(aDriverRouteAnswer(), items);
    expect(view.driver_route).toMatchObject({
      route_status: RouteStatus.Started,
      started_time: new Date(TAKEN).toISOString(),
      failed_count: 1,
      delivered_count: 0,
    });
    expect(view.stops[0]).toMatchObject({
      delivery_status: DeliveryStatus.Failed,
      delivery_status_additional_info: 3,
    });
    expect(view.stops[0].delivered_at).not.toBeNull();
    expect(view.stops[1]).toMatchObject({ delivery_status: DeliveryStatus.Pending, has_signature: true });
  });
  it("writes a waiting delivery's time on the team's zone, as the server will", () => {
    const tokyo = aDriverRouteAnswer();
    tokyo.driver_route = { ...tokyo.driver_route, clock: { timezone: 'Asia/Tokyo', hour_cycle: 12 } };
    // 14:30 UTC is 23:30 in Tokyo.
    expect(applyPending(tokyo, items).stops[0]?.delivered_at).toBe(23 * 60 + 30);
  });
  it("leaves another driver route's actions out", () => {
    const route = aDriverRouteAnswer({ vehicle_route_id: 8 });
    expect(applyPending(route, items)).toBe(route);
  });
  it('finds the next stop to visit in visiting order', () => {
    const view = applyPending(aDriverRouteAnswer(), items);
    expect(nextPendingStop(view.stops)?.id).toBe(12);
    expect(nextPendingStop([...view.stops].reverse())?.id).toBe(12);
  });
});
