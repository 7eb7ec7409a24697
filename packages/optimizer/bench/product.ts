/**
 * Product-shaped benchmark: 500 stops in Warsaw, 10 drivers from one depot, an 8 h shift, a third of
 * the stops with 1-3 h windows, some ASAP stops, 3-5 min service, travel time objective.
 * Road distance = haversine × 1.3, driven at 30 km/h. The solution is verified by the checker.
 *
 *   npm run bench:product -w packages/optimizer -- [--time 5] [--seed 1] [--stops 500] [--drivers 10] [--iterations n]
 *
 * `--iterations n` ends the search after n iterations instead of the clock (`--time` is then ignored): the
 * clock-free stand-in for "5 s on a busy core" when the machine is too loaded for its clock to mean anything.
 *
 * BENCH_SHORT=1 (as `npm run bench:short` sets it): 50 stops, 3 drivers, 0.5 s; still checked.
 */
import type { SolveProgress } from '../src/output.js';
import { solve } from '../src/solver.js';
import { assertValidSolution } from '../test/checker.js';
import { productInstance, SHIFT_START } from './product-instance.js';

const isShortMode = process.env.BENCH_SHORT === '1';

function main(): void {
  const args = process.argv.slice(2);
  const arg = (name: string, fallback: number) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const time = arg('time', isShortMode ? 0.5 : 5);
  const seed = arg('seed', 1);
  const stops = arg('stops', isShortMode ? 50 : 500);
  const drivers = arg('drivers', isShortMode ? 3 : 10);
  const iterations = arg('iterations', 0);
  const input = productInstance(seed, stops, drivers);
  const improvements: SolveProgress[] = [];
  // CPU seconds of this thread at each improvement: on a shared machine the wall clock also counts
  // the time other work had the core.
  const cpuAt: number[] = [];
  const cpuStart = process.cpuUsage();
  const cpuSeconds = () => {
    const used = process.cpuUsage(cpuStart);
    return (used.user + used.system) / 1e6;
  };
  let peakRss = process.memoryUsage().rss;
  const sampleMemory = () => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  };
  const solution = solve(input, {
    timeLimitMs: iterations > 0 ? Number.POSITIVE_INFINITY : time * 1000,
    ...(iterations > 0 ? { maxIterations: iterations } : {}),
    seed,
    onImprovement: (p) => {
      improvements.push(p);
      cpuAt.push(cpuSeconds());
      sampleMemory();
    },
    onProgress: sampleMemory,
    progressIntervalMs: 100,
  });
  sampleMemory();
  assertValidSolution(input, solution);
  const { totals, stats } = solution;
  const hours = (s: number) => `${(s / 3600).toFixed(2)} h`;
  const asap = solution.routes.flatMap((r) => r.stops).filter((s) => input.jobs[s.job].priority === 1);
  const lastAsap = Math.max(0, ...asap.map((s) => s.serviceStart - SHIFT_START));
  const limit = iterations > 0 ? `${iterations} iterations` : `${time} s`;
  console.log(`Warsaw product instance: ${stops} stops, ${drivers} drivers, seed ${seed}, limit ${limit}`);
  for (const at of [0.1, 0.5, 1, 2, 5, 10, 30]) {
    const best = improvements.filter((p) => p.elapsedMs <= at * 1000).at(-1);
    if (best && at <= (iterations > 0 ? stats.elapsedMs / 1000 : time))
      console.log(`  best travel after ${at} s: ${hours(best.travelCost)} (${best.unassigned} unassigned)`);
  }
  const completeAt = improvements.findIndex((p) => p.unassigned === 0);
  const firstComplete = improvements[completeAt];
  console.log(
    firstComplete
      ? `first complete plan after ${(firstComplete.elapsedMs / 1000).toFixed(2)} s (${cpuAt[completeAt].toFixed(2)} s of CPU): ${hours(firstComplete.travelCost)}`
      : 'no complete plan (every stop served) was found',
  );
  console.log(`peak memory (rss) ${Math.round(peakRss / 2 ** 20)} MB`);
  console.log(
    `solved in ${(stats.elapsedMs / 1000).toFixed(2)} s, ${stats.iterations} iterations (${Math.round((stats.iterations / stats.elapsedMs) * 1000)}/s)`,
  );
  console.log(
    `travel ${hours(totals.travelDuration)}, ${(totals.distance / 1000).toFixed(1)} km, service ${hours(totals.serviceDuration)}, waiting ${hours(totals.waitingDuration)}`,
  );
  console.log(
    `routes used ${totals.routesUsed}/${drivers}, stops per route ${solution.routes.map((r) => r.stops.length).join(' ')}`,
  );
  console.log(
    `latest route end ${hours(Math.max(...solution.routes.map((r) => r.endArrival)) - SHIFT_START)} after shift start`,
  );
  console.log(`ASAP stops ${asap.length}, the last served ${hours(lastAsap)} after shift start`);
  console.log(
    `unassigned ${totals.unassigned}${solution.unassigned.length ? ` (${solution.unassigned.map((u) => u.reason).join(', ')})` : ''}; checked`,
  );
}

main();
