import { breakText, type TDriverRouteDay } from '@rp/contracts';
import type { TTeamClock } from './clock';

/** A break in a driver route's stop list: after how many stops, and what it says. */
export interface TBreakRow {
  afterStops: number;
  text: string;
}

/** The break the plan placed in a driver route, or null. */
export function plannedBreak(day: TDriverRouteDay | undefined, clock: TTeamClock): TBreakRow | null {
  if (!day || day.break_after_stops === null) return null;
  const text = breakText(day, clock.hour_cycle);
  return text ? { afterStops: day.break_after_stops, text } : null;
}
