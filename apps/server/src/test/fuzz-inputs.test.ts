import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textSegmentArb } from './fuzz-inputs.js';

describe('textSegmentArb', () => {
  it('never gives a dot segment, which a URL resolves away before any call sees it', () => {
    const samples = fc.sample(textSegmentArb(fc.constantFrom('.', '..', '...', 'a b')), {
      numRuns: 200,
      seed: 1,
    });
    expect(new Set(samples)).toEqual(new Set(['...', 'a%20b']));
  });
});
