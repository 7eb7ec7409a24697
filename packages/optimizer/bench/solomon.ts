/**
 * Solomon VRPTW benchmark, distance objective (shortest total distance with at most the fleet).
 * Every solution is verified by the independent checker before it is counted.
 *
 *   npm run bench:optimizer -- --time 5 --seed 1 --instances C1*,R201 [--iterations 20000] [--json out.json]
 *   npm run bench:optimizer -- --iterations 60000 --seeds 1,2,3   (each instance's gap averaged over seeds)
 *   npm run bench:optimizer -- --goal fewest-vehicles   (vehicles and distance against the vehicles-first
 *                                                         best known solutions)
 *
 * BENCH_SHORT=1 (as `npm run bench:short` sets it): one instance, C101, for 0.5 s; still checked.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { DEFAULT_SEARCH } from '../src/defaults.js';
import type { Goal, SearchParameters } from '../src/options.js';
import type { Solution } from '../src/output.js';
import { solve } from '../src/solver.js';
import { assertValidSolution } from '../test/checker.js';
import { type GapRow, printSeedSummary } from './seed-summary.js';
import { type BestKnown, readBestKnown, readSolomon, SOLOMON_DIR } from './solomon-reader.js';

interface Args {
  time: number;
  iterations?: number;
  seed: number;
  /** `--seeds 1,2,3`: the run once per seed, then each instance's gap averaged over the seeds. */
  seeds?: number[];
  instances: string[];
  json?: string;
  goal?: Goal;
  search: Partial<Record<keyof SearchParameters, number>>;
}

const isShortMode = process.env.BENCH_SHORT === '1';

function parseArgs(argv: string[]): Args {
  const args: Args = isShortMode
    ? { time: 0.5, seed: 1, instances: ['C101'], search: {} }
    : { time: 5, seed: 1, instances: ['*'], search: {} };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    switch (argv[i]) {
      case '--time':
        args.time = Number(value);
        i++;
        break;
      case '--iterations':
        args.iterations = Number(value);
        i++;
        break;
      case '--seed':
        args.seed = Number(value);
        i++;
        break;
      case '--seeds':
        args.seeds = value.split(',').map(Number);
        i++;
        break;
      case '--instances':
        args.instances = value.split(',').map((s) => s.trim());
        i++;
        break;
      case '--goal':
        args.goal = value as Goal;
        i++;
        break;
      case '--search':
        Object.assign(args.search, parseSearch(value));
        i++;
        break;
      case '--json':
        args.json = value;
        i++;
        break;
      default:
        throw new Error(`unknown argument ${argv[i]}`);
    }
  }
  return args;
}

/** `--search initialTemperature=3,averageRemoved=12`: overrides of the search parameters, to compare them. */
function parseSearch(value: string): Partial<Record<keyof SearchParameters, number>> {
  const overrides: Partial<Record<keyof SearchParameters, number>> = {};
  for (const pair of value.split(',')) {
    const [key, number] = pair.split('=');
    if (!(key in DEFAULT_SEARCH) || !Number.isFinite(Number(number)))
      throw new Error(
        `--search: expected name=number with a name of ${Object.keys(DEFAULT_SEARCH).join(', ')}`,
      );
    overrides[key as keyof SearchParameters] = Number(number);
  }
  return overrides;
}

function matches(name: string, patterns: string[]): boolean {
  return patterns.some((p) => new RegExp(`^${p.replace(/\*/g, '.*')}$`, 'i').test(name));
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

/** Solves one instance with the bench's options and checks the solution. */
function solveChecked(name: string, args: Args): Solution {
  const input = readSolomon(name);
  const solution = solve(input, {
    objective: 'distance',
    goal: args.goal,
    timeLimitMs: args.time * 1000,
    maxIterations: args.iterations,
    seed: args.seed,
    search: args.search,
  });
  assertValidSolution(input, solution);
  if (solution.totals.unassigned > 0)
    throw new Error(`${name}: ${solution.totals.unassigned} jobs unassigned`);
  return solution;
}

/** 'fewest-vehicles': vehicles and distance against the vehicles-first best known solutions. */
function fewestVehicles(args: Args, names: string[], bks: Map<string, BestKnown>): void {
  console.log(
    `Solomon, fewest vehicles then distance, ${args.time} s per instance${args.iterations ? `, ${args.iterations} iterations` : ''}, seed ${args.seed}`,
  );
  console.log(
    `${'instance'.padEnd(8)} ${pad('veh', 4)} ${pad('bks', 4)} ${pad('distance', 10)} ${pad('bks', 10)} ${pad('gap %', 7)} ${pad('it/s', 8)} ${pad('CPU s', 7)}`,
  );
  const rows: { group: string; vehicles: number; bksVehicles: number; distance: number; gap: number }[] = [];
  let iterations = 0;
  let elapsed = 0;
  let cpuSeconds = 0;
  for (const name of names) {
    const best = bks.get(name);
    if (!best) continue;
    const cpuBefore = process.cpuUsage();
    const solution = solveChecked(name, args);
    const cpu = cpuSecondsSince(cpuBefore);
    cpuSeconds += cpu;
    const { distance, routesUsed } = solution.totals;
    const gap = (distance / best.vehiclesFirstDistance - 1) * 100;
    iterations += solution.stats.iterations;
    elapsed += solution.stats.elapsedMs;
    rows.push({
      group: best.group,
      vehicles: routesUsed,
      bksVehicles: best.vehiclesFirstVehicles,
      distance,
      gap,
    });
    console.log(
      `${name.padEnd(8)} ${pad(routesUsed, 4)} ${pad(best.vehiclesFirstVehicles, 4)} ${pad(distance.toFixed(2), 10)} ${pad(best.vehiclesFirstDistance.toFixed(2), 10)} ${pad(gap.toFixed(2), 7)} ${pad(Math.round((solution.stats.iterations / solution.stats.elapsedMs) * 1000), 8)} ${pad(cpu.toFixed(2), 7)}`,
    );
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  console.log('');
  const line = (label: string, sub: typeof rows) => {
    const vehicles = sum(sub.map((r) => r.vehicles));
    const bksVehicles = sum(sub.map((r) => r.bksVehicles));
    const same = sub.filter((r) => r.vehicles === r.bksVehicles);
    const sameGap = same.length ? (sum(same.map((r) => r.gap)) / same.length).toFixed(2) : '–';
    console.log(
      `${label.padEnd(4)} vehicles ${pad(vehicles, 4)} (bks ${pad(bksVehicles, 4)}, gap ${pad(((vehicles / bksVehicles - 1) * 100).toFixed(1), 5)} %, ${same.length}/${sub.length} at bks vehicles), distance gap ${pad((sum(sub.map((r) => r.gap)) / sub.length).toFixed(2), 6)} % mean, ${sameGap} % where vehicles equal`,
    );
  };
  for (const g of [...new Set(rows.map((r) => r.group))])
    line(
      g,
      rows.filter((r) => r.group === g),
    );
  line('all', rows);
  console.log(
    `${Math.round((iterations / elapsed) * 1000)} iterations/s; all ${rows.length} solutions checked`,
  );
  // CPU time does not count the time other processes hold the core: comparable on a busy machine.
  console.log(
    `${cpuSeconds.toFixed(1)} CPU s in all, ${((cpuSeconds / iterations) * 10_000).toFixed(4)} CPU s per 10,000 iterations (setup, construction and the solution check included)`,
  );
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const bks = readBestKnown();
  const names = readdirSync(SOLOMON_DIR)
    .filter((f) => f.endsWith('.txt'))
    .map((f) => f.slice(0, -4))
    .filter((n) => bks.has(n) && matches(n, args.instances))
    .sort();
  if (names.length === 0) throw new Error('no instance matches');
  if (args.goal === 'fewest-vehicles') {
    fewestVehicles(args, names, bks);
    return;
  }
  if (!args.seeds) {
    shortest(args, names, bks);
    return;
  }
  const runs = args.seeds.map((seed) => ({ seed, rows: shortest({ ...args, seed }, names, bks) }));
  printSeedSummary(runs);
}

/** User and system CPU seconds of this process since `before`. */
function cpuSecondsSince(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
}

/** 'shortest': one line per instance, then the gaps per family; returns the rows. */
function shortest(args: Args, names: string[], bks: Map<string, BestKnown>): GapRow[] {
  const limit = args.iterations ? `${args.iterations} iterations` : 'no iteration limit';
  const search = Object.keys(args.search).length ? `, search ${JSON.stringify(args.search)}` : '';
  console.log(
    `Solomon, distance objective, ${args.time} s per instance, ${limit}, seed ${args.seed}${search}`,
  );
  console.log(
    `${'instance'.padEnd(8)} ${pad('veh', 4)} ${pad('distance', 10)} ${pad('bks', 10)} ${pad('gap %', 7)} ${pad('s', 6)} ${pad('it/s', 8)} ${pad('Mev/s', 6)}`,
  );
  const rows: GapRow[] = [];
  let iterations = 0;
  let evaluations = 0;
  let elapsed = 0;
  let cpuSeconds = 0;
  for (const name of names) {
    const input = readSolomon(name);
    const best = bks.get(name);
    if (!best) continue;
    const cpuBefore = process.cpuUsage();
    const solution = solve(input, {
      objective: 'distance',
      timeLimitMs: args.time * 1000,
      maxIterations: args.iterations,
      seed: args.seed,
      search: args.search,
    });
    cpuSeconds += cpuSecondsSince(cpuBefore);
    assertValidSolution(input, solution);
    if (solution.totals.unassigned > 0)
      throw new Error(`${name}: ${solution.totals.unassigned} jobs unassigned`);
    const { distance, routesUsed } = solution.totals;
    const gap = (distance / best.distance - 1) * 100;
    const { iterations: it, evaluations: ev, elapsedMs } = solution.stats;
    iterations += it;
    evaluations += ev;
    elapsed += elapsedMs;
    rows.push({ name, group: best.group, gap, seconds: elapsedMs / 1000, distance, vehicles: routesUsed });
    console.log(
      `${name.padEnd(8)} ${pad(routesUsed, 4)} ${pad(distance.toFixed(2), 10)} ${pad(best.distance.toFixed(2), 10)} ${pad(gap.toFixed(2), 7)} ${pad((elapsedMs / 1000).toFixed(2), 6)} ${pad(Math.round((it / elapsedMs) * 1000), 8)} ${pad((ev / elapsedMs / 1000).toFixed(1), 6)}`,
    );
  }
  const groups = [...new Set(rows.map((r) => r.group))];
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log('');
  for (const g of groups) {
    const sub = rows.filter((r) => r.group === g);
    console.log(
      `${g.padEnd(4)} mean gap ${pad(mean(sub.map((r) => r.gap)).toFixed(2), 6)} %  (${sub.length} instances)`,
    );
  }
  const gaps = rows.map((r) => r.gap).sort((a, b) => a - b);
  console.log(
    `all  mean gap ${mean(gaps).toFixed(2)} %, median ${gaps[Math.floor(gaps.length / 2)].toFixed(2)} %, worst ${gaps[gaps.length - 1].toFixed(2)} %`,
  );
  console.log(
    `total distance ${rows.reduce((a, r) => a + r.distance, 0).toFixed(1)} (bks ${names.reduce((a, n) => a + (bks.get(n)?.distance ?? 0), 0).toFixed(1)}), vehicles ${rows.reduce((a, r) => a + r.vehicles, 0)}`,
  );
  console.log(
    `mean ${mean(rows.map((r) => r.seconds)).toFixed(2)} s per instance, ${Math.round((iterations / elapsed) * 1000)} iterations/s, ${(evaluations / elapsed / 1000).toFixed(1)} M insertion evaluations/s; all ${rows.length} solutions checked`,
  );
  // CPU time does not count the time other processes hold the core: comparable on a busy machine.
  console.log(
    `${((cpuSeconds / iterations) * 10_000).toFixed(4)} CPU s per 10,000 iterations (setup and construction included)`,
  );
  if (args.json) writeFileSync(args.json, JSON.stringify({ args, rows }, null, 2));
  return rows;
}

main();
