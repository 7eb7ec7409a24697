import { describe, expect, it } from 'vitest';
import { MAX_TRIES, TRY_ITERATIONS_PER_STOP, Tries } from './tries.js';

const perTry100 = TRY_ITERATIONS_PER_STOP * 100;

describe('tries of the search', () => {
  it('counts the tries from the iteration limit: one per settled try, at most MAX_TRIES', () => {
    expect(new Tries(100, true, perTry100 - 1, Number.POSITIVE_INFINITY).count).toBe(1);
    expect(new Tries(100, true, 2 * perTry100, Number.POSITIVE_INFINITY).count).toBe(2);
    expect(new Tries(100, true, 100 * perTry100, Number.POSITIVE_INFINITY).count).toBe(MAX_TRIES);
    // Five times the stops need five times the iterations per try.
    expect(new Tries(500, true, 2 * perTry100, Number.POSITIVE_INFINITY).count).toBe(1);
  });

  it('keeps one try when the search has phases of its own or no end', () => {
    expect(new Tries(100, false, 100 * perTry100, Number.POSITIVE_INFINITY).count).toBe(1);
    const endless = new Tries(100, true, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY);
    expect(endless.progress(1_000_000, 60_000)).toBe(0);
    expect(endless.count).toBe(1);
  });

  it('moves to the next try when one ends, each try measuring its own progress', () => {
    const tries = new Tries(100, true, 2 * perTry100, Number.POSITIVE_INFINITY);
    expect(tries.progress(perTry100 / 2, 0)).toBeCloseTo(0.5);
    expect(tries.next(tries.progress(perTry100 / 2, 0))).toBe(false);
    expect(tries.next(tries.progress(perTry100, 0))).toBe(true);
    expect(tries.index).toBe(1);
    expect(tries.progress(perTry100 * 1.5, 0)).toBeCloseTo(0.5);
    // The last try runs to the search's end and no further try follows.
    expect(tries.next(tries.progress(2 * perTry100, 0))).toBe(false);
    expect(tries.index).toBe(1);
  });

  it('on the clock, counts the tries from the pace after the first iterations', () => {
    const searchTime = 2000;
    const tries = new Tries(100, true, Number.POSITIVE_INFINITY, searchTime);
    // The first plan and the first iterations are slow; the pace is read from the 200th on.
    expect(tries.progress(10, 30)).toBeCloseTo(30 / searchTime);
    expect(tries.count).toBe(1);
    tries.progress(200, 40);
    // 40 iterations a millisecond from there: about 80,000 in the search, room for 5 tries of 15,000.
    tries.progress(200 + 40 * 40, 80);
    expect(tries.count).toBe(5);
    expect(tries.progress(1800, 80)).toBeCloseTo((80 / searchTime) * 5);
  });

  it('on the clock, a slow search stays one try', () => {
    const tries = new Tries(500, true, Number.POSITIVE_INFINITY, 5000);
    tries.progress(200, 500);
    tries.progress(200 + 10 * 100, 600);
    // 10 a millisecond: about 50,000 iterations, less than one try of 500 stops needs.
    expect(tries.count).toBe(1);
  });
});
