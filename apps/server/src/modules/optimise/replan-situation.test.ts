import { DeliveryStatus, RouteStatus } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import {
  replanReason,
  replanSituation,
  type TReplanDriverRoute,
  type TReplanStop,
  type TSituationInput,
} from './replan-situation.js';

const depot = { lat: 52.2, lng: 21 };
const ANNA = 10;
const BEN = 11;

const stop = (
  id: number,
  vehicleRouteId: number,
  position: number,
  done = false,
  doneBy: number | null = null,
) =>
  ({
    id,
    name: `Stop ${id}`,
    address: '',
    lat: 52 + id / 100,
    lng: 21,
    sequence: id,
    service_time: 5,
    time_window_start: 0,
    time_window_end: 0,
    priority: 0,
    order_info_package_count: null,
    vehicle_route_id: vehicleRouteId,
    position_on_the_route: position,
    delivery_status: done ? DeliveryStatus.Delivered : DeliveryStatus.Pending,
    arrival: 600 * position,
    distance: 1000,
    duration: 120,
    done_by: doneBy,
  }) as TReplanStop;

const driverRoute = (id: number, driverId: number | null, status: number, position: number) =>
  ({ id, driver_id: driverId, route_status: status, position, duration_total: 3600 }) as TReplanDriverRoute;

const input = (over: Partial<TSituationInput>): TSituationInput => ({
  start: depot,
  planStart: 8 * 3600,
  nowSeconds: 10 * 3600,
  stops: [],
  driverRoutes: [],
  selectedDriverIds: [ANNA, BEN],
  positions: new Map(),
  ...over,
});

describe('where each driver goes on from in a re-plan', () => {
  it('a started driver from their recent position at the current time; one not started from the start, also now', () => {
    const s = replanSituation(
      input({
        stops: [stop(1, 100, 1, true, ANNA), stop(2, 100, 2), stop(3, 200, 1)],
        driverRoutes: [
          driverRoute(100, ANNA, RouteStatus.Started, 0),
          driverRoute(200, BEN, RouteStatus.NotStarted, 1),
        ],
        positions: new Map([[ANNA, { lat: 52.5, lng: 21.5 }]]),
      }),
    );
    expect(s.vehicles.map((v) => [v.driverId, v.startPoint, v.shiftStart])).toEqual([
      [ANNA, { lat: 52.5, lng: 21.5 }, 10 * 3600],
      // Ben was due at 08:00 and has not left: his stops cannot be timed before now either.
      [BEN, depot, 10 * 3600],
    ]);
    expect(s.open.map((o) => o.id)).toEqual([2, 3]);
    expect(s.ownerOf).toEqual([0, 1]);
  });

  it('before the planned start, every driver goes on from the planned start', () => {
    const s = replanSituation(
      input({
        nowSeconds: 7 * 3600,
        stops: [stop(1, 100, 1), stop(2, 200, 1)],
        driverRoutes: [
          driverRoute(100, ANNA, RouteStatus.Started, 0),
          driverRoute(200, BEN, RouteStatus.NotStarted, 1),
        ],
      }),
    );
    expect(s.vehicles.map((v) => [v.driverId, v.shiftStart])).toEqual([
      [ANNA, 8 * 3600],
      [BEN, 8 * 3600],
    ]);
  });

  it('without a position, from the last stop they did; a driver handed the route from the start', () => {
    const stops = [stop(1, 100, 1, true, ANNA), stop(2, 100, 3, true, ANNA), stop(3, 100, 2)];
    const started = [driverRoute(100, ANNA, RouteStatus.Started, 0)];
    const anna = replanSituation(input({ stops, driverRoutes: started })).vehicles[0];
    expect(anna?.startPoint).toEqual({ lat: stops[1]?.lat, lng: stops[1]?.lng });
    // Stop 3 was done out of turn: the open stop is numbered after it.
    expect(anna?.lastDonePosition).toBe(3);
    const handed = [driverRoute(100, BEN, RouteStatus.Started, 0)];
    expect(replanSituation(input({ stops, driverRoutes: handed })).vehicles[0]?.startPoint).toEqual(depot);
  });

  it('withdraws the driver route of a deselected driver who did nothing, and offers their stops to the others', () => {
    const s = replanSituation(
      input({
        stops: [stop(1, 100, 1), stop(2, 200, 1)],
        driverRoutes: [
          driverRoute(100, ANNA, RouteStatus.NotStarted, 0),
          driverRoute(200, BEN, RouteStatus.NotStarted, 1),
        ],
        selectedDriverIds: [BEN],
      }),
    );
    expect(s.withdrawn).toEqual([100]);
    expect(s.vehicles.map((v) => v.driverId)).toEqual([BEN]);
    expect(s.ownerOf).toEqual([-1, 0]);
  });
});

describe('why a stop is left out of a re-plan', () => {
  const goOn = 10 * 3600 + 30 * 60;
  it('a window that closed before the drivers go on cannot be reached, rather than being outside the shift', () => {
    expect(replanReason('shift', { time_window_end: 10 * 60 }, goOn)).toBe('time_window');
  });
  it("keeps the solver's reason for a window still ahead, a stop without one, and every other reason", () => {
    expect(replanReason('shift', { time_window_end: 18 * 60 }, goOn)).toBe('shift');
    expect(replanReason('shift', { time_window_end: 0 }, goOn)).toBe('shift');
    expect(replanReason('capacity', { time_window_end: 10 * 60 }, goOn)).toBe('capacity');
  });
});
