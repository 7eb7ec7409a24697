import { randomUUID } from 'node:crypto';
import {
  ReportJobMessages,
  type TReportJobState,
  type TReportPaper,
  type TStartReportJob,
} from '@rp/contracts';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { AppError } from '../../core/errors.js';
import { getRoute } from '../routes/routes.service.js';
import { buildRouteReport } from './report.service.js';

/** The job kind of a route report built outside its request. */
export const REPORT_JOB = 'report';

/** Who asked, so the job builds the report as that member may see it, and only they fetch it. */
interface TReportJobData {
  routeId: number;
  paper?: TReportPaper;
  userId: number;
  teamId: number;
  tokenHash: string;
}

/** The built report, kept as the job's result until pg-boss deletes old jobs. */
interface TReportJobResult {
  fileName: string;
  pdfBase64: string;
}

/**
 * Builds reports on whichever process takes jobs: the caller is loaded again from their session, so
 * the access rules are those of the request (a signed-out member's job fails).
 */
export function workReportJobs(deps: TAppDeps): void {
  deps.jobs.work<TReportJobData, TReportJobResult>(REPORT_JOB, async (data) => {
    const caller = await deps.sessions.callerOfSession(data.tokenHash);
    if (!caller || caller.userId !== data.userId)
      throw new Error('the session that asked for the report ended');
    const report = await buildRouteReport(deps, caller, data.routeId, data.paper);
    return { fileName: report.fileName, pdfBase64: report.pdf.toString('base64') };
  });
}

/** Records a report job for a route the caller may read (another team's route answers 404 now). */
export async function startReportJob(deps: TAppDeps, a: TAuthContext, input: TStartReportJob) {
  await getRoute(deps, a, input.route_id);
  const data: TReportJobData = {
    routeId: input.route_id,
    ...(input.paper && { paper: input.paper }),
    userId: a.userId,
    teamId: a.teamId,
    tokenHash: a.tokenHash,
  };
  const jobId = await deps.jobs.send(deps.db, REPORT_JOB, data, { key: randomUUID(), retryLimit: 2 });
  return { success: true as const, job_id: jobId };
}

/** The caller's own report job, or 404 (an unknown id and another member's look the same). */
async function ownJob(deps: TAppDeps, a: TAuthContext, jobId: string) {
  const job = await deps.jobs.find<TReportJobData, TReportJobResult>(REPORT_JOB, jobId);
  if (!job || job.data.userId !== a.userId || job.data.teamId !== a.teamId)
    throw new AppError(404, ReportJobMessages.noSuchJob);
  return job;
}

const stateOf = (state: string): TReportJobState =>
  state === 'completed' ? 'done' : state === 'failed' || state === 'cancelled' ? 'failed' : 'working';

export async function reportJobState(deps: TAppDeps, a: TAuthContext, jobId: string) {
  const job = await ownJob(deps, a, jobId);
  return { success: true as const, state: stateOf(job.state) };
}

/** The done job's report; 409 while it is still being built or when it failed. */
export async function reportOfJob(deps: TAppDeps, a: TAuthContext, jobId: string) {
  const job = await ownJob(deps, a, jobId);
  if (!job.result) throw new AppError(409, ReportJobMessages.notReady);
  return { fileName: job.result.fileName, pdf: Buffer.from(job.result.pdfBase64, 'base64') };
}
