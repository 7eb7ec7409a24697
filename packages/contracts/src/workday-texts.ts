import { formatClockMinutes, type THourCycle } from './clock.js';
import type { TDriverRouteDay } from './workday.js';

/** A number as people read a load: whole numbers plain, else one decimal. */
const amount = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** 'Load 38 / 40 packages', or 'Load 38 packages' without a capacity. */
export function loadText(day: Pick<TDriverRouteDay, 'load' | 'capacity'>): string {
  const of = day.capacity === null ? '' : ` / ${day.capacity}`;
  return `Load ${amount(day.load)}${of} package${day.capacity === null && day.load === 1 ? '' : 's'}`;
}

/** '112 / 500 kg', or '' when the route carries no weight and has no weight limit. */
export function weightText(day: Pick<TDriverRouteDay, 'weight' | 'max_weight'>): string {
  if (day.max_weight === null) return day.weight > 0 ? `${amount(day.weight)} kg` : '';
  return `${amount(day.weight)} / ${amount(day.max_weight)} kg`;
}

const clockOfSeconds = (s: number, cycle: THourCycle) => formatClockMinutes(Math.round(s / 60) % 1440, cycle);

/** 'Shift 8:00 AM – 5:00 PM' on the team's clock, or '' when the shift has no end. */
export function shiftText(
  day: Pick<TDriverRouteDay, 'shift_start' | 'shift_end'>,
  cycle: THourCycle,
): string {
  if (day.shift_start === null || day.shift_end === null) return '';
  return `Shift ${clockOfSeconds(day.shift_start, cycle)} – ${clockOfSeconds(day.shift_end, cycle)}`;
}

/** 'Break 12:30 PM, 30 min' on the team's clock, or '' when the plan placed no break. */
export function breakText(
  day: Pick<TDriverRouteDay, 'break_start' | 'break_duration'>,
  cycle: THourCycle,
): string {
  if (day.break_start === null || day.break_duration === null) return '';
  return `Break ${clockOfSeconds(day.break_start, cycle)}, ${Math.round(day.break_duration / 60)} min`;
}

/** The day's lines that have something to say, in the order the sidebar, driver app and report show them. */
export function driverDayTexts(day: TDriverRouteDay | undefined, cycle: THourCycle): string[] {
  if (!day) return [];
  const load = day.capacity !== null || day.load > 0 ? loadText(day) : '';
  return [load, weightText(day), shiftText(day, cycle), breakText(day, cycle)].filter(Boolean);
}
