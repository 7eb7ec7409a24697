import { describe, expect, it } from 'vitest';
import { scoreOf, survivorLines, type TMutantOutcome } from './mutation-score.js';

const mutant = (status: string, line = 1): TMutantOutcome => ({
  status,
  file: '/repo/src/limits.ts',
  line,
  mutator: 'EqualityOperator',
  replacement: 'a  >=\n b',
});

describe('the mutation score of a module', () => {
  it('is caught (killed or timed out) over caught and missed; errors and ignored mutants do not count', () => {
    const outcomes = ['Killed', 'Killed', 'Timeout', 'Survived', 'NoCoverage', 'CompileError', 'Ignored'].map(
      (s) => mutant(s),
    );
    const score = scoreOf('limits', outcomes);
    expect(score).toMatchObject({ module: 'limits', score: 60, killed: 3, noCoverage: 1 });
    expect(score.survivors.map((s) => s.status)).toEqual(['Survived', 'NoCoverage']);
  });

  it('is 100 when there is nothing to mutate', () => {
    expect(scoreOf('empty', []).score).toBe(100);
  });

  it('lists each survivor as file:line, mutator and replacement on one line', () => {
    const lines = survivorLines(scoreOf('limits', [mutant('Survived', 7), mutant('NoCoverage', 9)]), '/repo');
    expect(lines).toEqual([
      '  survived src/limits.ts:7 EqualityOperator -> a >= b',
      '  survived src/limits.ts:9 EqualityOperator -> a >= b (no test reaches it)',
    ]);
  });
});
