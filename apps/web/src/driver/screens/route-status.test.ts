import { describe, expect, it } from 'vitest';
import { aDriverRoute } from '../testing/driver-fixtures';
import { routeStatusText } from './route-status';

describe('routeStatusText', () => {
  it("says when the route started and finished on the team's clock, not the phone's", () => {
    const started = { route_status: 1, started_time: '2030-01-02T21:55:00.000Z' };
    expect(
      routeStatusText(aDriverRoute({ ...started, clock: { timezone: 'America/Chicago', hour_cycle: 12 } })),
    ).toBe('Started 3:55 PM');
    expect(
      routeStatusText(aDriverRoute({ ...started, clock: { timezone: 'Europe/Berlin', hour_cycle: 24 } })),
    ).toBe('Started 22:55');
    expect(
      routeStatusText(
        aDriverRoute({
          route_status: 2,
          finished_time: '2030-01-02T09:05:00.000Z',
          clock: { timezone: 'UTC', hour_cycle: 24 },
        }),
      ),
    ).toBe('Finished 09:05');
    expect(routeStatusText(aDriverRoute())).toBe('Not started');
  });
});
