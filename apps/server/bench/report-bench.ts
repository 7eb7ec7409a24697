import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import polyline from '@mapbox/polyline';
import type { TDriverRoute, TReportPaper, TRoute, TStop } from '@rp/contracts';
import { renderReportPdf } from '../src/modules/report/pdf/report-pdf.js';
import { reportModelOf } from '../src/modules/report/report-model.js';
import { aDriverRoute, aRoute, aStop } from '../src/test/report-fixtures.js';
import { byMode } from './short-mode.js';
import { timeRuns, timingSummary } from './timings.js';

/**
 * Report benchmark: builds the PDF of one optimised route of N stops (default 500) over D driver
 * routes, each stop with a road-like leg geometry and every text column filled, and prints how
 * long the model and the PDF took (median of the runs after one warm-up run).
 *
 *   npm run bench:report -- [--stops 500] [--drivers 5] [--runs 5] [--paper a4|letter] [--out file.pdf]
 *
 * BENCH_SHORT=1 (short-mode.ts): 20 stops, 2 driver routes, one run after the warm-up.
 */
const { values: flags } = parseArgs({
  options: {
    stops: { type: 'string', default: byMode('500', '20') },
    drivers: { type: 'string', default: byMode('5', '2') },
    runs: { type: 'string', default: byMode('5', '1') },
    paper: { type: 'string', default: 'a4' },
    out: { type: 'string' },
  },
});

const at = (i: number): [number, number] => [52.15 + (i % 25) * 0.006, 20.9 + Math.floor(i / 25) * 0.008];

/** A leg of ten points bending between two stops, as a road would. */
function legGeometry(from: [number, number], to: [number, number]): string {
  const points = Array.from({ length: 10 }, (_, k): [number, number] => {
    const f = k / 9;
    return [from[0] + (to[0] - from[0]) * f + Math.sin(f * Math.PI) * 0.001, from[1] + (to[1] - from[1]) * f];
  });
  return polyline.encode(points);
}

function driverRoute(i: number): TDriverRoute {
  return aDriverRoute({
    vehicle_route_id: i + 1,
    driver_id: i + 1,
    email: `driver${i + 1}@example.com`,
    name: `Kierowca Łukasz ${i + 1}`,
    position: i,
    distance: 84_000,
    duration_travel: 3 * 3600,
    duration_total: 5 * 3600,
  });
}

function stop(i: number, drivers: number): TStop {
  const previous = i === 0 ? at(0) : at(i - 1);
  return aStop({
    id: i + 1,
    sequence: i,
    name: `Sklep „Żabka” ${i + 1}`,
    address: `ul. Marszałkowska ${i + 1}, 00-${String(i).padStart(3, '0')} Warszawa`,
    lat: at(i)[0],
    lng: at(i)[1],
    note: 'Dostawa od zaplecza, zadzwonić 10 minut wcześniej; Crème, Straße',
    time_window_start: 9 * 60,
    time_window_end: 12 * 60 + 30,
    recipient_name: 'Zażółć Gęślą-Jaźń',
    recipient_phone_number: '+48123456789',
    order_info_package_count: (i % 4) + 1,
    position_on_the_route: Math.floor(i / drivers) + 1,
    vehicle_route_id: Math.floor((i * drivers) / Number(flags.stops)) + 1,
    delivery_status: i % 17 === 0 ? 2 : 0,
    delivery_status_additional_info: 1,
    arrival: i * 300,
    distance: 1200,
    duration: 300,
    geometry: legGeometry(previous, at(i)),
  });
}

function route(drivers: number, stopCount: number): TRoute {
  return aRoute({
    name: 'Warszawa – poniedziałek',
    start_time: 8 * 60,
    start_point_address: 'Magazyn, ul. Okopowa 1, Warszawa',
    end_point_address: 'Magazyn, ul. Okopowa 1, Warszawa',
    is_optimized: true,
    distance: drivers * 84_000,
    duration_travel: drivers * 3 * 3600,
    duration_total: drivers * 5 * 3600,
    drivers,
    driver_ids: Array.from({ length: drivers }, (_, i) => i + 1),
    driver_routes: Array.from({ length: drivers }, (_, i) => driverRoute(i)),
    stops_count: stopCount,
  });
}

const stopCount = Number(flags.stops);
const drivers = Number(flags.drivers);
const paper: TReportPaper = flags.paper === 'letter' ? 'letter' : 'a4';
const source = {
  route: route(drivers, stopCount),
  stops: Array.from({ length: stopCount }, (_, i) => stop(i, drivers)),
  distanceUnit: 0,
  clock: { timezone: 'UTC', hour_cycle: 24 as const },
};

let pdf: Buffer = Buffer.alloc(0);
const timings = await timeRuns(Number(flags.runs), async () => {
  pdf = await renderReportPdf(reportModelOf(source), paper, new Date('2025-06-02T06:00:00Z'));
});
process.stdout.write(
  `report of ${stopCount} stops, ${drivers} driver routes, ${paper}: ${(pdf.length / 1024).toFixed(0)} KB, ` +
    `${timingSummary(timings)}\n`,
);
if (flags.out) writeFileSync(flags.out, pdf);
