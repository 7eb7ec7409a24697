import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LogLevel, PartialStrykerOptions } from '@stryker-mutator/api/core';
import { Stryker } from '@stryker-mutator/core';
import { MUTATION_MODULES, type TMutationModule } from './mutation-modules.js';
import { scoreOf, survivorLines, type TModuleScore, type TMutantOutcome } from './mutation-score.js';

/**
 * `npm run mutation [-- <module>... [--break <score>]]`: StrykerJS with its Vitest runner over the
 * modules of scripts/mutation-modules.ts, one module at a time, each against only its own test files.
 * Prints each module's mutation score and its surviving mutants; exits 1 when a module scores under
 * `--break` (CI runs one small module with it so the setup can't rot). A benchmark, not a test: slow.
 */
const REPORT_DIR = resolve('reports/mutation');

function parseArgs(argv: readonly string[]): { modules: readonly TMutationModule[]; breakAt: number | null } {
  const breakIndex = argv.indexOf('--break');
  const breakAt = breakIndex >= 0 ? Number(argv[breakIndex + 1]) : null;
  if (breakAt !== null && !Number.isFinite(breakAt))
    throw new Error('--break needs a score, e.g. --break 80');
  const names = argv.filter((arg, i) => !arg.startsWith('-') && (breakIndex < 0 || i !== breakIndex + 1));
  const unknown = names.filter((name) => !MUTATION_MODULES.some((m) => m.name === name));
  if (unknown.length > 0) {
    const known = MUTATION_MODULES.map((m) => m.name).join(', ');
    throw new Error(`unknown module ${unknown.join(', ')}; the modules are: ${known}`);
  }
  const modules =
    names.length === 0 ? MUTATION_MODULES : MUTATION_MODULES.filter((m) => names.includes(m.name));
  return { modules, breakAt };
}

function strykerOptionsFor(module: TMutationModule): PartialStrykerOptions {
  return {
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner'],
    vitest: { configFile: 'vitest.config.ts', related: false },
    // Each mutant runs only the tests that reached it, not the module's whole API test files.
    coverageAnalysis: 'perTest',
    mutate: [...module.mutate],
    // The module's tests are chosen by the workspace's Vitest config (MUTATION_TEST_FILES, set below),
    // not Stryker's testFiles: with testFiles, Stryker 9 activates a module-level (static) mutant only
    // after the module has loaded, so it always survives (stryker-js issue 6144).
    // Two cores at most: more only makes each API test slower.
    concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
    // A busy machine slows every test; a mutant is a timeout only when far over its dry-run time.
    timeoutMS: 20_000,
    timeoutFactor: 3,
    tempDirName: '.stryker-tmp',
    cleanTempDir: true,
    reporters: ['progress', 'json'],
    jsonReporter: { fileName: join(REPORT_DIR, `${module.name}.json`) },
    thresholds: { high: 85, low: 70, break: null },
    logLevel: 'warn' as LogLevel,
  };
}

async function runModule(module: TMutationModule): Promise<TModuleScore> {
  process.stdout.write(`\n=== mutation: ${module.name} (${module.workspace}: ${module.mutate.join(', ')})\n`);
  // Stryker copies and runs the current directory: the module's workspace, with its own Vitest config.
  const home = process.cwd();
  process.chdir(module.workspace);
  process.env.MUTATION_TEST_FILES = module.testFiles.join(',');
  const results = await new Stryker(strykerOptionsFor(module))
    .runMutationTest()
    .finally(() => process.chdir(home));
  const outcomes: TMutantOutcome[] = results.map((r) => ({
    status: r.status,
    file: resolve(module.workspace, r.fileName),
    line: r.location.start.line,
    mutator: r.mutatorName,
    replacement: r.replacement ?? '',
  }));
  return scoreOf(module.name, outcomes);
}

async function main(): Promise<void> {
  const { modules, breakAt } = parseArgs(process.argv.slice(2));
  mkdirSync(REPORT_DIR, { recursive: true });
  const scores: TModuleScore[] = [];
  for (const module of modules) {
    const score = await runModule(module);
    scores.push(score);
    process.stdout.write(`${survivorLines(score).join('\n')}\n`);
  }
  process.stdout.write('\n=== mutation scores\n');
  for (const s of scores) {
    process.stdout.write(
      `${s.module.padEnd(24)} ${s.score.toFixed(1).padStart(5)}%  (${s.killed} killed, ${s.survivors.length} survived, ${s.noCoverage} not covered)\n`,
    );
  }
  writeFileSync(join(REPORT_DIR, 'scores.json'), `${JSON.stringify(scores, null, 2)}\n`);
  const under = breakAt === null ? [] : scores.filter((s) => s.score < breakAt);
  if (under.length > 0) {
    process.stderr.write(`\nmutation score under ${breakAt}%: ${under.map((s) => s.module).join(', ')}\n`);
    process.exit(1);
  }
}

await main();
