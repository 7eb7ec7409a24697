import {
  breakText,
  loadText,
  shiftText,
  type TDriverRouteDay,
  type THourCycle,
  weightText,
} from '@rp/contracts';
import type { TReportRow } from './report-model.js';

/** A driver route's load and shift for its table's subtitle: only what the plan has. */
export function dayLoadAndShift(day: TDriverRouteDay | undefined, cycle: THourCycle): string[] {
  if (!day) return [];
  const load = day.capacity !== null || day.load > 0 ? loadText(day) : '';
  return [load, weightText(day), shiftText(day, cycle)].filter(Boolean);
}

/** The stop rows with the driver's break as a row of its own, after the stops served before it. */
export function withBreakRow(
  rows: TReportRow[],
  day: TDriverRouteDay | undefined,
  cycle: THourCycle,
): TReportRow[] {
  const text = day ? breakText(day, cycle) : '';
  if (!day || !text || day.break_after_stops === null) return rows;
  const row: TReportRow = {
    position: '',
    eta: '',
    name: text,
    address: '',
    window: '',
    recipient: '',
    phone: '',
    packages: '',
    note: '',
    status: '',
    doneBy: '',
  };
  const at = Math.min(day.break_after_stops, rows.length);
  return [...rows.slice(0, at), row, ...rows.slice(at)];
}
