import { classifyJobsAlone } from '../src/classify.js';
import type { SolveInput } from '../src/input.js';
import type { Solution } from '../src/output.js';
import type { Problem } from '../src/problem.js';
import type { RouteState } from '../src/route-state.js';
import { buildSolution } from '../src/solution-builder.js';
import { assertValidSolution } from './checker.js';

/**
 * The solution a route state stands for, checked by the independent checker: the unit tests of a
 * single step (ejection, squeeze) build routes by hand and need the same proof as a whole solve.
 */
export function checkedSolutionOf(input: SolveInput, problem: Problem, state: RouteState): Solution {
  const solution = buildSolution(input, state, classifyJobsAlone(problem), {
    iterations: 0,
    evaluations: 0,
    elapsedMs: 0,
    cost: state.totalCost(),
    stoppedBy: 'done',
  });
  assertValidSolution(input, solution);
  return solution;
}
