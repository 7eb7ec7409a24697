import { RouteStatus, type TDriverRoute } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { routeProgressText } from './route-progress';

const driverRoute = (route_status: number) => ({ route_status }) as TDriverRoute;
const route = (o: { statuses?: number[]; sent?: boolean; done?: number; count?: number }) => ({
  driver_routes: (o.statuses ?? []).map(driverRoute),
  sent_at: o.sent ? '2026-11-26T08:00:00.000Z' : null,
  stops_count: o.count ?? 12,
  stops_done_count: o.done ?? 0,
});

describe('routeProgressText', () => {
  it('says done of total and how far the drivers are', () => {
    expect(routeProgressText(route({}))).toBe('0/12 done');
    expect(routeProgressText(route({ statuses: [RouteStatus.NotStarted], sent: true }))).toBe(
      '0/12 done · Sent, not started',
    );
    expect(
      routeProgressText(
        route({ statuses: [RouteStatus.Started, RouteStatus.NotStarted], done: 3, sent: true }),
      ),
    ).toBe('3/12 done · Started');
    expect(
      routeProgressText(
        route({ statuses: [RouteStatus.Finished, RouteStatus.Finished], done: 12, sent: true }),
      ),
    ).toBe('12/12 done · Finished');
  });

  it('says nothing for a route without stops', () => {
    expect(routeProgressText(route({ count: 0 }))).toBe('');
  });
});
