/**
 * How much a fresh process loses to JIT warm-up: one 100-stop solve at a short time limit in a fresh
 * process, then a warm-up solve (`warmUpInput`, as the server's solver workers run at start), then the
 * same 100-stop solve again. Prints both results.
 *
 *   npx tsx bench/warm-up.ts [--time 0.25] [--warm-up 1] [--skip-first]
 *
 * `--skip-first` warms up before the first measured solve (what a warmed server worker sees).
 */
import { solve } from '../src/solver.js';
import { warmUpInput } from '../src/warm-up.js';
import { productInstance } from './product-instance.js';

function main(): void {
  const args = process.argv.slice(2);
  const arg = (name: string, fallback: number) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const limitMs = arg('time', 0.25) * 1000;
  const warmUpMs = arg('warm-up', 1) * 1000;
  const input = productInstance(3, 100, 4);
  const measure = (label: string) => {
    const s = solve(input, { timeLimitMs: limitMs, seed: 1 });
    console.log(
      `${label.padEnd(22)} travel ${(s.totals.travelDuration / 3600).toFixed(3)} h, ${s.totals.unassigned} unassigned, ${s.stats.iterations} iterations in ${s.stats.elapsedMs.toFixed(0)} ms`,
    );
  };
  const warmUp = () => {
    const s = solve(warmUpInput(), { timeLimitMs: warmUpMs, seed: 1 });
    console.log(
      `${'warm-up'.padEnd(22)} ${s.stats.iterations} iterations in ${s.stats.elapsedMs.toFixed(0)} ms`,
    );
  };
  console.log(`100 stops, 4 drivers, ${limitMs} ms per solve, warm-up ${warmUpMs} ms`);
  if (args.includes('--skip-first')) warmUp();
  else measure('fresh process');
  if (!args.includes('--skip-first')) warmUp();
  measure('after warm-up');
  measure('again');
}

main();
