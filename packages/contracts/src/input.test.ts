import { describe, expect, it } from 'vitest';
import {
  DB_INT_MAX,
  dbId,
  hasControlCharacters,
  plainText,
  ZLatitudeSchema,
  ZLongitudeSchema,
} from './input.js';
import { ZAddStopSchema } from './stop-requests.js';

describe('dbId', () => {
  const id = dbId('bad id');
  it('reads ids from 1 to the largest database integer, numeric text too', () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse('12')).toBe(12);
    expect(id.parse(DB_INT_MAX)).toBe(DB_INT_MAX);
  });
  it('refuses ids the database column cannot hold, with the rule message', () => {
    for (const bad of [0, -1, 1.5, DB_INT_MAX + 1, 99999999999, '99999999999', 'abc']) {
      const r = id.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('bad id');
    }
  });
});

describe('control characters', () => {
  it('are refused in one-line texts, tab and line breaks allowed in multi-line ones', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('a\tb')).toBe(true);
    expect(hasControlCharacters('a\tb\r\nc', true)).toBe(false);
    expect(hasControlCharacters('a\u0000b', true)).toBe(true);
    expect(hasControlCharacters('a\u007fb', true)).toBe(true);
    expect(hasControlCharacters('Zürich – 東京')).toBe(false);
    expect(plainText(10).safeParse('x\u0000').success).toBe(false);
    expect(plainText(10).parse('  Café ')).toBe('Café');
  });
});

describe('coordinates', () => {
  it('are finite numbers in range, numeric text accepted', () => {
    expect(ZLatitudeSchema.parse(52.2)).toBe(52.2);
    expect(ZLatitudeSchema.parse('-33.9')).toBe(-33.9);
    expect(ZLongitudeSchema.parse(180)).toBe(180);
  });
  it('refuses null, empty text, booleans and numbers out of range instead of reading 0', () => {
    for (const bad of [null, '', ' ', true, false, 'abc', 'NaN', 91, -90.5, [], {}]) {
      expect(ZLatitudeSchema.safeParse(bad).success).toBe(false);
    }
    expect(ZLongitudeSchema.safeParse(181).success).toBe(false);
    expect(ZAddStopSchema.safeParse({ lat: null, lng: 10 }).success).toBe(false);
  });
});
