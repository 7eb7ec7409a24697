import { defaultReportPaper, reportFileName, type TReportPaper, teamHourCycle } from '@rp/contracts';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { stopPhotos } from '../drivers/proof.service.js';
import { getRoute } from '../routes/routes.service.js';
import { listStops } from '../stops/stops.service.js';
import type { TProofPictures } from './pdf/pdf-proofs.js';
import { renderReportPdf } from './pdf/report-pdf.js';
import { reportRepository } from './report.repository.js';
import { reportModelOf, type TReportProof } from './report-model.js';

export interface TRouteReport {
  fileName: string;
  pdf: Buffer;
}

/** The bytes of a data URL's picture (the proof store answers data URLs). */
const bytesOf = (dataUrl: string | null): Buffer | null =>
  dataUrl ? Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64') : null;

/**
 * The done stops' photos and signatures, read through stopPhotos so the same access rule holds
 * (a driver-only member gets only the stops of the routes they drive).
 */
async function proofPicturesOf(
  deps: TAppDeps,
  a: TAuthContext,
  routeId: number,
  proofs: readonly TReportProof[],
): Promise<TProofPictures> {
  const pictures: TProofPictures = new Map();
  for (const p of proofs.filter((x) => x.hasPhoto || x.hasSignature)) {
    const answer = await stopPhotos(deps, a, routeId, p.stopId);
    pictures.set(p.stopId, { photo: bytesOf(answer.photo), signature: bytesOf(answer.signature) });
  }
  return pictures;
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
  const clock = { timezone: team.timezone, hour_cycle: teamHourCycle(team.hour_cycle, team.country_code) };
  const model = reportModelOf({ route, stops, distanceUnit: team.distance_unit, clock });
  const pictures = await proofPicturesOf(deps, a, routeId, model.proofs);
  const pdf = await renderReportPdf(
    model,
    paper ?? defaultReportPaper(team.country_code),
    deps.now(),
    pictures,
  );
  return { fileName: reportFileName(route.name), pdf };
}
