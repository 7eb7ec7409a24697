import { dayIn, minutesOfDayIn } from '@rp/contracts';

/** The day ('YYYY-MM-DD') and the minutes since midnight at a moment, in a time zone (an unknown one reads as UTC). */
export const clockIn = (timeZone: string, at: Date): { day: string; minutes: number } => ({
  day: dayIn(timeZone, at),
  minutes: minutesOfDayIn(timeZone, at),
});

/** A working day starts at 08:00 when a route planned for another day says "now". */
export const DEFAULT_DAY_START_MINUTES = 8 * 60;

/**
 * When the drivers leave, in seconds since midnight of the planned day: the route's start time, or for
 * 0 ("now") the current time in the team's zone when the route is for today, else 08:00.
 */
export function shiftStartSeconds(startTime: number, plannedOn: string, timeZone: string, now: Date): number {
  if (startTime > 0) return startTime * 60;
  const clock = clockIn(timeZone, now);
  return (clock.day === plannedOn ? clock.minutes : DEFAULT_DAY_START_MINUTES) * 60;
}
