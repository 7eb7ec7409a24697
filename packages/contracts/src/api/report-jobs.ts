import {
  ZReportJobAnswerSchema,
  ZReportJobParamsSchema,
  ZStartReportJobAnswerSchema,
  ZStartReportJobSchema,
} from '../report-job.js';
import { defineCall, ZFileAnswerSchema } from './define.js';

/**
 * The report of a large route as a job (issue 22): started, asked about, then downloaded. Only the
 * member who started a job sees it; any other job id answers 404.
 */
export const reportJobCalls = {
  startRouteReportJob: defineCall({
    method: 'POST',
    path: '/route_report_jobs/',
    tag: 'routes',
    summary: 'Starts building the route report as a job; answers 202 with its id.',
    description:
      'For large routes, whose report takes long to build: the same report as GET /get_route_report/{routeId}/, ' +
      'built by whichever process takes jobs. Ask /route_report_jobs/{jobId}/ until done, then download it.',
    body: ZStartReportJobSchema,
    answer: ZStartReportJobAnswerSchema,
    answerStatus: 202,
  }),
  routeReportJob: defineCall({
    method: 'GET',
    path: '/route_report_jobs/{jobId}/',
    tag: 'routes',
    summary: 'Whether a report job is working, done or failed.',
    params: ZReportJobParamsSchema,
    answer: ZReportJobAnswerSchema,
  }),
  routeReportJobPdf: defineCall({
    method: 'GET',
    path: '/route_report_jobs/{jobId}/pdf/',
    tag: 'routes',
    summary: "A done report job's PDF, named after the route (404 until it is done).",
    params: ZReportJobParamsSchema,
    answer: ZFileAnswerSchema,
    answerMediaType: 'application/pdf',
  }),
} as const;
