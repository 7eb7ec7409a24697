import { defaultReportPaper, reportFileName, type TReportPaper } from '@rp/contracts';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { getRoute } from '../routes/routes.service.js';
import { listStops } from '../stops/stops.service.js';
import { renderReportPdf } from './pdf/report-pdf.js';
import { reportRepository } from './report.repository.js';
import { reportModelOf } from './report-model.js';

export interface TRouteReport {
  fileName: string;
  pdf: Buffer;
}

/**
 * The route's report as the caller may see it: getRoute and listStops apply the access rules
 * (another team's route 404; a driver-only member gets only the driver routes they drive).
 */
export async function buildRouteReport(
  deps: TAppDeps,
  a: TAuthContext,
  routeId: number,
  paper: TReportPaper | undefined,
): Promise<TRouteReport> {
  const route = await getRoute(deps, a, routeId);
  const [stops, team] = await Promise.all([
    listStops(deps, a, routeId),
    reportRepository.teamPrintSettings(deps.db, a.teamId),
  ]);
  const model = reportModelOf({ route, stops, distanceUnit: team.distance_unit });
  const pdf = await renderReportPdf(model, paper ?? defaultReportPaper(team.country_code), deps.now());
  return { fileName: reportFileName(route.name), pdf };
}
