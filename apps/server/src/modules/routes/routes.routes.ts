import {
  ZRouteIdParamsSchema,
  ZRouteIdSchema,
  ZRoutesListSchema,
  ZSaveDriverSchema,
  ZSaveDriversSchema,
  ZSaveRouteSchema,
} from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app-deps.js';
import { authOf, requireAuth } from '../../http/auth-context.js';
import { forbidden } from '../../http/errors.js';
import {
  copyRoute,
  createRoute,
  deleteRoute,
  editRoute,
  getRoute,
  listRoutes,
  saveDriver,
  saveDrivers,
  teamRoute,
} from './routes.service.js';

/**
 * Routes of the team (spec section 7): list by day, read, create/edit, delete, copy, and the
 * drivers selected for a route. Members may read (a driver-only member only their routes);
 * changes need the dispatcher role.
 */
export function routesRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['routes'];
  const member = requireAuth(deps);

  r.post(
    '/routes/',
    {
      schema: {
        tags,
        body: ZRoutesListSchema.nullish(),
        description: 'The routes of one planned day (date YYYY-MM-DD), or all routes newest day first.',
      },
      preHandler: member,
    },
    async (req) => ({ routes: await listRoutes(deps, authOf(req), req.body?.date) }),
  );

  r.get(
    '/route/:routeId/',
    { schema: { tags, params: ZRouteIdParamsSchema }, preHandler: member },
    async (req) => ({
      route: await getRoute(deps, authOf(req), req.params.routeId),
    }),
  );

  r.post(
    '/route/',
    {
      schema: {
        tags,
        body: ZSaveRouteSchema,
        description:
          'Without route_id: create (name, desc, planned_on; answers id and route_name). With route_id: edit ' +
          'the fields sent (refused with 409 once the route is optimised).',
      },
      preHandler: member,
    },
    async (req) => {
      const a = authOf(req);
      const body = req.body;
      if (body.route_id === undefined || body.route_id === null) {
        if (!a.isDispatcher) throw forbidden();
        return createRoute(deps, a, body);
      }
      const route = await editRoute(deps, a, body.route_id, body);
      return { id: route.id, route_name: route.name, route };
    },
  );

  r.post('/route_delete/', { schema: { tags, body: ZRouteIdSchema }, preHandler: member }, async (req) => {
    await deleteRoute(deps, authOf(req), req.body.route_id);
    return { success: true, route_id: req.body.route_id };
  });

  r.post(
    '/route_copy/',
    {
      schema: {
        tags,
        body: ZRouteIdSchema,
        description:
          'Copies the route and its stops, not optimised, named "{name} (copy)"; answers id and route_name.',
      },
      preHandler: member,
    },
    async (req) => copyRoute(deps, authOf(req), req.body.route_id),
  );

  r.get(
    '/team_route/:routeId/',
    { schema: { tags, params: ZRouteIdParamsSchema }, preHandler: member },
    async (req) => ({ team: await teamRoute(deps, authOf(req), req.params.routeId) }),
  );

  r.post(
    '/save_drivers/',
    {
      schema: { tags, body: ZSaveDriversSchema, description: 'Replaces the drivers selected for the route.' },
      preHandler: member,
    },
    async (req) => {
      const drivers = await saveDrivers(deps, authOf(req), req.body);
      return { success: true, route_id: req.body.route_id, drivers };
    },
  );

  r.post(
    '/save_driver/',
    {
      schema: {
        tags,
        body: ZSaveDriverSchema,
        description: 'Assigns a driver of the team to a driver route (vehicle_route_id) of the route.',
      },
      preHandler: member,
    },
    async (req) => {
      await saveDriver(deps, authOf(req), req.body);
      return { success: true };
    },
  );
}
