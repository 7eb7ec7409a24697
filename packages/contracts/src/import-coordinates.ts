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
  if (lat === 0 && lng === 0) return CoordinateMessages.zero;
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
