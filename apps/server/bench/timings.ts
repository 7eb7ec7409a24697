/**
 * Runs `work` once to warm up, then `runs` times, and answers the times of the measured runs in
 * ms, sorted. `onWarmUp` hears the warm-up's time (a first run may load data the others reuse).
 */
export async function timeRuns(
  runs: number,
  work: () => Promise<unknown>,
  onWarmUp?: (ms: number) => void,
): Promise<number[]> {
  const timings: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const started = performance.now();
    await work();
    const ms = performance.now() - started;
    if (run > 0) timings.push(ms);
    else onWarmUp?.(ms);
  }
  return timings.sort((a, b) => a - b);
}

/** "median 420 ms (min 346, max 617) over 5 runs" of sorted timings. */
export function timingSummary(sorted: readonly number[]): string {
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return `median ${median.toFixed(0)} ms (min ${sorted[0]?.toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)}) over ${sorted.length} runs`;
}
