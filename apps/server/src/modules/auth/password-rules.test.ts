import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, PRODUCTION_SCRYPT, verifyPassword } from './password.js';

/**
 * The stored password's rules at a cheap cost (password.test.ts checks the production cost itself):
 * its format, its salt, what counts as a hash we wrote, and when one is moved to today's parameters.
 */
const CHEAP = { N: 2 ** 10, r: 8, p: 1 };
const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('a stored password', () => {
  it("is scrypt$N$r$p$salt$key with a 16-byte random salt and a 32-byte key, at OWASP's cost by default", async () => {
    expect(PRODUCTION_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    const a = await hashPassword('same password', CHEAP);
    const b = await hashPassword('same password', CHEAP);
    const [kind, n, r, p, salt, key, ...rest] = a.split('$');
    expect([kind, n, r, p, rest]).toEqual(['scrypt', '1024', '8', '1', []]);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(32);
    // A fresh salt each time: two users with one password do not share a hash.
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
  });

  it('is hashed at the cost it is given, and one that needs more than 32 MiB of memory still works', async () => {
    const stored = await hashPassword('a costly password', { N: 2 ** 15, r: 8, p: 1 });
    expect(stored.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await verifyPassword('a costly password', stored)).toBe(true);
  });

  it('is the scrypt key of the password and salt at the parameters it names', async () => {
    const stored = await hashPassword('named parameters', { N: 2 ** 11, r: 4, p: 2 });
    const [, , , , salt, key] = stored.split('$');
    const expected = scryptSync('named parameters', Buffer.from(salt ?? '', 'base64'), 32, {
      N: 2 ** 11,
      r: 4,
      p: 2,
    });
    expect(key).toBe(expected.toString('base64'));
  });

  it('matches its own password only', async () => {
    const stored = await hashPassword('correct horse battery', CHEAP);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterz', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('matches with the parameters written beside it, not today’s', async () => {
    const stored = await hashPassword('older parameters', { N: 2 ** 11, r: 4, p: 2 });
    expect(await verifyPassword('older parameters', stored)).toBe(true);
  });

  it('matches nothing when absent or not a hash we wrote', async () => {
    const good = await hashPassword('pw', CHEAP);
    const [, , , , salt, key] = good.split('$');
    const forged = (fields: string) => `scrypt$${fields}`;
    for (const stored of [
      null,
      '',
      good.replace(/^scrypt/, 'bcrypt'),
      `${good}$extra`,
      forged(`1024$8$1$${salt}$`),
      forged(`1024$8$1$$${key}`),
      // A key that decodes to no bytes.
      forged(`1024$8$1$${salt}$=`),
      forged(`0$8$1$${salt}$${key}`),
      forged(`1024$0$1$${salt}$${key}`),
      forged(`1024$8$0$${salt}$${key}`),
      forged(`-1024$8$1$${salt}$${key}`),
      forged(`1024.5$8$1$${salt}$${key}`),
      forged(`abc$8$1$${salt}$${key}`),
      // Parameters that would need over 1 GiB of memory: a damaged or planted hash.
      forged(`${2 ** 40}$8$1$${salt}$${key}`),
    ]) {
      expect(await verifyPassword('pw', stored), String(stored)).toBe(false);
    }
    expect(await verifyPassword('pw', forged(`1024$8$1$${salt}$${key}`))).toBe(true);
    expect(await verifyPassword('pw', forged(`1024$8$1$${b64('another salt')}$${key}`))).toBe(false);
  });
});

describe('moving a stored password to stronger parameters', () => {
  const stored = (n: number, r: number, p: number) => `scrypt$${n}$${r}$${p}$${b64('salt')}$${b64('key')}`;
  const today = { N: 2 ** 12, r: 8, p: 2 };

  it('is due when any of N, r or p is below today’s', () => {
    expect(needsRehash(stored(2 ** 11, 8, 2), today)).toBe(true);
    expect(needsRehash(stored(2 ** 12, 4, 2), today)).toBe(true);
    expect(needsRehash(stored(2 ** 12, 8, 1), today)).toBe(true);
  });

  it('is not due at today’s parameters or above', () => {
    expect(needsRehash(stored(2 ** 12, 8, 2), today)).toBe(false);
    expect(needsRehash(stored(2 ** 13, 16, 4), today)).toBe(false);
  });

  it('is never due for a value that is not a hash we wrote', () => {
    expect(needsRehash('not a hash', today)).toBe(false);
    expect(needsRehash(stored(0, 8, 2), today)).toBe(false);
  });
});
