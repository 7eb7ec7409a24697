/**
 * What a load of `offered` requests a second was actually served at: answers (200) that came back
 * while the load ran, per second, and how long after its end the last one came. An open loop above
 * what the setup can serve only queues, so its latency percentiles say little; this says the rate.
 */
export function servedRateLine(
  answeredAt: readonly number[],
  run: { startedAt: number; seconds: number; offered: number },
): string {
  const endedAt = run.startedAt + run.seconds * 1000;
  const inRun = answeredAt.filter((at) => at <= endedAt).length;
  const last = Math.max(endedAt, ...answeredAt);
  const total = Math.round(run.offered * run.seconds);
  const perSecond = (inRun / run.seconds).toFixed(1);
  return (
    `served ${perSecond}/s of ${run.offered}/s offered while the load ran ` +
    `(${inRun} of ${total} answered 200 by its end, ${answeredAt.length} in all, ` +
    `the last ${((last - endedAt) / 1000).toFixed(1)} s after it)`
  );
}
