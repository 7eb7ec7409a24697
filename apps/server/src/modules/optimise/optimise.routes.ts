import { ZOptimizeSchema, ZRouteIdSchema } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app-deps.js';
import { authOf, requireAuth } from '../../http/auth-context.js';
import { cancelOptimisation, optimiseRoute, sendToDrivers } from './optimise.service.js';

/** /optimize/, /cancel_optimization/ and /send_to_drivers/ (spec section 7), for dispatchers. */
export function optimiseRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['optimise'];
  const preHandler = requireAuth(deps, { role: 'dispatcher' });

  r.post('/optimize/', { schema: { tags, body: ZOptimizeSchema }, preHandler }, async (req) =>
    optimiseRoute(deps, authOf(req), req.body.route_id, req.body.is_route_optimization),
  );

  r.post('/cancel_optimization/', { schema: { tags, body: ZRouteIdSchema }, preHandler }, async (req) => {
    await cancelOptimisation(deps, authOf(req), req.body.route_id);
    return { success: true };
  });

  r.post('/send_to_drivers/', { schema: { tags, body: ZRouteIdSchema }, preHandler }, async (req) =>
    sendToDrivers(deps, authOf(req), req.body.route_id),
  );
}
