import { Api } from '@rp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TAppDeps } from '../../core/app-deps.js';
import { authOf, requireAuth } from '../../http/auth-context.js';
import { sendEncoded, sendEncodedBody } from '../../http/encoded-answer.js';
import { registerCall } from '../../http/register-call.js';
import type { TNoticeContext } from '../drivers/driver-notice.js';
import { publicBaseUrl } from '../public/password-links.js';
import { batchGeocode } from './batch-geocode.service.js';
import { findImportMapping, keepImportMapping } from './import-mapping.service.js';
import { copyStop, deleteStop, saveStop } from './stops.service.js';
import { createStopsReader } from './stops-read.js';

/** The stops of a route (spec section 7): list, add/edit/drag, delete, duplicate, and the spreadsheet import. */
export function stopsRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const member = requireAuth(deps);
  const stopsReader = createStopsReader(deps);
  /** A sent stop's driver is told of its change, with a link to the driver app. */
  const noticeOf = (req: FastifyRequest): TNoticeContext => ({
    baseUrl: publicBaseUrl(deps.config, req),
    log: req.log,
  });

  registerCall(app, Api.listStops, {
    preHandler: member,
    onSend: sendEncodedBody,
    handler: async (req, reply) =>
      sendEncoded(req, reply, await stopsReader.read(authOf(req), req.params.routeId)),
  });

  registerCall(app, Api.saveStop, {
    preHandler: member,
    handler: (req) => saveStop(deps, authOf(req), req.params.routeId, req.body, noticeOf(req)),
  });

  registerCall(app, Api.deleteStop, {
    preHandler: member,
    handler: (req) => deleteStop(deps, authOf(req), req.params.routeId, req.body.id, noticeOf(req)),
  });

  registerCall(app, Api.copyStop, {
    preHandler: member,
    handler: (req) => copyStop(deps, authOf(req), req.params.routeId, req.body.id),
  });

  const dispatcher = requireAuth(deps, { role: 'dispatcher' });
  registerCall(app, Api.batchGeocode, {
    preHandler: dispatcher,
    handler: (req) => batchGeocode(deps, authOf(req), req.body),
  });

  registerCall(app, Api.getImportMapping, {
    preHandler: dispatcher,
    handler: (req) => findImportMapping(deps, authOf(req), req.body.headers),
  });

  registerCall(app, Api.saveImportMapping, {
    preHandler: dispatcher,
    handler: (req) => keepImportMapping(deps, authOf(req), req.body),
  });
}
