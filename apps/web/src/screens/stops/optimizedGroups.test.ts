import polyline from '@mapbox/polyline';
import { Messages, type TDriverRoute, type TStop } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { aPlannedDriverRoute } from '../../components/testing/planner-fixtures';
import { stopViews } from '../../lib/stopsView';
import { driverRouteLine } from '../../map/RouteLines';
import { ROUTE_COLORS, UNASSIGNED_STOP_COLOR } from '../../map/routeColors';
import { driverRouteStatus, optimizedGroups } from './optimizedGroups';

const driverRoute = (id: number, extra: Partial<TDriverRoute> = {}): TDriverRoute =>
  aPlannedDriverRoute({
    vehicle_route_id: id,
    driver_id: id * 10,
    email: `d${id}@example.com`,
    name: '',
    ...extra,
  });

const stop = (id: number, vehicle: number, position: number, geometry = ''): TStop =>
  ({ id, sequence: id, vehicle_route_id: vehicle, position_on_the_route: position, geometry }) as TStop;

describe('optimizedGroups', () => {
  it('makes one panel per driver route in its colour, then one for stops without a route', () => {
    const drs = [driverRoute(7), driverRoute(9)];
    const stops = [stop(1, 9, 1), stop(2, 7, 2), stop(3, -1, 999999), stop(4, 7, 1)];
    const groups = optimizedGroups(stopViews(stops, true, drs), drs);
    expect(groups.map((g) => g.views.map((v) => v.stop.id))).toEqual([[4, 2], [1], [3]]);
    expect(groups.map((g) => g.color)).toEqual([ROUTE_COLORS[0], ROUTE_COLORS[1], UNASSIGNED_STOP_COLOR]);
    expect(groups[2]?.driverRoute).toBeNull();
    expect(Messages.noRouteToStops).toBe('No route to stops');
  });

  it('has no empty "No route to stops" panel when every stop is routed', () => {
    const drs = [driverRoute(1)];
    expect(optimizedGroups(stopViews([stop(1, 1, 1)], true, drs), drs)).toHaveLength(1);
  });
});

describe('driverRouteStatus', () => {
  const newYork12 = { timezone: 'America/New_York', hour_cycle: 12 } as const;
  it("says 'Started {time}' and 'Finished {time}' on the team's clock, nothing before the start", () => {
    expect(driverRouteStatus(driverRoute(1), newYork12)).toBe('');
    expect(
      driverRouteStatus(driverRoute(1, { route_status: 1, started_time: '2026-11-23T13:00:00Z' }), newYork12),
    ).toBe('Started 8:00 AM');
    expect(
      driverRouteStatus(
        driverRoute(1, { route_status: 2, started_time: 'x', finished_time: '2026-11-23T15:00:00Z' }),
        { timezone: 'Europe/Warsaw', hour_cycle: 24 },
      ),
    ).toBe('Finished 16:00');
  });
});

describe('driverRouteLine', () => {
  it('joins the legs in route order and ends with the leg back to the end point', () => {
    const leg = (a: [number, number], b: [number, number]) => polyline.encode([a, b]);
    const dr = driverRoute(5, { end_geometry: leg([3, 3], [0, 0]) });
    const stops = [
      stop(1, 5, 2, leg([1, 1], [3, 3])),
      stop(2, 5, 1, leg([0, 0], [1, 1])),
      stop(3, 6, 1, leg([9, 9], [8, 8])),
    ];
    expect(driverRouteLine(dr, stops)).toEqual([
      [0, 0],
      [1, 1],
      [3, 3],
      [0, 0],
    ]);
  });
});
