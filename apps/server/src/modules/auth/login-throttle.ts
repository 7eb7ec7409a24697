/**
 * Log-in throttling by backoff rather than lock-out: a few failures are free, then each further failure
 * doubles the wait before the next try. Counted per (e-mail, address) pair and per address, never per
 * e-mail alone, so an attacker elsewhere cannot lock the owner out.
 */

/** How far back failures count; longer than the longest wait, so a patient guesser stays slowed. */
export const FAILURE_WINDOW_MS = 24 * 3600 * 1000;

export interface TBackoffRule {
  /** Failures allowed before any wait. */
  free: number;
  firstWaitMs: number;
  maxWaitMs: number;
}

/** One e-mail from one address: the owner mistyping a few times is never slowed. */
export const PAIR_RULE: TBackoffRule = { free: 5, firstWaitMs: 1000, maxWaitMs: 15 * 60 * 1000 };
/** One address across e-mails: room for a shared office, not for spraying many accounts. */
export const ADDRESS_RULE: TBackoffRule = { free: 20, firstWaitMs: 1000, maxWaitMs: 15 * 60 * 1000 };

export interface TFailureTally {
  count: number;
  lastAt: Date | null;
}

/** The wait that `count` failures earn: none within the free ones, then doubling up to the cap. */
export function backoffMs(count: number, rule: TBackoffRule): number {
  if (count < rule.free) return 0;
  // Capping the exponent keeps 2^n finite however many failures pile up.
  const doublings = Math.min(count - rule.free, 40);
  return Math.min(rule.firstWaitMs * 2 ** doublings, rule.maxWaitMs);
}

/** Milliseconds until a new try is allowed (0: allowed now). */
export function waitBeforeNextTry(tally: TFailureTally, rule: TBackoffRule, now: Date): number {
  if (!tally.lastAt) return 0;
  const allowedAt = tally.lastAt.getTime() + backoffMs(tally.count, rule);
  return Math.max(0, allowedAt - now.getTime());
}
