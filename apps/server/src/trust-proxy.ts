import { isIP } from 'node:net';
import { z } from 'zod';

/** The named address ranges proxy-addr (Fastify's trustProxy) understands. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (entry: string): boolean => {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length || !address) return false;
  const family = isIP(address);
  if (!family) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};

/**
 * TRUST_PROXY: off (unset, empty, `false`, `0`), a hop count (`1`: one proxy in front), or a
 * comma list of proxy addresses / CIDRs. Never `true`: that would believe any X-Forwarded-For a
 * client sends, and every per-address limit could be escaped with a fresh header value.
 */
export const ZTrustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const value = raw?.trim() ?? '';
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length || !entries.length) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be a hop count or a comma list of proxy addresses/CIDRs (not: ${bad.join(', ') || value})`,
      });
      return z.NEVER;
    }
    return entries;
  });

export type TTrustProxy = z.output<typeof ZTrustProxySchema>;

/**
 * Fastify's trustProxy for the setting. A hop count goes as a function: Fastify refuses a bare
 * number (it cannot tell the proxy from a direct client), so a hop count is only right when
 * clients cannot reach the server except through those proxies (the README says so).
 */
export function fastifyTrustProxy(
  setting: TTrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}
