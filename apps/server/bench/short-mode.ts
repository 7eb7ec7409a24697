/**
 * BENCH_SHORT=1 (what `npm run bench:short` and CI set): each benchmark runs once on a small input
 * (a few requests, one run), asserts no figure, and fails on any error, so a change that breaks a
 * benchmark's set-up or its calls is noticed. Without it every benchmark runs as it always did.
 */
export const isShortMode = process.env.BENCH_SHORT === '1';

/** The flag's default: the full run's, or the short mode's. An explicit flag wins over both. */
export const byMode = (full: string, short: string): string => (isShortMode ? short : full);

/**
 * In short mode, throws the problem (a request that did not answer as it should) so the benchmark
 * exits non-zero; a full run reports its errors in its figures, as before.
 */
export function failInShortMode(problem: string | null): void {
  if (isShortMode && problem) throw new Error(`short mode: ${problem}`);
}
