import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface TScryptParams {
  /** Cost: a power of two. */
  N: number;
  r: number;
  p: number;
}

/** OWASP's minimum for scrypt (Password Storage Cheat Sheet): N=2^17, r=8, p=1. */
export const PRODUCTION_SCRYPT: TScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
/** Refuses stored parameters that would need more memory than this (a damaged or planted hash). */
const MAX_SCRYPT_MEMORY = 1024 * 1024 * 1024;

/** scrypt needs about 128·N·r bytes; Node's default maxmem (32 MiB) is below what N=2^17 needs. */
function maxmemFor(params: TScryptParams): number {
  return 2 * 128 * params.N * params.r * params.p + 1024 * 1024;
}

function scryptHash(password: string, salt: Buffer, length: number, params: TScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, { ...params, maxmem: maxmemFor(params) }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

interface TStoredHash {
  params: TScryptParams;
  salt: Buffer;
  hash: Buffer;
}

/** Reads scrypt$N$r$p$salt$hash; null when the text is not one we wrote. */
function parseStoredHash(stored: string): TStoredHash | null {
  const [kind, n, r, p, saltB64, hashB64, ...rest] = stored.split('$');
  if (kind !== 'scrypt' || !saltB64 || !hashB64 || rest.length > 0) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const valid =
    Object.values(params).every((v) => Number.isSafeInteger(v) && v > 0) &&
    maxmemFor(params) <= MAX_SCRYPT_MEMORY;
  if (!valid) return null;
  return { params, salt: Buffer.from(saltB64, 'base64'), hash: Buffer.from(hashB64, 'base64') };
}

/** Stored as scrypt$N$r$p$salt$hash so the parameters can be raised later without breaking old hashes. */
export async function hashPassword(
  password: string,
  params: TScryptParams = PRODUCTION_SCRYPT,
): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptHash(password, salt, KEY_LENGTH, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored ? parseStoredHash(stored) : null;
  if (!parsed || parsed.hash.length === 0) return false;
  const actual = await scryptHash(password, parsed.salt, parsed.hash.length, parsed.params);
  return timingSafeEqual(actual, parsed.hash);
}

/** True when a stored hash used weaker parameters than `current`: it is replaced at the next log-in. */
export function needsRehash(stored: string, current: TScryptParams): boolean {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  return parsed.params.N < current.N || parsed.params.r < current.r || parsed.params.p < current.p;
}
