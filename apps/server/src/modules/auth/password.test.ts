import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { hashPassword, needsRehash, PRODUCTION_SCRYPT, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('hashes new passwords at OWASP scrypt parameters by default (N=2^17, r=8, p=1)', async () => {
    const params = loadConfig({}).scrypt;
    expect(params).toEqual({ N: 131072, r: 8, p: 1 });
    expect(PRODUCTION_SCRYPT).toEqual(params);
    const stored = await hashPassword('a production password', params);
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('a production password', stored)).toBe(true);
    expect(await verifyPassword('another password', stored)).toBe(false);
    expect(needsRehash(stored, params)).toBe(false);
  });

  it('refuses SCRYPT_LOG2_N below 17 outside a test run (NODE_ENV=test or VITEST)', () => {
    expect(() => loadConfig({ SCRYPT_LOG2_N: '16' })).toThrow(/SCRYPT_LOG2_N must be at least 17/);
    expect(() => loadConfig({ SCRYPT_LOG2_N: '12', NODE_ENV: 'production' })).toThrow(/SCRYPT_LOG2_N/);
    expect(loadConfig({ SCRYPT_LOG2_N: '17' }).scrypt.N).toBe(2 ** 17);
    expect(loadConfig({ SCRYPT_LOG2_N: '18', NODE_ENV: 'production', BILLING: 'off' }).scrypt.N).toBe(
      2 ** 18,
    );
    expect(loadConfig({ SCRYPT_LOG2_N: '12', NODE_ENV: 'test' }).scrypt.N).toBe(2 ** 12);
    expect(loadConfig({ SCRYPT_LOG2_N: '12', VITEST: 'true' }).scrypt.N).toBe(2 ** 12);
  });

  it('verifies a hash made with older, weaker parameters and marks it for rehashing', async () => {
    const old = await hashPassword('an old password', { N: 2 ** 10, r: 8, p: 1 });
    expect(await verifyPassword('an old password', old)).toBe(true);
    expect(needsRehash(old, PRODUCTION_SCRYPT)).toBe(true);
    expect(needsRehash(old, { N: 2 ** 10, r: 8, p: 1 })).toBe(false);
  });

  it.each([
    ['not a hash'],
    ['scrypt$abc$8$1$c2FsdA==$aGFzaA=='],
    ['scrypt$1099511627776$8$1$c2FsdA==$aGFzaA=='],
    ['bcrypt$16384$8$1$c2FsdA==$aGFzaA=='],
  ])('refuses a stored value it did not write: %s', async (stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
  });
});
