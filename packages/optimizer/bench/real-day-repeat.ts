/**
 * Whether the first optimise of a process is as good as later ones: the real day's morning plan solved
 * several times in one fresh process, same seed and time each, optionally after the warm-up the server's
 * solver workers run at start (`warmUpInputs` with `WARM_UP_OPTIONS`). Each solve is checked.
 */
import type { SolveInput } from '../src/input.js';
import type { SolveOptions } from '../src/options.js';
import { solve } from '../src/solver.js';
import { WARM_UP_OPTIONS, warmUpInputs } from '../src/warm-up.js';
import { assertValidSolution } from '../test/checker.js';

interface SolveFigures {
  readonly distanceKm: number;
  readonly travelHours: number;
  readonly drivers: number;
  readonly leftOut: number;
  readonly iterations: number;
  readonly cpuMs: number;
}

/** CPU milliseconds of this process while `run` runs (on a shared machine the wall clock also counts others). */
function withCpu<T>(run: () => T): { result: T; cpuMs: number } {
  const before = process.cpuUsage();
  const result = run();
  const used = process.cpuUsage(before);
  return { result, cpuMs: (used.user + used.system) / 1000 };
}

function solveOnce(input: SolveInput, options: SolveOptions): SolveFigures {
  const { result, cpuMs } = withCpu(() => solve(input, options));
  assertValidSolution(input, result);
  const { totals, stats } = result;
  return {
    distanceKm: totals.distance / 1000,
    travelHours: totals.travelDuration / 3600,
    drivers: totals.routesUsed,
    leftOut: totals.unassigned,
    iterations: stats.iterations,
    cpuMs,
  };
}

const describe = (f: SolveFigures) =>
  `distance ${f.distanceKm.toFixed(1)} km, travel ${f.travelHours.toFixed(2)} h, drivers ${f.drivers}, left out ${f.leftOut}, ${f.iterations} iterations (${Math.round((f.iterations / f.cpuMs) * 1000)} per CPU s)`;

/** Solves `input` `times` times in this process and prints each solve, then the first against the last. */
export function repeatSolves(input: SolveInput, options: SolveOptions, times: number, warmUp: boolean): void {
  if (warmUp) {
    const { result: iterations, cpuMs } = withCpu(() =>
      warmUpInputs().reduce((sum, warm) => sum + solve(warm, WARM_UP_OPTIONS).stats.iterations, 0),
    );
    console.log(`  server warm-up: ${iterations} iterations, ${cpuMs.toFixed(0)} ms CPU`);
  }
  const figures: SolveFigures[] = [];
  for (let i = 1; i <= times; i++) {
    const f = solveOnce(input, options);
    figures.push(f);
    console.log(`  solve ${i}: ${describe(f)}`);
  }
  const first = figures[0];
  const last = figures[figures.length - 1];
  if (!first || !last || figures.length < 2) return;
  console.log(
    `  first vs solve ${figures.length}: travel ${first.travelHours.toFixed(2)} h vs ${last.travelHours.toFixed(2)} h (${((first.travelHours / last.travelHours - 1) * 100).toFixed(1)} %), left out ${first.leftOut} vs ${last.leftOut}; checked`,
  );
}
