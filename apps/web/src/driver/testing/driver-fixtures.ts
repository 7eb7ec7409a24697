import type { TDriverRouteAnswer, TDriverRouteSummary, TStop } from '@rp/contracts';
import { aStop } from '../../components/testing/planner-fixtures';

/** A driver route as the driver API answers it, for the driver app's tests. */
export const aDriverRoute = (over: Partial<TDriverRouteSummary> = {}): TDriverRouteSummary => ({
  vehicle_route_id: 7,
  route_id: 1,
  route_name: 'Morning run',
  planned_on: '2030-01-02',
  route_status: 0,
  started_time: null,
  finished_time: null,
  sent_at: '2030-01-02T06:00:00.000Z',
  start_time: 480,
  start_point_address: 'Depot, Philadelphia',
  start_point_lat: 39.95,
  start_point_lng: -75.16,
  end_point_address: 'Depot, Philadelphia',
  end_point_lat: 39.95,
  end_point_lng: -75.16,
  distance: 12000,
  duration_total: 3600,
  stops_count: 2,
  delivered_count: 0,
  failed_count: 0,
  proof_required: 'none',
  plan_start_seconds: 8 * 3600,
  clock: { timezone: 'UTC', hour_cycle: 24 },
  ...over,
});

/** Two stops of driver route 7, in visiting order. */
export const twoStops = (): TStop[] => [
  aStop({ id: 11, name: 'Bakery', vehicle_route_id: 7, position_on_the_route: 1, sequence: 1 }),
  aStop({ id: 12, name: 'Florist', vehicle_route_id: 7, position_on_the_route: 2, sequence: 2 }),
];

export const aDriverRouteAnswer = (over: Partial<TDriverRouteSummary> = {}): TDriverRouteAnswer => ({
  driver_route: aDriverRoute(over),
  stops: twoStops(),
});
