/**
 * 'Real day' benchmark: 300 stops in one city, 8 vans with capacities, shifts and a lunch break each,
 * a fifth of the stops with 2-hour windows (`real-day-instance.ts`); then a re-plan at 13:00 with the
 * first 120 stops done and 25 new ones. Prints time, distance, drivers used and stops left out of both.
 * Every solution is verified by the checker.
 *
 *   npm run bench:optimizer:day -- [--time 5] [--seed 1] [--goal shortest|fewest-vehicles|balance-stops|balance-hours]
 *   npm run bench:optimizer:day -- --repeat 3 [--warm-up]   (the morning plan solved 3 times in this fresh
 *                                                            process, first against third; --warm-up first
 *                                                            runs the server workers' warm-up)
 *
 * BENCH_SHORT=1: 0.5 s per solve; still checked.
 */
import type { SolveInput } from '../src/input.js';
import type { Goal } from '../src/options.js';
import type { Solution } from '../src/output.js';
import { solve } from '../src/solver.js';
import { seconds } from '../src/units.js';
import { assertValidSolution } from '../test/checker.js';
import { firstPlanInput, NEW_STOPS, realDay, replanInput, VAN_CAPACITY, VANS } from './real-day-instance.js';
import { repeatSolves } from './real-day-repeat.js';

const REPLAN_AT = seconds(13 * 3600);
const DONE_AT_REPLAN = 120;

const clock = (s: number) =>
  `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}`;
const hours = (s: number) => `${(s / 3600).toFixed(2)} h`;

function report(title: string, input: SolveInput, solution: Solution): void {
  const { totals, stats } = solution;
  const used = solution.routes.filter((r) => r.stops.length > 0);
  const reasons = new Map<string, number>();
  for (const u of solution.unassigned) reasons.set(u.reason, (reasons.get(u.reason) ?? 0) + 1);
  const declaredBreaks = input.vehicles.reduce((n, v) => n + (v.breaks?.length ?? 0), 0);
  const placedBreaks = solution.routes.reduce((n, r) => n + r.breaks.length, 0);
  console.log(`${title}: ${input.jobs.length} stops, ${input.vehicles.length} vans`);
  console.log(
    `  time ${(stats.elapsedMs / 1000).toFixed(2)} s (${stats.iterations} iterations, ${Math.round((stats.iterations / stats.elapsedMs) * 1000)}/s)`,
  );
  console.log(
    `  distance ${(totals.distance / 1000).toFixed(1)} km, travel ${hours(totals.travelDuration)}, service ${hours(totals.serviceDuration)}, waiting ${hours(totals.waitingDuration)}`,
  );
  console.log(
    `  drivers used ${totals.routesUsed}/${input.vehicles.length}, stops per driver ${used.map((r) => r.stops.length).join(' ')}`,
  );
  console.log(
    `  loads ${used.map((r) => `${r.load}/${input.vehicles[r.vehicle].capacity}`).join(' ')}, last back ${clock(Math.max(...used.map((r) => r.endArrival)))}`,
  );
  console.log(`  breaks placed ${placedBreaks} of ${declaredBreaks} declared`);
  console.log(
    `  stops left out ${totals.unassigned}${reasons.size ? ` (${[...reasons].map(([r, n]) => `${n} ${r}`).join(', ')})` : ''}; checked`,
  );
}

function main(): void {
  const args = process.argv.slice(2);
  const arg = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const time = Number(arg('time') ?? (process.env.BENCH_SHORT === '1' ? 0.5 : 5));
  const seed = Number(arg('seed') ?? 1);
  const goal = (arg('goal') ?? 'shortest') as Goal;
  const options = { timeLimitMs: time * 1000, seed, goal };
  const day = realDay(seed);
  console.log(
    `Real day, seed ${seed}, goal ${goal}, ${time} s per solve: ${VANS} vans of ${VAN_CAPACITY} packages, 08:00-17:00, 30-min break from 11:30-13:30`,
  );
  const morning = firstPlanInput(day);
  const repeat = Number(arg('repeat') ?? 0);
  if (repeat > 0) {
    console.log(
      `Morning plan solved ${repeat} times in one process${args.includes('--warm-up') ? ', after the server warm-up' : ''}:`,
    );
    repeatSolves(morning, options, repeat, args.includes('--warm-up'));
    return;
  }
  const plan = solve(morning, options);
  assertValidSolution(morning, plan);
  report('Plan at 08:00', morning, plan);
  const afternoon = replanInput(day, plan, REPLAN_AT, DONE_AT_REPLAN);
  const replan = solve(afternoon, options);
  assertValidSolution(afternoon, replan);
  report(`Re-plan at ${clock(REPLAN_AT)} (${DONE_AT_REPLAN} done, ${NEW_STOPS} new)`, afternoon, replan);
}

main();
