import { describe, expect, it } from 'vitest';
import { selectSmallest } from '../src/neighbours.js';
import { lcg } from './instances.js';

/** The reference: every job sorted by key, then index. */
const sortedPrefix = (ids: Int32Array, keys: Float64Array, count: number) =>
  Array.from(ids)
    .sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b))
    .slice(0, count);

describe('neighbour selection', () => {
  it.each([1, 2, 3, 7, 50, 149, 150, 300])(
    'moves the %i nearest jobs to the front, ties by index, as a full sort picks them',
    (count) => {
      const rnd = lcg(count);
      const n = 300;
      // Few distinct keys (many ties) and some unreachable jobs (Infinity).
      const keys = Float64Array.from({ length: n }, () =>
        rnd() < 0.1 ? Number.POSITIVE_INFINITY : Math.floor(rnd() * 20),
      );
      const ids = Int32Array.from({ length: n }, (_, i) => (i * 37) % n);
      const expected = sortedPrefix(ids, keys, count);
      selectSmallest(ids, keys, count);
      expect([...ids.subarray(0, count)].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
      expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
    },
  );
});
