import { joinSkills, splitSkills, type TSaveStopParsed } from '@rp/contracts';
import type { Selectable, Updateable } from 'kysely';
import type { StopsTable } from '../../db/schema.js';

type TStopWorkdayColumns = Pick<Selectable<StopsTable>, 'skills' | 'weight' | 'unassigned_reason'>;

/** A stop's skills, weight and reason for being left out, as the API gives them (issue 21). */
export const stopWorkdayOf = (r: TStopWorkdayColumns) => ({
  skills: splitSkills(r.skills ?? ''),
  weight: r.weight ?? null,
  unassigned_reason: r.unassigned_reason ?? '',
});

/** The skills and weight of a stop body that were sent. */
export function stopWorkdaySet(body: Pick<TSaveStopParsed, 'skills' | 'weight'>): Updateable<StopsTable> {
  const set: Updateable<StopsTable> = {};
  if (body.skills !== undefined) set.skills = joinSkills([...new Set(body.skills)]);
  if (body.weight !== undefined) set.weight = body.weight;
  return set;
}
