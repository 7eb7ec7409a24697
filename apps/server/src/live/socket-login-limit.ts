import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { RateLimits, type TRateRule } from '../core/rate-limits.js';
import { fastifyTrustProxy, type TTrustProxy } from '../trust-proxy.js';

/**
 * The client address of a socket's handshake request, by the same rule as request.ip: the
 * X-Forwarded-For entries of TRUST_PROXY's proxies only, else the connection's own address.
 */
export function socketAddressResolver(setting: TTrustProxy): (request: IncomingMessage) => string {
  const trust = fastifyTrustProxy(setting);
  const trusted = trust === false ? () => false : Array.isArray(trust) ? proxyAddr.compile(trust) : trust;
  return (request) => proxyAddr(request, trusted);
}

/**
 * Counts per key in fixed windows that start with a key's first hit. In memory: @fastify/rate-limit
 * limits HTTP requests, and a socket event is not one. Expired keys are dropped as the map grows.
 */
class WindowCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly rule: TRateRule,
    private readonly now: () => number,
  ) {}

  /** Counts one for the key and answers whether it is still within the rule. */
  hit(key: string): boolean {
    const now = this.now();
    if (this.windows.size > 10_000) this.dropExpired(now);
    const current = this.windows.get(key);
    if (!current || current.endsAt <= now) {
      this.windows.set(key, { count: 1, endsAt: now + this.rule.windowMs });
      return this.rule.max >= 1;
    }
    current.count += 1;
    return current.count <= this.rule.max;
  }

  forget(key: string): void {
    this.windows.delete(key);
  }

  private dropExpired(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

/**
 * userLoggedIn's limits: each one is a database read, so a client may not send them endlessly,
 * neither on one socket nor over many sockets from one address. Per process: with REDIS_URL each
 * server process counts its own sockets.
 */
export function socketLoginLimiter(rules: typeof RateLimits.socketLogin = RateLimits.socketLogin) {
  const perSocket = new WindowCounter(rules.perSocket, Date.now);
  const perAddress = new WindowCounter(rules.perAddress, Date.now);
  return {
    /** Counts one log-in of the socket from the address; false once either is over its limit. */
    allow(socketId: string, address: string): boolean {
      const socketOk = perSocket.hit(socketId);
      const addressOk = perAddress.hit(address);
      return socketOk && addressOk;
    },
    /** A socket that disconnected needs no count. */
    forget(socketId: string): void {
      perSocket.forget(socketId);
    },
  };
}
