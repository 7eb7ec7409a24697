import { Messages } from '@rp/contracts';
import type { Kysely } from 'kysely';
import type { TAuthContext } from '../../core/auth-context.js';
import { AppError, notFound } from '../../core/errors.js';
import type { Database } from '../../db/schema.js';
import { routesRepository, type TRouteRow, type TRouteScope } from './routes.repository.js';

/**
 * Who may see and change which route. A dispatcher sees every route of the team and may change
 * them; a driver-only member sees only the routes they are selected for or assigned to, read-only.
 * Another team's route, or one the driver is not on, is answered 404, never its data.
 */
export const routeScopeOf = (a: TAuthContext): TRouteScope =>
  a.isDispatcher ? { teamId: a.teamId } : { teamId: a.teamId, driverUserId: a.userId };

/** A route the caller may read, or 404. */
export async function routeForRead(
  db: Kysely<Database>,
  a: TAuthContext,
  routeId: number,
): Promise<TRouteRow> {
  const route = await routesRepository.findRoute(db, routeScopeOf(a), routeId);
  if (!route) throw notFound();
  return route;
}

export interface TWriteOptions {
  /** When set, an optimised route is refused with 409 and this message. */
  lockedWhenOptimized?: string;
  /** When set, a route optimised but not yet sent is refused with 409 and this message (a sent one stays open). */
  lockedWhenOptimizedUnsent?: string;
}

/**
 * A route the caller may change, locked (FOR UPDATE) for the rest of the transaction so that
 * concurrent writes to it (e.g. two stops added at the plan's limit) run one after the other.
 * 404 when the caller can't see it; 409 for a driver route (a driver-only member's view) and,
 * with `lockedWhenOptimized`, for an optimised route.
 */
export async function routeForWrite(
  trx: Kysely<Database>,
  a: TAuthContext,
  routeId: number,
  opts: TWriteOptions = {},
): Promise<TRouteRow> {
  const route = await routesRepository.findRoute(trx, routeScopeOf(a), routeId, { forUpdate: true });
  if (!route) throw notFound();
  if (!a.isDispatcher) throw new AppError(409, Messages.driverRouteReadOnly);
  if (opts.lockedWhenOptimized && route.is_optimized) throw new AppError(409, opts.lockedWhenOptimized);
  if (opts.lockedWhenOptimizedUnsent && route.is_optimized && route.sent_at === null)
    throw new AppError(409, opts.lockedWhenOptimizedUnsent);
  return route;
}

/** Marks a route changed: every write to it or to its stops, inside the writer's transaction. */
export async function markRouteChanged(trx: Kysely<Database>, routeId: number, now: Date): Promise<void> {
  await routesRepository.touchRoute(trx, routeId, now);
}
