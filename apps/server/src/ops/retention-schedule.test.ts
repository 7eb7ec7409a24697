import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const runRetention = vi.hoisted(() =>
  vi.fn(async () => ({ positions: 1, appliedClientIds: 0, proofFiles: 0 })),
);
vi.mock('../modules/retention/retention.service.js', () => ({ runRetention }));

const { scheduleRetention } = await import('./retention-schedule.js');

beforeEach(() => {
  vi.useFakeTimers();
  runRetention.mockClear();
});
afterEach(() => vi.useRealTimers());

const deps = () => ({
  db: {} as never,
  files: {} as never,
  now: () => new Date('2026-01-01T00:00:00Z'),
  log: { info: vi.fn(), error: vi.fn() } as never,
});

it('runs the retention job a minute after start, then every interval, until stopped', async () => {
  const stop = scheduleRetention(deps(), 60);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(runRetention).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(3540_000);
  expect(runRetention).toHaveBeenCalledTimes(2);
  await vi.advanceTimersByTimeAsync(3600_000);
  expect(runRetention).toHaveBeenCalledTimes(3);
  stop();
  await vi.advanceTimersByTimeAsync(3 * 3600_000);
  expect(runRetention).toHaveBeenCalledTimes(3);
});

it('never runs with an interval of 0', async () => {
  scheduleRetention(deps(), 0);
  await vi.advanceTimersByTimeAsync(24 * 3600_000);
  expect(runRetention).not.toHaveBeenCalled();
});
