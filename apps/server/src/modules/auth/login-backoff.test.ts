import { describe, expect, it } from 'vitest';
import {
  ADDRESS_RULE,
  backoffMs,
  FAILURE_WINDOW_MS,
  PAIR_RULE,
  waitBeforeNextTry,
} from './login-throttle.js';

/** The log-in backoff's arithmetic on its own: each rule's numbers and the wait a tally earns. */
const MINUTE_MS = 60_000;
const at = (iso: string) => new Date(iso);

describe('login backoff rules', () => {
  it('lets one e-mail from one address fail 5 times free, then waits 1 s doubling to 15 minutes', () => {
    expect(PAIR_RULE).toEqual({ free: 5, firstWaitMs: 1000, maxWaitMs: 15 * MINUTE_MS });
  });

  it('lets one address fail 20 times free across e-mails, then waits 1 s doubling to 15 minutes', () => {
    expect(ADDRESS_RULE).toEqual({ free: 20, firstWaitMs: 1000, maxWaitMs: 15 * MINUTE_MS });
    expect([19, 20, 21].map((n) => backoffMs(n, ADDRESS_RULE))).toEqual([0, 1000, 2000]);
  });

  it('counts failures over the last 24 hours', () => {
    expect(FAILURE_WINDOW_MS).toBe(24 * 60 * MINUTE_MS);
  });

  it('keeps the wait finite and capped however many failures pile up', () => {
    const noCap = { free: 0, firstWaitMs: 1, maxWaitMs: Number.POSITIVE_INFINITY };
    expect(backoffMs(1000, noCap)).toBe(2 ** 40);
  });
});

describe('waitBeforeNextTry', () => {
  const now = at('2026-03-02T09:00:10Z');

  it('allows a try at once when nothing failed yet', () => {
    expect(waitBeforeNextTry({ count: 0, lastAt: null }, PAIR_RULE, now)).toBe(0);
    expect(waitBeforeNextTry({ count: 9, lastAt: null }, PAIR_RULE, now)).toBe(0);
  });

  it('waits what is left of the backoff since the last failure', () => {
    // 7 failures earn 4 s; the last was 3 s ago.
    const tally = { count: 7, lastAt: at('2026-03-02T09:00:07Z') };
    expect(waitBeforeNextTry(tally, PAIR_RULE, now)).toBe(1000);
  });

  it('allows a try once the backoff has passed, never a negative wait', () => {
    const tally = { count: 7, lastAt: at('2026-03-02T09:00:00Z') };
    expect(waitBeforeNextTry(tally, PAIR_RULE, now)).toBe(0);
  });
});
