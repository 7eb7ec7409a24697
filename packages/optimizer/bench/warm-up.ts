/**
 * How much a fresh process loses to JIT warm-up: one solve at a short time limit in a fresh process,
 * then the warm-up the server's solver workers run at start (`warmUpInputs` with `WARM_UP_OPTIONS`),
 * then the same solve again, twice. Prints each result with the iterations it managed per CPU second of the process (the
 * wall clock also counts the time other work had the core, the CPU seconds do not).
 *
 *   npx tsx bench/warm-up.ts [--time 0.25] [--instance small|day|large] [--skip-first] [--no-warm-up]
 *
 * Instances: `small` 100 stops, 4 drivers (product shape); `day` the real-day morning (300 stops,
 * 8 vans with a lunch break each); `large` 500 product stops, 10 drivers. `--skip-first` warms up
 * before the first measured solve (what a warmed server worker sees); `--no-warm-up` leaves the
 * warm-up out (what a worker whose warm-up a real job cancelled sees).
 */
import type { SolveInput } from '../src/input.js';
import { solve } from '../src/solver.js';
import { WARM_UP_OPTIONS, warmUpInputs } from '../src/warm-up.js';
import { productInstance } from './product-instance.js';
import { firstPlanInput, realDay } from './real-day-instance.js';

function instance(name: string): SolveInput {
  if (name === 'day') return firstPlanInput(realDay(1));
  if (name === 'large') return productInstance(1, 500, 10);
  return productInstance(3, 100, 4);
}

/** CPU milliseconds of this process (all its threads, the JIT's included) while `run` runs. */
function cpuMs<T>(run: () => T): { result: T; cpu: number } {
  const before = process.cpuUsage();
  const result = run();
  const used = process.cpuUsage(before);
  return { result, cpu: (used.user + used.system) / 1000 };
}

function main(): void {
  const args = process.argv.slice(2);
  const arg = (name: string, fallback: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const limitMs = Number(arg('time', '0.25')) * 1000;
  const name = arg('instance', 'small');
  const input = instance(name);
  const measure = (label: string) => {
    const { result: s, cpu } = cpuMs(() => solve(input, { timeLimitMs: limitMs, seed: 1 }));
    console.log(
      `${label.padEnd(16)} travel ${(s.totals.travelDuration / 3600).toFixed(3)} h, ${s.totals.unassigned} unassigned, ${s.stats.iterations} iterations in ${s.stats.elapsedMs.toFixed(0)} ms, ${Math.round((s.stats.iterations / cpu) * 1000)} per CPU s`,
    );
  };
  const warmUp = () => {
    const inputs = warmUpInputs();
    const { result: iterations, cpu } = cpuMs(() =>
      inputs.reduce((sum, warm) => sum + solve(warm, WARM_UP_OPTIONS).stats.iterations, 0),
    );
    console.log(
      `${'warm-up'.padEnd(16)} ${inputs.length} solves, ${iterations} iterations, ${cpu.toFixed(0)} ms CPU`,
    );
  };
  console.log(
    `${name}: ${input.jobs.length} stops, ${input.vehicles.length} drivers, ${limitMs} ms per solve`,
  );
  const warms = !args.includes('--no-warm-up');
  if (args.includes('--skip-first')) warmUp();
  else measure('fresh process');
  if (!args.includes('--skip-first') && warms) warmUp();
  measure(warms ? 'after warm-up' : 'second');
  measure('again');
}

main();
