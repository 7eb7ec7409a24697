import {
  joinSkills,
  splitSkills,
  type TDriverRouteDay,
  type TRouteGoal,
  type TWorkday,
  ZRouteGoalSchema,
  ZWorkdayPlaceSchema,
} from '@rp/contracts';
import type { Selectable } from 'kysely';
import type { DriverRoutesTable } from '../../db/schema.js';
import type { TWorkdayRow } from './workday.repository.js';

/** A stored working day as the API gives it. */
export function workdayOfRow(r: TWorkdayRow | undefined): TWorkday {
  const place = (p: string | null | undefined) => {
    const parsed = ZWorkdayPlaceSchema.safeParse(p);
    return parsed.success ? parsed.data : null;
  };
  return {
    shift_start: r?.shift_start ?? null,
    shift_end: r?.shift_end ?? null,
    break_duration: r?.break_duration ?? null,
    break_window_start: r?.break_window_start ?? null,
    break_window_end: r?.break_window_end ?? null,
    start_place: place(r?.start_place),
    end_place: place(r?.end_place),
    max_stops: r?.max_stops ?? null,
    capacity: r?.capacity ?? null,
    max_weight: r?.max_weight ?? null,
    skills: r?.skills === null || r?.skills === undefined ? null : splitSkills(r.skills),
  };
}

/** A working day as stored. */
export function rowOfWorkday(w: TWorkday): TWorkdayRow {
  return {
    shift_start: w.shift_start,
    shift_end: w.shift_end,
    break_duration: w.break_duration,
    break_window_start: w.break_window_start,
    break_window_end: w.break_window_end,
    start_place: w.start_place,
    end_place: w.end_place,
    max_stops: w.max_stops,
    capacity: w.capacity,
    max_weight: w.max_weight,
    skills: w.skills === null ? null : joinSkills(w.skills),
  };
}

/** The working day fields of a body (the ids dropped). */
export function workdayOfBody<T extends TWorkday>(body: T): TWorkday {
  return {
    shift_start: body.shift_start,
    shift_end: body.shift_end,
    break_duration: body.break_duration,
    break_window_start: body.break_window_start,
    break_window_end: body.break_window_end,
    start_place: body.start_place,
    end_place: body.end_place,
    max_stops: body.max_stops,
    capacity: body.capacity,
    max_weight: body.max_weight,
    skills: body.skills === null ? null : [...new Set(body.skills)],
  };
}

/** The route's goal as stored (an unknown text reads as the default). */
export const routeGoalOf = (goal: string): TRouteGoal => {
  const parsed = ZRouteGoalSchema.safeParse(goal);
  return parsed.success ? parsed.data : 'shortest';
};

/** A driver route's planned day as stored. */
export const driverRouteDayOf = (d: Selectable<DriverRoutesTable>): TDriverRouteDay => ({
  load: d.load,
  weight: d.weight,
  capacity: d.capacity,
  max_weight: d.max_weight,
  shift_start: d.shift_start,
  shift_end: d.shift_end,
  break_start: d.break_start,
  break_duration: d.break_duration,
  break_after_stops: d.break_after_stops,
});
