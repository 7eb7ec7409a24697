import {
  Arrival,
  DeliveryStatus,
  Messages,
  StopMessages,
  type TReplanDriverChange,
  type TReplanPreviewAnswer,
  type TReplanStopChange,
  unassignedReasonText,
} from '@rp/contracts';
import type { TReplan } from './replan-plan.js';
import type { TLoadedReplan } from './replan-route.service.js';

type TDriverRef = { id: number; name: string };

/** Why a stop is left out, in words: the solver's reason as the first plan says it, else by its arrival code. */
export function leftOutReason(arrival: number, reason = ''): string {
  const text = unassignedReasonText(reason);
  if (text) return text;
  if (arrival === Arrival.CannotRoute) return Messages.cannotRouteToStop;
  if (arrival === Arrival.CannotReachTimeWindow) return Messages.cannotReachTimeWindow;
  return StopMessages.notYetPlanned;
}

/** A stored arrival (seconds after the plan start, or a code) as a clock time, null without one. */
const clockOf = (planStart: number, arrival: number, placed: boolean): number | null =>
  placed && arrival >= 0 ? Math.round(planStart + arrival) : null;

/** What confirming a re-plan would change: each open stop, each driver, and the counts. */
export function planChanges(
  r: Pick<TLoadedReplan, 'stops' | 'driverRoutes' | 'users' | 'situation'>,
  plan: TReplan,
): Omit<TReplanPreviewAnswer, 'preview_id' | 'route_id' | 'keep_drivers'> {
  const names = new Map(r.users.map((u) => [u.id, u.name.trim() || u.email]));
  const ref = (id: number | null | undefined): TDriverRef | null =>
    id === null || id === undefined ? null : { id, name: names.get(id) ?? '' };
  const driverOfRoute = new Map(r.driverRoutes.map((d) => [d.id, d.driver_id]));
  const after = new Map<number, { driverId: number | null; arrival: number }>();
  for (const route of plan.routes)
    for (const s of route.stops) after.set(s.id, { driverId: route.driverId, arrival: s.arrival });
  for (const s of plan.unassigned) after.set(s.id, { driverId: null, arrival: s.arrival });
  const reasonOf = new Map(plan.reasons.map((x) => [x.id, x.reason]));
  const planStart = plan.planStart;
  /** When a driver is back: their day's start (the plan's when none is stored) and its whole time. */
  const backAt = (dayStart: number | null | undefined, durationTotal: number): number =>
    Math.round((dayStart ?? planStart) + durationTotal);

  const stops: TReplanStopChange[] = r.stops
    .filter((s) => s.delivery_status === DeliveryStatus.Pending)
    .map((s) => {
      const beforeDriver = driverOfRoute.get(s.vehicle_route_id) ?? null;
      const now = after.get(s.id) ?? { driverId: null, arrival: 0 };
      return {
        stop_id: s.id,
        name: s.name.trim() || s.address,
        driver_before: ref(beforeDriver),
        driver_after: ref(now.driverId),
        arrival_before: clockOf(planStart, s.arrival, beforeDriver !== null),
        arrival_after: clockOf(planStart, now.arrival, now.driverId !== null),
        is_new: beforeDriver === null && now.driverId !== null,
        left_out: now.driverId === null,
        reason: now.driverId === null ? leftOutReason(now.arrival, reasonOf.get(s.id)) : '',
      };
    });

  const doneOn = (vehicleRouteId: number) =>
    r.stops.filter(
      (s) => s.vehicle_route_id === vehicleRouteId && s.delivery_status !== DeliveryStatus.Pending,
    ).length;
  const driverIds = [
    ...new Set([...r.driverRoutes.flatMap((d) => d.driver_id ?? []), ...plan.routes.map((p) => p.driverId)]),
  ];
  const drivers: TReplanDriverChange[] = driverIds.map((id) => {
    const was = r.driverRoutes.find((d) => d.driver_id === id);
    const will = plan.routes.find((p) => p.driverId === id);
    const stopsBefore = was ? r.stops.filter((s) => s.vehicle_route_id === was.id).length : 0;
    const kept = was && !plan.withdrawn.includes(was.id);
    const doneAfter = kept && was ? doneOn(was.id) : 0;
    return {
      driver: ref(id) as TDriverRef,
      stops_before: stopsBefore,
      stops_after: doneAfter + (will?.stops.length ?? 0),
      end_before: was && stopsBefore > 0 ? backAt(was.shift_start, was.duration_total) : null,
      end_after: will
        ? backAt(will.day?.shift_start, will.row.duration_total)
        : kept && was && doneAfter > 0
          ? backAt(was.shift_start, was.duration_total)
          : null,
    };
  });

  return {
    stops,
    drivers,
    moved: stops.filter((s) => s.driver_before && s.driver_after && s.driver_before.id !== s.driver_after.id)
      .length,
    placed: stops.filter((s) => s.is_new).length,
    left_out: stops.filter((s) => s.left_out).length,
  };
}
