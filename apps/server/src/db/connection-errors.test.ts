import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './connection-errors.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnreachable', () => {
  it('knows a refused or cut connection and a server shutting down or starting up', () => {
    expect(isDatabaseUnreachable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnreachable(withCode('57P01'))).toBe(true);
    expect(isDatabaseUnreachable(withCode('57P03'))).toBe(true);
    expect(isDatabaseUnreachable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnreachable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves a wrong query or a broken rule to be the error it is', () => {
    expect(isDatabaseUnreachable(withCode('23505'))).toBe(false);
    expect(isDatabaseUnreachable(withCode('42P01'))).toBe(false);
    expect(isDatabaseUnreachable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnreachable(null)).toBe(false);
  });
});
