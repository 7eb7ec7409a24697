/**
 * A small, fast, seeded pseudo-random generator (mulberry32). The whole search draws from one
 * instance so that a seed fixes the result.
 */
export class Random {
  private state: number;

  /** Creates a generator; equal seeds give equal sequences. */
  constructor(seed: number) {
    this.state = (seed >>> 0) ^ 0x9e3779b9;
  }

  /** A uniform float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** A uniform integer in [lo, hi] (inclusive). */
  between(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  /** Number of successes before the first failure with success probability `1 - p` (geometric). */
  geometric(p: number): number {
    if (p <= 0) return Number.MAX_SAFE_INTEGER;
    if (p >= 1) return 0;
    return Math.floor(Math.log(1 - this.next()) / Math.log(1 - p));
  }
}
