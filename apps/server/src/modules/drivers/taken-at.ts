import { DriverMessages } from '@rp/contracts';
import { AppError } from '../../core/errors.js';
import { clockIn } from '../optimise/team-clock.js';

/** How far a phone's clock may run ahead of the server's; within it the moment is the server's now. */
export const TAKEN_AT_CLOCK_SKEW_MS = 5 * 60_000;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The day before a day ('YYYY-MM-DD'). */
const dayBefore = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** How far a time zone's clock is ahead of UTC at a moment, in whole minutes. */
function zoneOffsetAt(timeZone: string, at: number): number {
  const wall = clockIn(timeZone, new Date(at));
  const wallAsUtc = Date.parse(`${wall.day}T00:00:00Z`) + wall.minutes * MINUTE_MS;
  return Math.round((wallAsUtc - at) / MINUTE_MS) * MINUTE_MS;
}

/** The moment a day ('YYYY-MM-DD') starts in a time zone (an unknown zone counts as UTC, as in clockIn). */
export function startOfDayIn(timeZone: string, day: string): Date {
  const midnightAsUtc = Date.parse(`${day}T00:00:00Z`);
  const firstGuess = midnightAsUtc - zoneOffsetAt(timeZone, midnightAsUtc);
  // Read the offset again at the guess: the zone may change its clock between the two (summer time).
  return new Date(midnightAsUtc - zoneOffsetAt(timeZone, firstGuess));
}

/**
 * When the driver did it, as the server keeps it: the phone's `taken_at`, which must lie between the
 * start of the day before the route's date (in the team's zone) and the server's now plus
 * TAKEN_AT_CLOCK_SKEW_MS, else 400. An outbox replayed days later is fine; a phone whose date is
 * wrong is told so. A moment within the skew is stamped with the server's now, never the future.
 */
export function takenAtOnRoute(
  takenAt: number,
  route: { planned_on: string; timezone: string },
  now: Date,
): Date {
  const earliest = startOfDayIn(route.timezone, dayBefore(route.planned_on)).getTime();
  if (takenAt < earliest) throw new AppError(400, DriverMessages.takenAtTooEarly);
  if (takenAt > now.getTime() + TAKEN_AT_CLOCK_SKEW_MS)
    throw new AppError(400, DriverMessages.takenAtInFuture);
  return new Date(Math.min(takenAt, now.getTime()));
}
