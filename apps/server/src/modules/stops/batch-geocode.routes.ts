import { ZBatchGeocodeSchema } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app-deps.js';
import { authOf, requireAuth } from '../../http/auth-context.js';
import { batchGeocode } from './batch-geocode.service.js';

/** The spreadsheet import's call (spec section 7): the browser's parsed rows become stops. */
export function batchGeocodeRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/batch_geocode/',
    {
      schema: {
        tags: ['stops'],
        body: ZBatchGeocodeSchema,
        description:
          'Adds spreadsheet rows as stops at the end of the route: rows with coordinates as they are, the ' +
          'others through the geocoder (whole address, then the city). Answers the added stops, the rows ' +
          "that failed and the rows placed by their city. err -20 and nothing added when the plan's stops " +
          'per route would be exceeded.',
      },
      preHandler: requireAuth(deps, { role: 'dispatcher' }),
    },
    async (req) => {
      return batchGeocode(deps, authOf(req), req.body);
    },
  );
}
