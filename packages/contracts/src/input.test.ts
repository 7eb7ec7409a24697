import { describe, expect, it } from 'vitest';
import { DB_INT_MAX, dbId, dbIdParam, hasControlCharacters, plainText } from './input.js';

describe('dbId', () => {
  const id = dbId('bad id');
  it('reads ids from 1 to the largest database integer, as JSON numbers only', () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse(DB_INT_MAX)).toBe(DB_INT_MAX);
  });
  it('refuses ids the database column cannot hold, and converts nothing, with the rule message', () => {
    for (const bad of [0, -1, 1.5, DB_INT_MAX + 1, 99999999999, '12', '1', true, false, null, 'abc', [1]]) {
      const r = id.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('bad id');
    }
  });
});

describe('dbIdParam', () => {
  const id = dbIdParam('bad id');
  it('reads a path id of digits only', () => {
    expect(id.parse('12')).toBe(12);
    expect(id.parse(String(DB_INT_MAX))).toBe(DB_INT_MAX);
    expect(id.parse(7)).toBe(7);
  });
  it('refuses signs, spaces, exponents, hex, words and ids out of range', () => {
    for (const bad of [
      '',
      ' 1',
      '+1',
      '-1',
      '1e3',
      '0x1f',
      '1.0',
      'true',
      '0',
      String(DB_INT_MAX + 1),
      true,
    ]) {
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
