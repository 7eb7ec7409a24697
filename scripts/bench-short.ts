import { spawnSync } from 'node:child_process';

/**
 * `npm run bench:short`: every benchmark once in its short mode (BENCH_SHORT=1: a few requests, one
 * run, one small instance, no figure asserted), one after the other, stopping at the first that
 * fails. CI runs it so that a benchmark that no longer runs is noticed. bench:web is not here: it
 * needs the production build and CI already runs it right after the build.
 */
const BENCHMARKS: readonly { name: string; args: readonly string[] }[] = [
  { name: 'bench:optimizer', args: ['run', 'bench:optimizer'] },
  { name: 'bench:product', args: ['run', 'bench:product', '-w', 'packages/optimizer'] },
  { name: 'bench:optimizer:day', args: ['run', 'bench:optimizer:day'] },
  { name: 'bench:api', args: ['run', 'bench:api'] },
  { name: 'bench:report', args: ['run', 'bench:report'] },
  { name: 'bench:import', args: ['run', 'bench:import'] },
  { name: 'bench:hostile', args: ['run', 'bench:hostile'] },
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = performance.now();
for (const { name, args } of BENCHMARKS) {
  const begun = performance.now();
  const run = spawnSync(npm, [...args], { stdio: 'inherit', env: { ...process.env, BENCH_SHORT: '1' } });
  const seconds = ((performance.now() - begun) / 1000).toFixed(1);
  if (run.status !== 0) {
    process.stderr.write(
      `\n${name} (short mode) failed after ${seconds} s: ${run.error ?? `exit ${run.status}`}\n`,
    );
    process.exit(run.status || 1);
  }
  process.stdout.write(`\n${name} (short mode) ran in ${seconds} s\n`);
}
process.stdout.write(
  `\nevery benchmark ran in short mode in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);
