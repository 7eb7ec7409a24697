import {
  dayIn,
  defaultBreaksOverrideMessage,
  effectiveWorkday,
  type TWorkday,
  workdayIssues,
} from '@rp/contracts';
import { badRequest } from '../../core/errors.js';
import type { Db } from '../../db/database.js';
import { workdayRepository } from './workday.repository.js';
import { workdayOfRow } from './workday-rows.js';

/**
 * A driver's new default is merged field by field with each route override they have, so a
 * default can break a rule on a route that its override alone kept (a default shift end before
 * the override's start, a default break window outside the override's shift). The override is the
 * dispatcher's word for that route and stays: the new default is refused, naming the routes, so
 * nothing is changed behind their back. Routes of days gone by are history and not checked.
 */
export async function checkDefaultAgainstOverrides(
  db: Db,
  teamId: number,
  driverId: number,
  fallback: TWorkday,
  now: Date,
): Promise<void> {
  const team = await workdayRepository.teamTimezone(db, teamId);
  const overrides = await workdayRepository.upcomingOverridesOf(
    db,
    teamId,
    driverId,
    dayIn(team?.timezone ?? 'UTC', now),
  );
  const broken = overrides.flatMap((row) => {
    const [issue] = workdayIssues(effectiveWorkday(fallback, workdayOfRow(row)));
    return issue ? [{ route: row, rule: issue.message }] : [];
  });
  const [first] = broken;
  if (!first) return;
  const sameRule = broken.filter((b) => b.rule === first.rule).map((b) => b.route);
  throw badRequest(defaultBreaksOverrideMessage(sameRule, first.rule));
}
