import { ZRouteIdParamsSchema, ZSaveStopSchema, ZStopIdSchema } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app-deps.js';
import { authOf, requireAuth } from '../../http/auth-context.js';
import { sendEncoded, sendEncodedBody } from '../../http/encoded-answer.js';
import { rejectInvalid } from '../routes/validation.js';
import { copyStop, deleteStop, saveStop } from './stops.service.js';
import { createStopsReader } from './stops-read.js';

/** The stops of a route (spec section 7): list, add/edit/drag, delete, duplicate. */
export function stopsRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['stops'];
  const member = requireAuth(deps);
  const stopsReader = createStopsReader(deps);

  r.get(
    '/stops/:routeId/',
    { schema: { tags, params: ZRouteIdParamsSchema }, preHandler: member, onSend: sendEncodedBody },
    async (req, reply) => sendEncoded(req, reply, await stopsReader.read(authOf(req), req.params.routeId)),
  );

  r.post(
    '/stop/:routeId/',
    {
      schema: {
        tags,
        params: ZRouteIdParamsSchema,
        body: ZSaveStopSchema,
        description:
          'Without id: add a stop at the end (name, address, note, lat, lng); answers err -20 and no stop ' +
          "when the plan's stop limit is reached. With id and only lat, lng: drag. With id and fields: edit.",
      },
      attachValidation: true,
      preHandler: member,
    },
    async (req) => {
      rejectInvalid(req);
      return saveStop(deps, authOf(req), req.params.routeId, req.body);
    },
  );

  r.post(
    '/stop_delete/:routeId/',
    { schema: { tags, params: ZRouteIdParamsSchema, body: ZStopIdSchema }, preHandler: member },
    async (req) => deleteStop(deps, authOf(req), req.params.routeId, req.body.id),
  );

  r.post(
    '/stop_copy/:routeId/',
    { schema: { tags, params: ZRouteIdParamsSchema, body: ZStopIdSchema }, preHandler: member },
    async (req) => copyStop(deps, authOf(req), req.params.routeId, req.body.id),
  );
}
