import { relative } from 'node:path';

/** One mutant as `npm run mutation` reports it (a Stryker MutantResult, narrowed). */
export interface TMutantOutcome {
  status: string;
  file: string;
  line: number;
  mutator: string;
  replacement: string;
}

export interface TModuleScore {
  module: string;
  /** Stryker's mutation score: detected over detected + undetected, in percent. */
  score: number;
  killed: number;
  noCoverage: number;
  survivors: readonly TMutantOutcome[];
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

export function scoreOf(module: string, outcomes: readonly TMutantOutcome[]): TModuleScore {
  const killed = outcomes.filter((o) => DETECTED.has(o.status)).length;
  const undetected = outcomes.filter((o) => UNDETECTED.has(o.status));
  const counted = killed + undetected.length;
  return {
    module,
    score: counted === 0 ? 100 : (100 * killed) / counted,
    killed,
    noCoverage: undetected.filter((o) => o.status === 'NoCoverage').length,
    survivors: undetected,
  };
}

/** `file:line mutator -> replacement` for each mutant no test caught, one line each. */
export function survivorLines(score: TModuleScore, cwd: string = process.cwd()): string[] {
  return score.survivors.map((s) => {
    const replacement = s.replacement.replace(/\s+/g, ' ').slice(0, 100);
    const how = s.status === 'NoCoverage' ? ' (no test reaches it)' : '';
    return `  survived ${relative(cwd, s.file)}:${s.line} ${s.mutator} -> ${replacement}${how}`;
  });
}
