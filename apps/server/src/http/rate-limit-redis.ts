import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * With REDIS_URL, the client @fastify/rate-limit keeps its counts in, so that every server process
 * counts the same requests. Short timeouts and no queue while disconnected: a limit check must not
 * hang a request. While Redis is unreachable the limits are skipped (skipOnError) and logged: the
 * live events need Redis too, and refusing every log-in would be worse than a pause in counting.
 */
export function rateLimitRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', (err: unknown) => log.warn({ err }, 'redis (rate limits) error'));
  return redis;
}
