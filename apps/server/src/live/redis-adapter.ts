import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface TRedisAdapter {
  /** The Socket.IO adapter factory (the `adapter` option of the server). */
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

/**
 * Connects the two Redis clients the adapter needs (one publishes, one subscribes) so that every
 * server process sharing REDIS_URL delivers each other's events to its own sockets. Connecting is
 * awaited so a wrong URL stops the start; later outages are logged while ioredis reconnects.
 */
export async function connectRedisAdapter(url: string, log: FastifyBaseLogger): Promise<TRedisAdapter> {
  const pub = new Redis(url, { lazyConnect: true });
  const sub = pub.duplicate();
  for (const client of [pub, sub])
    client.on('error', (err: unknown) => log.warn({ err }, 'redis (live events) error'));
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    pub.disconnect();
    sub.disconnect();
    throw error;
  }
  return {
    adapter: createAdapter(pub, sub),
    close: async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
