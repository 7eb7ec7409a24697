import { Api, REPORT_JOB_MIN_STOPS, REPORT_JOB_POLL_MS, type TReportPaper } from '@rp/contracts';
import { callApi, fetchFile } from '../../api/client';

/** How long the page waits for a report job before giving up (the job itself goes on). */
const MAX_WAIT_MS = 10 * 60_000;

/** A large route's report is built as a job on the server; a small one comes at once. */
export const reportIsJob = (route: { stops_count?: number }): boolean =>
  (route.stops_count ?? 0) >= REPORT_JOB_MIN_STOPS;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the report job, asks about it until it is done, then fetches its PDF. */
export async function fetchReportThroughJob(routeId: number, paper?: TReportPaper): Promise<Blob> {
  const started = await callApi(Api.startRouteReportJob, {
    body: { route_id: routeId, ...(paper && { paper }) },
  });
  const params = { jobId: started.job_id };
  for (let waited = 0; waited <= MAX_WAIT_MS; waited += REPORT_JOB_POLL_MS) {
    const { state } = await callApi(Api.routeReportJob, { params });
    if (state === 'done') return fetchFile(Api.routeReportJobPdf, { params });
    if (state === 'failed') break;
    await pause(REPORT_JOB_POLL_MS);
  }
  throw new Error('The report could not be built');
}
