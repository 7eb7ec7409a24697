import { splitSkills, type TWorkday, ZCheckedWorkdaySchema } from '@rp/contracts';

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

/** The form's working day, checked by the contracts' rules: the day, or each field's first message. */
export function parseWorkdayForm(
  f: TWorkdayForm,
): { ok: true; workday: TWorkday } | { ok: false; errors: Partial<TWorkdayForm> } {
  const value = {
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
  const parsed = ZCheckedWorkdaySchema.safeParse(value);
  if (parsed.success) return { ok: true, workday: parsed.data };
  const errors: Partial<TWorkdayForm> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof TWorkdayForm;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
