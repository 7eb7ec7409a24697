import { OptimiseMessages } from '@rp/contracts';
import type { TAppDeps } from '../../core/app-deps.js';
import { AppError } from '../../core/errors.js';
import { replanRepository } from './replan.repository.js';
import { applyReplan } from './replan-apply.service.js';
import type { TReplan } from './replan-plan.js';
import { computeReplan, loadReplan, type TLoadedReplan } from './replan-route.service.js';
import type { TReplanSituation } from './replan-situation.js';

/** The situation of one driver route alone: its driver and its open stops; nothing else is planned or withdrawn. */
export function oneDriverRoute(s: TReplanSituation, vehicleRouteId: number): TReplanSituation | null {
  const k = s.vehicles.findIndex((v) => v.vehicleRouteId === vehicleRouteId);
  const vehicle = s.vehicles[k];
  if (!vehicle) return null;
  const open = s.open.filter((_, i) => s.ownerOf[i] === k);
  return { ...s, vehicles: [vehicle], open, ownerOf: open.map(() => 0), withdrawn: [] };
}

/**
 * The open stops numbered in the solved order, those the solver left out after them in their own
 * order: a hand-over never takes a stop off the driver route it joined.
 */
export function inSolvedOrder(s: TReplanSituation, solved: TReplan): TReplanSituation {
  const planned = (solved.routes[0]?.stops ?? [])
    .slice()
    .sort((a, b) => a.position_on_the_route - b.position_on_the_route)
    .map((x) => x.id);
  const rest = s.open
    .filter((o) => !planned.includes(o.id))
    .sort((a, b) => a.position_on_the_route - b.position_on_the_route)
    .map((o) => o.id);
  const rank = new Map([...planned, ...rest].map((id, i) => [id, i + 1]));
  return { ...s, open: s.open.map((o) => ({ ...o, position_on_the_route: rank.get(o.id) ?? 0 })) };
}

/** Left-out stops of the rest of the route keep why they are out (the re-plan writes every stop's reason). */
function otherReasons(r: TLoadedReplan, vehicleRouteId: number) {
  return r.stops
    .filter((s) => s.vehicle_route_id !== vehicleRouteId && s.unassigned_reason !== '')
    .map((s) => ({ id: s.id, reason: s.unassigned_reason }));
}

/** A route that cannot be re-planned (no start and end, no stops, no drivers) is left as the join made it. */
async function loadOrNull(deps: TAppDeps, teamId: number, routeId: number) {
  try {
    return await loadReplan(deps, teamId, routeId);
  } catch (e) {
    if (e instanceof AppError && e.statusCode < 500) return null;
    throw e;
  }
}

/**
 * Plans one driver route again after a hand-over joined stops to it, through the re-plan of a sent
 * route (the same situation and solver input): its done stops first, as they were; its driver goes on
 * from where and when they are, with their working day; its open stops are ordered by the optimiser
 * for that driver alone (keep drivers) and timed in that order. No other driver route changes.
 * Answers whether it planned (false: left as it was, or the route changed meanwhile).
 */
export async function replanHandedOverRoute(
  deps: TAppDeps,
  teamId: number,
  routeId: number,
  vehicleRouteId: number,
): Promise<boolean> {
  // Renumbered only when it can be planned (read again after): otherwise the join's order stays.
  if (!(await loadOrNull(deps, teamId, routeId))) return false;
  await replanRepository.putDoneStopsFirst(deps.db, routeId, vehicleRouteId);
  const r = await loadOrNull(deps, teamId, routeId);
  const alone = r && oneDriverRoute(r.situation, vehicleRouteId);
  if (!r || !alone || alone.open.length === 0) return false;
  const solved = await computeReplan(deps, { ...r, situation: alone }, { reorder: true, keepDrivers: true });
  const ordered = inSolvedOrder(alone, solved);
  const plan = await computeReplan(deps, { ...r, situation: ordered }, { reorder: false, keepDrivers: true });
  try {
    await applyReplan(
      deps,
      r.route,
      r.version,
      { ...plan, reasons: [...plan.reasons, ...otherReasons(r, vehicleRouteId)] },
      OptimiseMessages.changedMeanwhile,
    );
    return true;
  } catch (e) {
    if (e instanceof AppError && e.statusCode === 409) return false;
    throw e;
  }
}
