import polyline from '@mapbox/polyline';
import { DeliveryStatus, Messages, routeColor, UNASSIGNED_STOP_COLOR } from '@rp/contracts';
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

const H24 = { timezone: 'UTC', hour_cycle: 24 } as const;

describe('etaOf', () => {
  it("adds the arrival to the plan's start on the team's clock, or counts from the start when it is unknown", () => {
    const s = aStop({ vehicle_route_id: 10, arrival: 5_400 });
    expect(etaOf(s, optimised, 24)).toBe('09:30');
    expect(etaOf(s, optimised, 12)).toBe('9:30 AM');
    // A route that started 'now': the plan kept when that was.
    expect(etaOf(s, { ...optimised, start_time: 0, plan_start_seconds: 14 * 3600 + 10 * 60 }, 12)).toBe(
      '3:40 PM',
    );
    expect(etaOf(s, { ...optimised, start_time: 0 }, 24)).toBe('+1 h 30 min');
  });

  it('tells the wait for the window to open, until the stop is done', () => {
    const early = aStop({ vehicle_route_id: 10, arrival: 5_400, waiting_time: 12_000 });
    expect(etaOf(early, optimised, 12)).toBe('9:30 AM, wait 3 h 20 min');
    expect(etaOf({ ...early, delivery_status: DeliveryStatus.Delivered }, optimised, 12)).toBe('9:30 AM');
  });

  it('names the arrival error codes and leaves stops on no route or routes not optimised blank', () => {
    expect(etaOf(aStop({ vehicle_route_id: 10, arrival: -2 }), optimised, 24)).toBe(
      Messages.cannotReachTimeWindow,
    );
    expect(etaOf(aStop({ vehicle_route_id: 10, waiting_time: -1 }), optimised, 24)).toBe(
      Messages.cannotReachTimeWindow,
    );
    expect(etaOf(aStop({ vehicle_route_id: 10, arrival: -3 }), optimised, 24)).toBe(
      Messages.cannotRouteToStop,
    );
    expect(etaOf(aStop({ vehicle_route_id: -1, arrival: 600 }), optimised, 24)).toBe('');
    expect(etaOf(aStop({ vehicle_route_id: 10, arrival: 600 }), aRoute(), 24)).toBe('');
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
  const model = reportModelOf({ route: optimised, stops, distanceUnit: 1, clock: H24 });

  it('makes one table per driver route in its colour, then stops on no route, then failed deliveries', () => {
    expect(model.sections.map((s) => [s.title, s.rows.map((r) => r.name), s.color])).toEqual([
      ['Driver route 1: Anna (anna@example.com)', ['A1', 'A2'], routeColor(0)],
      ['Driver route 2: ben@example.com', ['B1'], routeColor(1)],
      ['No route to stops', ['Lost'], UNASSIGNED_STOP_COLOR],
      ['Failed deliveries', ['A2'], UNASSIGNED_STOP_COLOR],
    ]);
    expect(model.sections[1]?.subtitle).toContain('Finished 15:00');
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
      'Travel times': '-',
    });
  });

  it('says which model made the plan under the totals', () => {
    const planned = { ...optimised, travel_model: 'valhalla', travel_vehicle: 'van' } as const;
    const m = reportModelOf({ route: planned, stops, distanceUnit: 1, clock: H24 });
    expect(Object.fromEntries(m.summary)['Travel times']).toBe('Road times from Valhalla (van)');
  });

  it("totals only a driver-only member's own driver routes", () => {
    const own = {
      ...optimised,
      is_driver_route: true,
      driver_routes: [optimised.driver_routes[0] ?? aDriverRoute()],
    };
    const m = reportModelOf({ route: own, stops: stops.slice(0, 2), distanceUnit: 0, clock: H24 });
    expect(Object.fromEntries(m.summary)).toMatchObject({ Stops: '2', Distance: '8 km', Drivers: '1' });
  });

  it('lists a route not optimised in one table, with no lines in the sketch', () => {
    const plain = reportModelOf({
      route: aRoute(),
      stops: [aStop({ name: 'X' }), aStop({ name: 'Y' })],
      distanceUnit: 0,
      clock: H24,
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
      clock: H24,
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

describe('times and proof in the report of a day that happened', () => {
  const done = aStop({
    id: 7,
    name: 'Bakery',
    address: '1 Main St',
    vehicle_route_id: 10,
    delivery_status: 1,
    delivered_at: 16 * 60 + 56,
    time_window_start: 13 * 60,
    time_window_end: 17 * 60,
    proof_of_delivery_note: 'Left with the neighbour',
    order_info_products_barcodes_scanned: 'PKG-1, PKG-2',
    has_photo: true,
    has_signature: true,
  });
  const route = {
    ...optimised,
    start_time: 0,
    plan_start_seconds: 9 * 3600 + 12 * 60,
    driver_routes: [
      aDriverRoute({ vehicle_route_id: 10, route_status: 1, started_time: '2025-06-02T13:05:00Z' }),
    ],
  };
  const at = (hourCycle: 12 | 24) =>
    reportModelOf({
      route,
      stops: [done],
      distanceUnit: 0,
      clock: { timezone: 'America/New_York', hour_cycle: hourCycle },
    });

  it("writes the start, the window, the done time and the driver route's start on the team's clock", () => {
    const m = at(12);
    expect(Object.fromEntries(m.summary)['Start time']).toBe('9:12 AM');
    expect(m.sections[0]?.rows[0]).toMatchObject({ window: '1:00 PM–5:00 PM', status: 'Delivered 4:56 PM' });
    expect(m.sections[0]?.subtitle).toContain('Started 9:05 AM');
    expect(at(24).sections[0]?.rows[0]?.status).toBe('Delivered 16:56');
  });

  it('lists each done stop with its note, the codes scanned and which pictures it has', () => {
    expect(at(24).proofs).toEqual([
      {
        stopId: 7,
        title: 'Bakery, 1 Main St',
        done: 'Delivered 16:56',
        note: 'Left with the neighbour',
        codes: 'PKG-1, PKG-2',
        hasPhoto: true,
        hasSignature: true,
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

describe("a driver route's working day in the report", () => {
  it('says the load and shift under the title and puts the break between the right stops', () => {
    const day = {
      load: 3,
      weight: 0,
      capacity: 4,
      max_weight: null,
      shift_start: 8 * 3600,
      shift_end: 17 * 3600,
      break_start: 12.5 * 3600,
      break_duration: 1800,
      break_after_stops: 1,
    };
    const route = aRoute({
      is_optimized: true,
      driver_routes: [aDriverRoute({ vehicle_route_id: 10, day })],
    });
    const stops = [1, 2].map((n) => aStop({ id: n, vehicle_route_id: 10, position_on_the_route: n }));
    const [section] = reportModelOf({
      route,
      stops,
      distanceUnit: 0,
      clock: { timezone: 'UTC', hour_cycle: 12 },
    }).sections;
    expect(section?.subtitle).toContain('Load 3 / 4 packages · Shift 8:00 AM – 5:00 PM');
    expect(section?.rows.map((r) => r.name)).toEqual([
      stops[0]?.name,
      'Break 12:30 PM, 30 min',
      stops[1]?.name,
    ]);
  });
});
