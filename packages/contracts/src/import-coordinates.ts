import { greatCircleKm, isZeroPoint, type TLatLng } from './coordinates.js';
import { rowCell, type TColumnConfig } from './import.js';
import { CoordinateMessages } from './messages.js';

/** A row's coordinates: a point, a reason they fail the row, or none (the row is searched). */
export type TRowCoordinates = { lat: number; lng: number } | { reason: string } | null;

/**
 * A coordinate cell as a number: '52.2297', '52,2297' (a decimal comma), '-0.5', '21.01°'; null
 * when it is not a plain decimal number (thousands separators, '1e1', 'N 52' are not read).
 */
export function coordinateNumber(cell: string): number | null {
  const text = cell.replace(/\s+/g, '').replace(/°$/, '');
  const decimal = text.includes('.') ? text : text.replace(',', '.');
  return /^[-+]?\d+(\.\d+)?$/.test(decimal) ? Number(decimal) : null;
}

const inRange = (n: number, max: number) => Math.abs(n) <= max;

/** Why two numbers are not a point on Earth, or null when they are. */
function pointProblem(lat: number, lng: number): string | null {
  if (!inRange(lat, 90)) {
    // A latitude past 90 with a longitude that would fit as a latitude: the columns are swapped.
    return inRange(lat, 180) && inRange(lng, 90)
      ? CoordinateMessages.swapped
      : CoordinateMessages.latitudeOutOfRange;
  }
  if (!inRange(lng, 180)) return CoordinateMessages.longitudeOutOfRange;
  if (isZeroPoint(lat, lng)) return CoordinateMessages.zero;
  return null;
}

/**
 * The row's coordinates when both columns are mapped. Filled but wrong coordinates fail the row
 * with the reason, rather than placing it by its address: the address may name another place.
 */
export function readRowCoordinates(row: readonly string[], m: TColumnConfig): TRowCoordinates {
  if (m.latitude < 0 || m.longitude < 0) return null;
  const latCell = rowCell(row, m.latitude);
  const lngCell = rowCell(row, m.longitude);
  if (!latCell && !lngCell) return null;
  if (!latCell) return { reason: CoordinateMessages.latitudeMissing };
  if (!lngCell) return { reason: CoordinateMessages.longitudeMissing };
  const lat = coordinateNumber(latCell);
  if (lat === null) return { reason: CoordinateMessages.latitudeNotNumber };
  const lng = coordinateNumber(lngCell);
  if (lng === null) return { reason: CoordinateMessages.longitudeNotNumber };
  const problem = pointProblem(lat, lng);
  return problem ? { reason: problem } : { lat, lng };
}

/** Farther than this from where the file and the team are, a point is on another continent. */
export const SWAPPED_FAR_KM = 2000;
/** A file needs this many placed rows before their middle says where the file is. */
const MIN_ROWS_FOR_MIDDLE = 3;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** The middle of a file's points (the median latitude and longitude), or null for too few points. */
export function pointsMiddle(points: readonly TLatLng[]): TLatLng | null {
  if (points.length < MIN_ROWS_FOR_MIDDLE) return null;
  return { lat: median(points.map((p) => p.lat)), lng: median(points.map((p) => p.lng)) };
}

/**
 * True when a point in range still looks like latitude and longitude swapped: it is far from
 * every place the file belongs to (the middle of the file's rows, the team's place), while the
 * swapped pair is near one of them. 52.23, 21.01 is Warsaw; 21.01, 52.23 is Yemen.
 */
export function looksSwapped(point: TLatLng, homes: readonly TLatLng[]): boolean {
  if (homes.length === 0) return false;
  const swapped = { lat: point.lng, lng: point.lat };
  if (Math.abs(swapped.lat) > 90) return false;
  const isFar = (p: TLatLng) => homes.every((h) => greatCircleKm(p, h) > SWAPPED_FAR_KM);
  return isFar(point) && !isFar(swapped);
}

/**
 * The indexes of `points` that look swapped against the rest of the file (its middle, which a few
 * swapped rows do not move much) and the team's place when it has one.
 */
export function swappedPointIndexes(points: readonly TLatLng[], teamPlace: TLatLng | null): Set<number> {
  const homes = [pointsMiddle(points), teamPlace].filter((h): h is TLatLng => h !== null);
  return new Set(points.flatMap((p, i) => (looksSwapped(p, homes) ? [i] : [])));
}
