import {
  EMPTY_WORKDAY,
  effectiveWorkday,
  overrideIssues,
  overrideWithDefaultMessage,
  splitSkills,
  type TWorkday,
  workdayIssues,
  ZCheckedWorkdaySchema,
  ZWorkdaySchema,
} from '@rp/contracts';
import { z } from 'zod';

/** The working day as its form holds it: every field text, '' meaning not set. */
export type TWorkdayForm = Record<keyof TWorkday, string>;

const clock = (minutes: number | null): string =>
  minutes === null
    ? ''
    : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (text: string): number | null => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};
const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));
const textOf = (n: number | null): string => (n === null ? '' : String(n));

export function workdayForm(w: TWorkday): TWorkdayForm {
  return {
    shift_start: clock(w.shift_start),
    shift_end: clock(w.shift_end),
    break_duration: textOf(w.break_duration),
    break_window_start: clock(w.break_window_start),
    break_window_end: clock(w.break_window_end),
    start_place: w.start_place ?? '',
    end_place: w.end_place ?? '',
    max_stops: textOf(w.max_stops),
    capacity: textOf(w.capacity),
    max_weight: textOf(w.max_weight),
    skills: w.skills === null ? '' : w.skills.join(', '),
  };
}

/** The form's texts as a working day (an unreadable time or number is left for the schema to refuse). */
export function workdayOfForm(f: TWorkdayForm) {
  return {
    shift_start: minutesOf(f.shift_start),
    shift_end: minutesOf(f.shift_end),
    break_duration: numberOf(f.break_duration),
    break_window_start: minutesOf(f.break_window_start),
    break_window_end: minutesOf(f.break_window_end),
    start_place: f.start_place === '' ? null : f.start_place,
    end_place: f.end_place === '' ? null : f.end_place,
    max_stops: numberOf(f.max_stops),
    capacity: numberOf(f.capacity),
    max_weight: numberOf(f.max_weight),
    skills: f.skills.trim() === '' ? null : splitSkills(f.skills),
  };
}

/** A route's override: its own rules, then the rules between fields once merged with the driver's default (as the server checks). */
const overrideWith = (fallback: TWorkday) =>
  ZWorkdaySchema.superRefine((w, ctx) => {
    const own = overrideIssues(w);
    const merged = own.length > 0 ? [] : workdayIssues(effectiveWorkday(fallback, w));
    for (const issue of own) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    for (const issue of merged)
      ctx.addIssue({
        code: 'custom',
        path: [issue.path],
        message: overrideWithDefaultMessage(issue.message),
      });
  });

const WORKDAY_KEYS = Object.keys(EMPTY_WORKDAY) as (keyof TWorkday)[];

/**
 * The working-day form's schema for react-hook-form: the texts read as a working day, checked by the
 * contracts' rules; with `fallback` (a route's override) merged with the driver's default.
 */
export function workdayFormSchema(fallback?: TWorkday) {
  return z
    .object(
      Object.fromEntries(WORKDAY_KEYS.map((k) => [k, z.string()])) as Record<keyof TWorkday, z.ZodString>,
    )
    .transform(workdayOfForm)
    .pipe(fallback ? overrideWith(fallback) : ZCheckedWorkdaySchema);
}
