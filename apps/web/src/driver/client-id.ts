import { ZClientIdSchema } from '@rp/contracts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new id for one driver update (ZClientIdSchema). Pages served over plain http on a local
 * network have no crypto.randomUUID, but they do have crypto.getRandomValues.
 */
export function newClientId(
  cryptoApi: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(24));
  const id = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  return ZClientIdSchema.parse(id);
}
