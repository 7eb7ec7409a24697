import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { TMetrics } from '../core/ports/metrics.js';

/** Where Prometheus scrapes, on the main port (with METRICS_TOKEN) or on METRICS_PORT. */
export const METRICS_PATH = '/metrics';

export interface TMetricsAccess {
  METRICS_TOKEN?: string;
  METRICS_PORT?: number;
  METRICS_HOST: string;
}

/** Whether an Authorization header carries the token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * /metrics on the app's own port, only with METRICS_TOKEN and without METRICS_PORT: the numbers
 * tell an outsider how busy the product is, so they are never open to anyone on the public port.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: TMetrics, access: TMetricsAccess): void {
  const token = access.METRICS_TOKEN;
  if (!token || access.METRICS_PORT !== undefined) return;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ success: false, err: -1, message: 'Unauthorized' });
    }
    const { contentType, body } = await metrics.scrape();
    return reply.type(contentType).send(body);
  });
}

/**
 * A port of its own for the metrics (METRICS_PORT, on METRICS_HOST, 127.0.0.1 by default), for a
 * Prometheus on a private network; METRICS_TOKEN, when set too, is asked there as well.
 */
export async function startMetricsServer(metrics: TMetrics, access: TMetricsAccess): Promise<Server | null> {
  if (access.METRICS_PORT === undefined) return null;
  const token = access.METRICS_TOKEN;
  const server = createServer((req, res) => {
    const pathOnly = (req.url ?? '').split('?', 1)[0];
    if (req.method !== 'GET' || pathOnly !== METRICS_PATH) {
      res.writeHead(404).end();
      return;
    }
    if (token && !bearerMatches(req.headers.authorization, token)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    metrics.scrape().then(
      ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(access.METRICS_PORT, access.METRICS_HOST, () => resolve());
  });
  return server;
}
