import { emptyColumnConfig } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { placeQueries } from './place-row.js';

const m = { ...emptyColumnConfig(), address: 0, city: 1, postcode: 2 };
const texts = (row: string[], country: string) =>
  placeQueries(row, m, country).map((q) => `${q.by}: ${q.text}`);

describe('placeQueries', () => {
  it('searches the whole address, then the postcode, then the city, each in the country', () => {
    expect(texts(['1 Main St', 'Camden', '08102'], 'US')).toEqual([
      'address: 1 Main St, 08102, Camden, US',
      'postcode: 08102, US',
      'city: Camden, US',
    ]);
  });

  it('searches a lone city once, and nothing for an empty row', () => {
    expect(texts(['', 'Camden', ''], '')).toEqual(['address: Camden']);
    expect(texts(['', '', ''], 'US')).toEqual([]);
  });

  it('skips texts of fewer than 3 letters or digits', () => {
    expect(texts(['A', '', ''], 'US')).toEqual([]);
    expect(texts(['x', 'Camden', ''], '')).toEqual(['address: x, Camden', 'city: Camden']);
    expect(texts(['', 'B.', ''], 'US')).toEqual([]);
  });
});
