import { parseArgs } from 'node:util';
import { POLISH_SHEET_COLUMNS, POLISH_SHEET_HEADER, polishSheetRow } from '../src/test/import-sheet.js';
import { createRoute, newTeam } from '../src/test/routes-helpers.js';
import { call, createTestApp } from '../src/test/test-app.js';

/**
 * Import benchmark: POST /batch_geocode/ of an N-row Polish sheet with every stop field (default
 * 500) into a new route of the real server, on a fresh database (PGlite, or the PostgreSQL server
 * of DATABASE_URL). Two sheets: rows with their own coordinates, and rows with only a town, placed
 * by the offline gazetteer. Prints the median, min and max of the runs after one warm-up run.
 *
 *   npm run bench:import -- [--rows 500] [--runs 5]
 */
const { values: flags } = parseArgs({
  options: { rows: { type: 'string', default: '500' }, runs: { type: 'string', default: '5' } },
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

async function timeImport(values: string[][]): Promise<number> {
  const routeId = await createRoute(t, team.token);
  const started = performance.now();
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
  const ms = performance.now() - started;
  const answer = res.json() as { failed?: unknown[] };
  if (res.statusCode !== 200 || (answer.failed?.length ?? 0) > 0) {
    throw new Error(`import answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
  return ms;
}

async function report(label: string, values: string[][]): Promise<void> {
  const timings: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const ms = await timeImport(values);
    if (run > 0) timings.push(ms);
    else process.stdout.write(`${label}: first run ${ms.toFixed(0)} ms\n`);
  }
  timings.sort((a, b) => a - b);
  const median = timings[Math.floor(timings.length / 2)] ?? 0;
  process.stdout.write(
    `${label}: median ${median.toFixed(0)} ms (min ${timings[0]?.toFixed(0)}, max ${timings.at(-1)?.toFixed(0)}) over ${timings.length} runs\n`,
  );
}

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
await report(`${rowCount} rows with coordinates and every field, ${database}`, withCoordinates);
await report(`${rowCount} rows placed by town (offline gazetteer), ${database}`, townsOnly);
await t.close();
