import { Api, reportFileName, type TReportPaper } from '@rp/contracts';
import { fetchFile } from '../../api/client';
import { fetchReportThroughJob, reportIsJob } from './reportJob';

/** Hands a file to the browser as a download under this name. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads the route's PDF report, named after the route (spec section 2); a large route's is
 * built as a job first (reportJob.ts). Answers whether it
 * worked; a failure is not shown (spec section 8: report download errors are swallowed), except
 * that a 401 still leaves for /login as every call does.
 */
export async function downloadRouteReport(
  route: { id: number; name: string; stops_count?: number },
  paper?: TReportPaper,
): Promise<boolean> {
  try {
    const blob = reportIsJob(route)
      ? await fetchReportThroughJob(route.id, paper)
      : await fetchFile(Api.getRouteReport, {
          params: { routeId: route.id },
          query: paper ? { paper } : {},
        });
    saveBlob(blob, reportFileName(route.name));
    return true;
  } catch {
    return false;
  }
}
