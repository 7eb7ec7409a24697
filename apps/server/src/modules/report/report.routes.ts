import { Api } from '@rp/contracts';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../core/app-deps.js';
import { RateLimits } from '../../core/rate-limits.js';
import { authOf, requireAuth } from '../../http/auth-context.js';
import { perAddressConfig } from '../../http/rate-limits.js';
import { registerCall } from '../../http/register-call.js';
import { buildRouteReport } from './report.service.js';
import { reportJobState, reportOfJob, startReportJob } from './report-job.service.js';

/** The route report (spec section 7): a PDF download for any member who may read the route. */
export function reportRoutes(app: FastifyInstance, deps: TAppDeps): void {
  registerCall(app, Api.getRouteReport, {
    preHandler: requireAuth(deps),
    config: perAddressConfig(RateLimits.routeReport.perAddress),
    handler: async (req, reply) => {
      const report = await buildRouteReport(deps, authOf(req), req.params.routeId, req.query.paper);
      // content-disposition writes an ASCII fallback and the UTF-8 filename* (RFC 6266 and 5987).
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(report.fileName))
        .header('cache-control', 'private, no-store');
      return report.pdf;
    },
  });
  registerReportJobCalls(app, deps);
}

/** The report of a large route as a job: started (202), asked about, then downloaded. */
function registerReportJobCalls(app: FastifyInstance, deps: TAppDeps): void {
  registerCall(app, Api.startRouteReportJob, {
    preHandler: requireAuth(deps),
    config: perAddressConfig(RateLimits.routeReport.perAddress),
    handler: async (req) => startReportJob(deps, authOf(req), req.body),
  });
  registerCall(app, Api.routeReportJob, {
    preHandler: requireAuth(deps),
    handler: async (req) => reportJobState(deps, authOf(req), req.params.jobId),
  });
  registerCall(app, Api.routeReportJobPdf, {
    preHandler: requireAuth(deps),
    handler: async (req, reply) => {
      const report = await reportOfJob(deps, authOf(req), req.params.jobId);
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(report.fileName))
        .header('cache-control', 'private, no-store');
      return report.pdf;
    },
  });
}
