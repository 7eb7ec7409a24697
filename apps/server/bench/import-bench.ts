import { parseArgs } from 'node:util';
import { POLISH_SHEET_COLUMNS, POLISH_SHEET_HEADER, polishSheetRow } from '../src/test/import-sheet.js';
import { createRoute, newTeam } from '../src/test/routes-helpers.js';
import { call, createTestApp } from '../src/test/test-app.js';
import { byMode } from './short-mode.js';
import { timeRuns, timingSummary } from './timings.js';

/**
 * Import benchmark: POST /batch_geocode/ of an N-row Polish sheet with every stop field (default
 * 500) into a new route of the real server, on a fresh database (PGlite, or the PostgreSQL server
 * of DATABASE_URL). Two sheets: rows with their own coordinates, and rows with only a town, placed
 * by the offline gazetteer. Prints the median, min and max of the runs after one warm-up run.
 *
 *   npm run bench:import -- [--rows 500] [--runs 5]
 *
 * BENCH_SHORT=1 (short-mode.ts): 20 rows, one run after the warm-up. A row not imported fails any run.
 */
const { values: flags } = parseArgs({
  options: {
    rows: { type: 'string', default: byMode('500', '20') },
    runs: { type: 'string', default: byMode('5', '1') },
  },
});
const rowCount = Number(flags.rows);
const runs = Number(flags.runs);

const TOWNS = ['Warszawa', 'Kraków', 'Poznań', 'Gdańsk', 'Wrocław', 'Łódź', 'Szczecin', 'Lublin'];
const withCoordinates = Array.from({ length: rowCount }, (_, i) => polishSheetRow(i));
const townsOnly = withCoordinates.map((row, i) => {
  const copy = [...row];
  copy[POLISH_SHEET_COLUMNS.city] = TOWNS[i % TOWNS.length] as string;
  copy[POLISH_SHEET_COLUMNS.latitude] = '';
  copy[POLISH_SHEET_COLUMNS.longitude] = '';
  return copy;
});

const t = await createTestApp();
const team = await newTeam(t);

/** Imports the rows into the route; throws unless every row landed. */
async function importInto(routeId: number, values: string[][]): Promise<void> {
  const res = await call(t.app, 'POST', '/batch_geocode/', {
    token: team.token,
    body: {
      route_id: routeId,
      values,
      columnConfig: POLISH_SHEET_COLUMNS,
      countryCode: 'PL',
      headers: POLISH_SHEET_HEADER,
    },
  });
  const answer = res.json() as { failed?: unknown[] };
  if (res.statusCode !== 200 || (answer.failed?.length ?? 0) > 0) {
    throw new Error(`import answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
}

async function report(label: string, values: string[][]): Promise<void> {
  // Each run imports into a new route, made before the clock starts.
  const routeIds: number[] = [];
  for (let run = 0; run <= runs; run++) routeIds.push(await createRoute(t, team.token));
  const timings = await timeRuns(
    runs,
    () => importInto(routeIds.pop() as number, values),
    (ms) => process.stdout.write(`${label}: first run ${ms.toFixed(0)} ms\n`),
  );
  process.stdout.write(`${label}: ${timingSummary(timings)}\n`);
}

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
await report(`${rowCount} rows with coordinates and every field, ${database}`, withCoordinates);
await report(`${rowCount} rows placed by town (offline gazetteer), ${database}`, townsOnly);
await t.close();
