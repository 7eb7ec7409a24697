import {
  ADMIN_PAGE_SIZE,
  AdminMessages,
  endOfDayUtc,
  type TAdminRoute,
  type TAdminRoutesAnswer,
  type TAdminRoutesListParsed,
  type TAdminTeam,
  type TAdminTeamsAnswer,
  type TAdminTeamsListParsed,
  type TSaveTeamActiveToAnswer,
  type TSaveTeamActiveToParsed,
} from '@rp/contracts';
import type { Kysely } from 'kysely';
import type { TAppDeps } from '../../core/app-deps.js';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../db/schema.js';
import {
  adminRepository,
  type TAdminRouteRow,
  type TAdminTeamRow,
  type TPageWindow,
} from './admin.repository.js';

/* The operator's tables span every team: the admin guard in admin.routes.ts is what stands
   between them and everyone else, so nothing here is scoped to the caller's team. */

type Q = Kysely<Database>;
type TAdminDeps = Pick<TAppDeps, 'db'> & { config: Pick<TAppDeps['config'], 'billingMode'> };

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

const windowOf = (page: number): TPageWindow => ({
  offset: (page - 1) * ADMIN_PAGE_SIZE,
  limit: ADMIN_PAGE_SIZE,
});

/** Team rows with their members, as the admin team record of the spec. */
async function teamRecords(db: Q, rows: readonly TAdminTeamRow[]): Promise<TAdminTeam[]> {
  const users = await adminRepository.listUsersOfTeams(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    plan: t.plan,
    trial_ends_at: t.trial_ends_at.toISOString(),
    plan_current_period_start: iso(t.plan_current_period_start),
    plan_current_period_end: iso(t.plan_current_period_end),
    plan_active_to_date_manual: iso(t.plan_active_to_date_manual),
    created_at: t.created_at.toISOString(),
    plan_customer_id: t.plan_customer_id,
    plan_subscription_id: t.plan_subscription_id,
    plan_quantity: t.plan_quantity,
    plan_product: t.plan_product,
    plan_status: t.plan_status,
    plan_cancel_at_period_end: t.plan_cancel_at_period_end,
    users: users
      .filter((u) => u.team_id === t.id)
      .map((u) => ({ id: u.id, email: u.email, name: u.name, role: u.role })),
  }));
}

const routeRecord = (r: TAdminRouteRow): TAdminRoute => ({
  ...r,
  sent_at: iso(r.sent_at),
  created_at: r.created_at.toISOString(),
});

/** One page of every team, newest first; the total counts every match, not just this page. */
export async function listAdminTeams(
  deps: TAdminDeps,
  body: TAdminTeamsListParsed | null | undefined,
): Promise<TAdminTeamsAnswer> {
  const page = body?.page ?? 1;
  const search = body?.search ?? '';
  const [total, rows] = await Promise.all([
    adminRepository.countTeams(deps.db, search),
    adminRepository.listTeams(deps.db, search, windowOf(page)),
  ]);
  const teams = await teamRecords(deps.db, rows);
  return { teams, billing: deps.config.billingMode, total, page, page_size: ADMIN_PAGE_SIZE };
}

/** One page of every team's routes, of one planned day or of all days. */
export async function listAdminRoutes(
  deps: Pick<TAppDeps, 'db'>,
  body: TAdminRoutesListParsed | null | undefined,
): Promise<TAdminRoutesAnswer> {
  const page = body?.page ?? 1;
  const day = body?.date || null;
  const [total, rows] = await Promise.all([
    adminRepository.countRoutes(deps.db, day),
    adminRepository.listRoutes(deps.db, day, windowOf(page)),
  ]);
  return { routes: rows.map(routeRecord), total, page, page_size: ADMIN_PAGE_SIZE };
}

/** Sets (through the end of that day, UTC) or clears a team's manual active-to date. */
export async function saveTeamActiveTo(
  deps: TAdminDeps,
  body: TSaveTeamActiveToParsed,
): Promise<TSaveTeamActiveToAnswer> {
  const activeTo = body.to_date === null ? null : endOfDayUtc(body.to_date);
  const team = await deps.db.transaction().execute(async (trx) => {
    const found = await adminRepository.findTeam(trx, body.team_id, { forUpdate: true });
    if (!found) throw new AppError(404, AdminMessages.teamNotFound);
    await adminRepository.setManualActiveTo(trx, body.team_id, activeTo);
    return { ...found, plan_active_to_date_manual: activeTo };
  });
  const [record] = await teamRecords(deps.db, [team]);
  if (!record) throw new AppError(404, AdminMessages.teamNotFound);
  return { success: true, team: record, billing: deps.config.billingMode };
}
