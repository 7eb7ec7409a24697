import { z } from 'zod';
import { ReportPapers } from './report.js';
import { ZRouteIdSchema } from './routes.js';

/**
 * From this many stops the web app has the report built as a job (POST /route_report_jobs/) and
 * downloads it when done; smaller routes keep the spec's GET /get_route_report/{routeId}/ at once.
 */
export const REPORT_JOB_MIN_STOPS = 200;

/** How often the web app asks whether a report job is done. */
export const REPORT_JOB_POLL_MS = 1000;

// The route id as every other call takes it: a database id, so one past PostgreSQL's integer is a 400.
export const ZStartReportJobSchema = ZRouteIdSchema.extend({
  paper: z.enum(ReportPapers).optional(),
});
export type TStartReportJob = z.infer<typeof ZStartReportJobSchema>;

/** 202: the report is being built; ask /route_report_jobs/{jobId}/ until it is done. */
export const ZStartReportJobAnswerSchema = z.object({ success: z.literal(true), job_id: z.uuid() });

export const ReportJobStates = ['working', 'done', 'failed'] as const;
export type TReportJobState = (typeof ReportJobStates)[number];

export const ZReportJobAnswerSchema = z.object({
  success: z.literal(true),
  state: z.enum(ReportJobStates),
});

export const ZReportJobParamsSchema = z.object({ jobId: z.uuid() });

/** What the report-job calls say when they can't answer with the report. */
export const ReportJobMessages = {
  noSuchJob: 'No such report.',
  notReady: 'The report is not ready yet.',
} as const;
