import { z } from 'zod';

/** Paper sizes of the route report (spec section 7: readable on A4 and on Letter). */
export const ReportPapers = ['a4', 'letter'] as const;
export type TReportPaper = (typeof ReportPapers)[number];

/** Countries that print on Letter; every other team gets A4 unless it asks otherwise. */
const LETTER_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CA']);

/** The team's usual paper: Letter for US and Canadian teams, A4 elsewhere or when unknown. */
export const defaultReportPaper = (countryCode: string | null | undefined): TReportPaper =>
  LETTER_COUNTRIES.has((countryCode ?? '').toUpperCase()) ? 'letter' : 'a4';

/** GET /get_route_report/{routeId}/?paper=a4|letter: without paper, the team's usual paper. */
export const ZRouteReportQuerySchema = z.object({ paper: z.enum(ReportPapers).optional() });
export type TRouteReportQuery = z.infer<typeof ZRouteReportQuerySchema>;

/** Characters a file name can't hold on common systems, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const UNSAFE_IN_FILE_NAME = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;
const MAX_NAME_CHARS = 120;

/**
 * The report's file name, after the route (spec section 2): the name with characters no file
 * system accepts replaced, trimmed, shortened, and "route" when nothing is left. Letters of any
 * language stay; the server's Content-Disposition header carries them (RFC 6266/5987).
 */
export function reportFileName(routeName: string): string {
  const cleaned = routeName.replace(UNSAFE_IN_FILE_NAME, '_').replace(/\s+/g, ' ').trim();
  const base = Array.from(cleaned)
    .slice(0, MAX_NAME_CHARS)
    .join('')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  return `${base || 'route'}.pdf`;
}

/** The words the route report prints (English, as the rest of the product). */
export const ReportTexts = {
  plannedDate: 'Planned date',
  startTime: 'Start time',
  start: 'Start',
  end: 'End',
  startAndEnd: 'Start / End',
  stops: 'Stops',
  distance: 'Distance',
  drivingTime: 'Driving time',
  totalTime: 'Total time',
  drivers: 'Drivers',
  deliveredFailedPending: 'Delivered / failed / pending',
  optimised: 'Optimised',
  travelTimes: 'Travel times',
  yes: 'yes',
  no: 'no',
  notStarted: 'Not started',
  noDriver: 'No driver',
  driverRoute: (n: number, driver: string) => `Driver route ${n}: ${driver}`,
  continued: (title: string) => `${title} (continued)`,
  notOptimisedStops: 'Stops (not optimised yet)',
  noRouteToStops: 'No route to stops',
  failedDeliveries: 'Failed deliveries',
  noStops: 'No stops.',
  page: (n: number, of: number) => `Page ${n} of ${of}`,
  proofOfDelivery: 'Proof of delivery',
  driverNote: 'Note',
  scannedCodes: 'Scanned codes',
  noProofPictures: 'No photo or signature',
  columns: {
    position: '#',
    eta: 'ETA',
    stop: 'Stop and address',
    window: 'Time window',
    recipient: 'Recipient',
    phone: 'Phone',
    packages: 'Pkgs',
    note: 'Note',
    status: 'Status',
    /** Who marked the stop delivered or failed (not the route's driver: a route may change hands). */
    doneBy: 'Delivered by',
  },
} as const;
