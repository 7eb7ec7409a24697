import { ZRouteReportQuerySchema } from '../report.js';
import { ZRouteIdParamsSchema } from '../routes.js';
import { defineCall, ZFileAnswerSchema } from './define.js';

/** The route report (spec section 7): a PDF to print or hand to a driver. */
export const reportCalls = {
  getRouteReport: defineCall({
    method: 'GET',
    path: '/get_route_report/{routeId}/',
    tag: 'routes',
    summary: 'The route report as a PDF, named after the route.',
    description:
      'Name, date, totals, a sketch of the stops and lines, and per driver route a table of its stops. ' +
      'paper is a4 or letter; without it US and Canadian teams get Letter, others A4. A driver-only ' +
      'member gets only the driver routes they drive.',
    params: ZRouteIdParamsSchema,
    query: ZRouteReportQuerySchema,
    answer: ZFileAnswerSchema,
    answerMediaType: 'application/pdf',
  }),
} as const;
