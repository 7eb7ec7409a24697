import { breakText, type TDriverRouteDay } from '@rp/contracts';
import type { TTeamClock } from '../../lib/clock';

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

/** The driver's break between two stops of the list. */
export function BreakRow({ text }: { text: string }) {
  return (
    <li className="row" data-testid="stop-list-break" style={{ cursor: 'default' }}>
      <span className="badge" style={{ backgroundColor: '#9e9e9e' }} aria-hidden>
        ☕
      </span>
      <span className="body">
        <span className="name">{text}</span>
      </span>
    </li>
  );
}
