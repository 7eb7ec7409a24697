import type { FastifyInstance } from 'fastify';
import type { TMetrics } from '../core/ports/metrics.js';

/** What a request that matched no route is counted under: raw URLs would make a label per scan. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Counts every answered request under its route pattern (`/api/routes/:routeId/…`), with its time. */
export function registerRequestMetrics(app: FastifyInstance, metrics: TMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}
