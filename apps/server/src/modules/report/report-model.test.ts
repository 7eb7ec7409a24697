import polyline from '@mapbox/polyline';
import { Messages, routeColor, UNASSIGNED_STOP_COLOR } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { aDriverRoute, aRoute, aStop } from '../../test/report-fixtures.js';
import { reportPageCount, rowsPerPage } from './pdf/pdf-layout.js';
import { etaOf, reportModelOf } from './report-model.js';

const optimised = aRoute({
  is_optimized: true,
  start_time: 8 * 60,
  distance: 12_500,
  duration_travel: 3_700,
  duration_total: 5_000,
  driver_routes: [
    aDriverRoute({ vehicle_route_id: 10, name: 'Anna', email: 'anna@example.com', distance: 8_000 }),
    aDriverRoute({
      vehicle_route_id: 11,
      name: '',
      email: 'ben@example.com',
      route_status: 2,
      finished_time: '2025-06-02T15:00:00.000Z',
    }),
  ],
});

describe('etaOf', () => {
  it('adds the arrival to the start time, or counts from the start when it starts now', () => {
    const s = aStop({ vehicle_route_id: 10, arrival: 5_400 });
    expect(etaOf(s, optimised)).toBe('09:30');
    expect(etaOf(s, { ...optimised, start_time: 0 })).toBe('+1 h 30 min');
  });

  it('names the arrival error codes and leaves stops on no route or routes not optimised blank', () => {
    expect(etaOf(aStop({ vehicle_route_id: 10, arrival: -2 }), optimised)).toBe(
      Messages.cannotReachTimeWindow,
    );
    expect(etaOf(aStop({ vehicle_route_id: 10, waiting_time: -1 }), optimised)).toBe(
      Messages.cannotReachTimeWindow,
    );
    expect(etaOf(aStop({ vehicle_route_id: 10, arrival: -3 }), optimised)).toBe(Messages.cannotRouteToStop);
    expect(etaOf(aStop({ vehicle_route_id: -1, arrival: 600 }), optimised)).toBe('');
    expect(etaOf(aStop({ vehicle_route_id: 10, arrival: 600 }), aRoute())).toBe('');
  });
});

describe('reportModelOf', () => {
  const stops = [
    aStop({
      id: 1,
      name: 'A1',
      vehicle_route_id: 10,
      time_window_start: 540,
      time_window_end: 750,
      order_info_package_count: 2,
    }),
    aStop({
      id: 2,
      name: 'A2',
      vehicle_route_id: 10,
      delivery_status: 2,
      delivery_status_additional_info: 3,
    }),
    aStop({ id: 3, name: 'B1', vehicle_route_id: 11, delivery_status: 1, delivered_at: 13 * 60 + 5 }),
    aStop({ id: 4, name: 'Lost', vehicle_route_id: -1 }),
  ];
  const model = reportModelOf({ route: optimised, stops, distanceUnit: 1 });

  it('makes one table per driver route in its colour, then stops on no route, then failed deliveries', () => {
    expect(model.sections.map((s) => [s.title, s.rows.map((r) => r.name), s.color])).toEqual([
      ['Driver route 1: Anna (anna@example.com)', ['A1', 'A2'], routeColor(0)],
      ['Driver route 2: ben@example.com', ['B1'], routeColor(1)],
      ['No route to stops', ['Lost'], UNASSIGNED_STOP_COLOR],
      ['Failed deliveries', ['A2'], UNASSIGNED_STOP_COLOR],
    ]);
    expect(model.sections[1]?.subtitle).toContain('Finished 2025-06-02');
  });

  it("writes each cell with the contracts' display rules and the team's unit", () => {
    const [a1, a2] = model.sections[0]?.rows ?? [];
    expect(a1).toMatchObject({ position: '1', window: '09:00–12:30', packages: '2', status: '-' });
    expect(a2).toMatchObject({ position: '2', status: 'Delivery failed: No parking', packages: '' });
    expect(model.sections[1]?.rows[0]?.status).toBe('Delivered 13:05');
    expect(model.sections[0]?.subtitle).toMatch(/^2 stops · 5 mi · /);
    expect(Object.fromEntries(model.summary)).toMatchObject({
      Stops: '4',
      Distance: '8 mi',
      'Driving time': '1 h 2 min',
      Drivers: '2',
      'Delivered / failed / pending': '1 / 1 / 2',
    });
  });

  it("totals only a driver-only member's own driver routes", () => {
    const own = {
      ...optimised,
      is_driver_route: true,
      driver_routes: [optimised.driver_routes[0] ?? aDriverRoute()],
    };
    const m = reportModelOf({ route: own, stops: stops.slice(0, 2), distanceUnit: 0 });
    expect(Object.fromEntries(m.summary)).toMatchObject({ Stops: '2', Distance: '8 km', Drivers: '1' });
  });

  it('lists a route not optimised in one table, with no lines in the sketch', () => {
    const plain = reportModelOf({
      route: aRoute(),
      stops: [aStop({ name: 'X' }), aStop({ name: 'Y' })],
      distanceUnit: 0,
    });
    expect(plain.sections.map((s) => [s.title, s.rows.map((r) => `${r.position} ${r.name}`)])).toEqual([
      ['Stops (not optimised yet)', ['1 X', '2 Y']],
    ]);
    expect(plain.sketch.lines).toEqual([]);
    expect(plain.sketch.stops.map((s) => s.label)).toEqual(['1', '2']);
  });

  it("draws each driver route's line through its stored legs, straight where a leg has none", () => {
    const leg = polyline.encode([
      [52.14, 20.89],
      [52.17, 20.95],
      [52.2, 21],
    ]);
    const route = { ...optimised, driver_routes: [aDriverRoute({ vehicle_route_id: 10 })] };
    const m = reportModelOf({
      route,
      stops: [aStop({ vehicle_route_id: 10, lat: 52.2, lng: 21, geometry: leg })],
      distanceUnit: 0,
    });
    expect(m.sketch.lines).toEqual([
      {
        color: routeColor(0),
        points: [
          [52.14, 20.89],
          [52.17, 20.95],
          [52.2, 21],
          [52.2, 21],
          [52.14, 20.89],
        ],
      },
    ]);
  });
});

describe('report pages', () => {
  it('puts the summary on one page and each table on whole pages of equal rows', () => {
    const perPage = rowsPerPage('a4');
    expect(reportPageCount('a4', [])).toBe(1);
    expect(reportPageCount('a4', [0])).toBe(2);
    expect(reportPageCount('a4', [perPage, perPage + 1])).toBe(1 + 1 + 2);
    // Landscape Letter is narrower but taller than A4: at least as many rows.
    expect(rowsPerPage('letter')).toBeGreaterThanOrEqual(rowsPerPage('a4'));
    expect(rowsPerPage('a4')).toBeGreaterThanOrEqual(20);
  });
});
