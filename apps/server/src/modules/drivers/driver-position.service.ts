import {
  LiveEvents,
  type TApi,
  type TCallAnswer,
  type TDriversPositionAnswer,
  type ZDriverPositionSchema,
} from '@rp/contracts';
import type { z } from 'zod';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { routeForRead } from '../routes/route-access.js';
import { assertStarted, sentDriverRoute } from './driver-day.js';
import { driversRepository } from './drivers.repository.js';
import { takenAtOnRoute } from './taken-at.js';

type TDriverPositionParsed = z.output<typeof ZDriverPositionSchema>;

/** POST /driver/position/: where the driver is, only while their driver route is started. */
export async function postDriverPosition(
  deps: TAppDeps,
  a: TAuthContext,
  body: TDriverPositionParsed,
): Promise<TCallAnswer<TApi['postDriverPosition']>> {
  const now = deps.now();
  const written = await deps.db.transaction().execute(async (trx) => {
    // Not locked: a position changes nothing another writer reads, and phones send them often.
    const route = await sentDriverRoute(trx, a, body.vehicle_route_id);
    if (!(await driversRepository.claimClientId(trx, a.userId, body.client_id, 'position', now))) {
      return { applied: false, routeId: route.route_id };
    }
    assertStarted(route);
    const takenAt = takenAtOnRoute(body.taken_at, route, now);
    await driversRepository.insertPosition(trx, {
      driver_route_id: route.id,
      team_id: a.teamId,
      user_id: a.userId,
      lat: body.lat,
      lng: body.lng,
      accuracy: body.accuracy ?? null,
      taken_at: takenAt,
      received_at: now,
    });
    return { applied: true, routeId: route.route_id };
  });
  if (written.applied) {
    deps.live.publish({
      event: LiveEvents.driverPositionChanged,
      teamId: a.teamId,
      routeId: written.routeId,
    });
  }
  return { applied: written.applied };
}

/**
 * GET /drivers_position/{routeId}/: the last position of each driver route, named after its
 * driver (name, or e-mail when the name is empty). A dispatcher sees every driver of the route; a
 * driver-only member, who sees only their own stops, sees only their own position.
 */
export async function driversPosition(
  deps: TAppDeps,
  a: TAuthContext,
  routeId: number,
): Promise<TDriversPositionAnswer> {
  await routeForRead(deps.db, a, routeId);
  const rows = await driversRepository.lastPositions(deps.db, routeId, a.isDispatcher ? undefined : a.userId);
  return {
    drivers: rows.map((r) => ({
      vehicle_route_id: r.driver_route_id,
      lat: r.lat,
      lng: r.lng,
      driver_name: r.name.trim() || r.email,
      taken_at: r.taken_at.toISOString(),
    })),
  };
}
