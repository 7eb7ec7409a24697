import { Api } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../core/app-deps.js';
import { authOf, requireAuth } from '../../http/auth-context.js';
import { registerCall } from '../../http/register-call.js';
import { driversPosition, postDriverPosition } from './driver-position.service.js';
import { getDriverRoute, listDriverRoutes, setDriverRouteStatus } from './driver-routes.service.js';
import { saveStopProof, stopPhotos } from './proof.service.js';
import { saveStopDelivery } from './stop-delivery.service.js';

/**
 * The driver API (decisions.md): a driver's routes, status, stop outcomes, proof and position;
 * and, for the dispatcher's map and stop panel, the drivers' positions and a stop's proof.
 */
export function driversRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const driver = requireAuth(deps, { role: 'driver' });
  const member = requireAuth(deps);

  registerCall(app, Api.listDriverRoutes, {
    preHandler: driver,
    handler: (req) => listDriverRoutes(deps, authOf(req), req.query.date),
  });

  registerCall(app, Api.getDriverRoute, {
    preHandler: driver,
    handler: (req) => getDriverRoute(deps, authOf(req), req.params.vehicleRouteId),
  });

  registerCall(app, Api.setDriverRouteStatus, {
    preHandler: driver,
    handler: (req) => setDriverRouteStatus(deps, authOf(req), req.params.vehicleRouteId, req.body),
  });

  registerCall(app, Api.saveStopDelivery, {
    preHandler: driver,
    handler: (req) => saveStopDelivery(deps, authOf(req), req.params.vehicleRouteId, req.body),
  });

  registerCall(app, Api.saveStopProof, {
    preHandler: driver,
    handler: (req) => saveStopProof(deps, authOf(req), req.params.vehicleRouteId, req.body),
  });

  registerCall(app, Api.postDriverPosition, {
    preHandler: driver,
    handler: (req) => postDriverPosition(deps, authOf(req), req.body),
  });

  registerCall(app, Api.driversPosition, {
    preHandler: member,
    handler: (req) => driversPosition(deps, authOf(req), req.params.routeId),
  });

  registerCall(app, Api.stopPhotos, {
    preHandler: member,
    handler: (req) => stopPhotos(deps, authOf(req), req.params.routeId, req.body.id),
  });
}
