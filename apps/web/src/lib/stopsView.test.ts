import type { TDriverRoute, TStop } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { ROUTE_COLORS, routeColor, UNASSIGNED_STOP_COLOR } from '../map/routeColors';
import { PLANNING_STOP_COLOR, stopViews } from './stopsView';

const stop = (id: number, sequence: number, vehicle_route_id = -1, position_on_the_route = 999999) =>
  ({ id, sequence, vehicle_route_id, position_on_the_route }) as TStop;

describe('stopViews', () => {
  it('numbers the stops of an unoptimised route in the order they were added', () => {
    const v = stopViews([stop(5, 2), stop(3, 1), stop(9, 3)], false);
    expect(v.map((x) => [x.stop.id, x.label])).toEqual([
      [3, '1'],
      [5, '2'],
      [9, '3'],
    ]);
    expect(v.every((x) => x.color === PLANNING_STOP_COLOR)).toBe(true);
  });

  it('groups an optimised route per driver route, unreachable stops last', () => {
    const driverRoutes = [{ vehicle_route_id: 20 }, { vehicle_route_id: 10 }] as TDriverRoute[];
    const v = stopViews(
      [stop(1, 1, 10, 2), stop(2, 2, 20, 1), stop(3, 3, -1), stop(4, 4, 10, 1)],
      true,
      driverRoutes,
    );
    expect(v.map((x) => [x.stop.id, x.label, x.color])).toEqual([
      [2, '1', routeColor(0)],
      [4, '1', routeColor(1)],
      [1, '2', routeColor(1)],
      [3, '-', UNASSIGNED_STOP_COLOR],
    ]);
  });
});

describe('route colours', () => {
  it('has 11 colours cycling by index', () => {
    expect(ROUTE_COLORS).toHaveLength(11);
    expect(new Set(ROUTE_COLORS).size).toBe(11);
    expect(routeColor(11)).toBe(routeColor(0));
    expect(routeColor(13)).toBe(ROUTE_COLORS[2]);
    expect(routeColor(-1)).toBe(ROUTE_COLORS[10]);
  });
});
