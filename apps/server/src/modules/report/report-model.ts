import {
  arrivalMinutes,
  DeliveryStatus,
  deliveryReasonLabel,
  deliveryStatusLabel,
  formatClockAt,
  formatClockMinutes,
  formatDistance,
  formatDuration,
  formatSetClockMinutes,
  formatStartTime,
  Messages,
  NO_VEHICLE_ROUTE,
  ReportTexts,
  RouteStatus,
  routeColor,
  type TDriverRoute,
  type TRoute,
  type TStop,
  type TTeamClock,
  travelModelText,
  UNASSIGNED_STOP_COLOR,
  waitText,
} from '@rp/contracts';
import { dayLoadAndShift, withBreakRow } from './report-day.js';
import { sketchOf, type TSketch } from './report-sketch.js';

/** One row of a stop table, every cell already text. */
export interface TReportRow {
  position: string;
  eta: string;
  /** The stop's name (first line) and address (second). */
  name: string;
  address: string;
  window: string;
  recipient: string;
  phone: string;
  packages: string;
  note: string;
  status: string;
  /** Who marked it delivered or failed; '' while pending or unknown. */
  doneBy: string;
}

/** A table of the report: one driver route, the unreachable stops, or the failed deliveries. */
export interface TReportSection {
  title: string;
  /** Distance, time and status of a driver route; empty for the other tables. */
  subtitle: string;
  color: string;
  rows: TReportRow[];
}

/** A done stop's proof: when, the driver's note, the codes scanned, and which pictures it has. */
export interface TReportProof {
  stopId: number;
  title: string;
  done: string;
  note: string;
  codes: string;
  hasPhoto: boolean;
  hasSignature: boolean;
}

export interface TReportModel {
  title: string;
  /** Label and value pairs of the first page's summary. */
  summary: [string, string][];
  sketch: TSketch;
  sections: TReportSection[];
  /** The stops delivered or failed, in the tables' order, with what the driver left. */
  proofs: TReportProof[];
}

/** What the report is built from: the route and stops as the caller may read them, the team's unit and clock. */
export interface TReportSource {
  route: TRoute;
  stops: readonly TStop[];
  distanceUnit: number;
  clock: TTeamClock;
}

const ARRIVAL_CANT_REACH_WINDOW = -2;
const ARRIVAL_NO_ROUTE = -3;

/**
 * When the plan starts, seconds since midnight: as the optimisation stored it, or the route's start
 * time for a plan made before it was stored; null when neither says (a route that started 'now').
 */
function planStartOf(route: TRoute): number | null {
  if (route.plan_start_seconds !== null) return route.plan_start_seconds;
  return route.start_time > 0 ? route.start_time * 60 : null;
}

/** The stop's arrival as a time of day on the team's clock, or after the start when that is unknown. */
export function etaOf(stop: TStop, route: TRoute, hourCycle: TTeamClock['hour_cycle']): string {
  if (!route.is_optimized || stop.vehicle_route_id === NO_VEHICLE_ROUTE) return '';
  if (stop.arrival === ARRIVAL_CANT_REACH_WINDOW || stop.waiting_time < 0)
    return Messages.cannotReachTimeWindow;
  if (stop.arrival === ARRIVAL_NO_ROUTE) return Messages.cannotRouteToStop;
  if (stop.arrival < 0) return '';
  const minutes = arrivalMinutes(planStartOf(route), stop.arrival);
  const at = minutes === null ? `+${formatDuration(stop.arrival)}` : formatClockMinutes(minutes, hourCycle);
  const wait = stop.delivery_status === DeliveryStatus.Pending ? waitText(stop.waiting_time) : '';
  return wait ? `${at}, ${wait}` : at;
}

const windowOf = (s: TStop, hourCycle: TTeamClock['hour_cycle']): string =>
  s.time_window_start > 0 || s.time_window_end > 0
    ? `${formatSetClockMinutes(s.time_window_start, hourCycle)}–${formatSetClockMinutes(s.time_window_end, hourCycle)}`
    : '';

/** 'Delivered 4:56 PM', 'Delivery failed 4:56 PM: No parking', or the status alone when no time was kept. */
function statusOf(s: TStop, hourCycle: TTeamClock['hour_cycle']): string {
  const label = deliveryStatusLabel(s.delivery_status);
  const at = s.delivered_at ? ` ${formatSetClockMinutes(s.delivered_at, hourCycle)}` : '';
  if (s.delivery_status === DeliveryStatus.Failed)
    return `${label}${at}: ${deliveryReasonLabel(s.delivery_status_additional_info)}`;
  if (s.delivery_status === DeliveryStatus.Delivered) return `${label}${at}`;
  return label;
}

function rowOf(s: TStop, index: number, src: TReportSource): TReportRow {
  const hourCycle = src.clock.hour_cycle;
  return {
    // Numbered within its table, as the stop list numbers each driver route's stops.
    position: String(index + 1),
    eta: etaOf(s, src.route, hourCycle),
    name: s.name,
    address: s.address,
    window: windowOf(s, hourCycle),
    recipient: s.recipient_name,
    phone: s.recipient_phone_number,
    packages: s.order_info_package_count === null ? '' : String(s.order_info_package_count),
    note: s.note,
    status: statusOf(s, hourCycle),
    doneBy: s.done_by?.name ?? '',
  };
}

function driverRouteStatus(dr: TDriverRoute, clock: TTeamClock): string {
  if (dr.route_status === RouteStatus.Finished) return `Finished ${formatClockAt(dr.finished_time, clock)}`;
  if (dr.route_status === RouteStatus.Started) return `Started ${formatClockAt(dr.started_time, clock)}`;
  return ReportTexts.notStarted;
}

function driverSection(src: TReportSource, dr: TDriverRoute, index: number): TReportSection {
  const stops = src.stops.filter((s) => s.vehicle_route_id === dr.vehicle_route_id);
  const driver = dr.name ? `${dr.name} (${dr.email})` : dr.email || ReportTexts.noDriver;
  return {
    title: ReportTexts.driverRoute(index + 1, driver),
    subtitle: [
      `${stops.length} stops`,
      formatDistance(dr.distance, src.distanceUnit),
      `driving ${formatDuration(dr.duration_travel)}`,
      `total ${formatDuration(dr.duration_total)}`,
      driverRouteStatus(dr, src.clock),
      ...dayLoadAndShift(dr.day, src.clock.hour_cycle),
    ].join(' · '),
    color: routeColor(index),
    rows: withBreakRow(
      stops.map((s, i) => rowOf(s, i, src)),
      dr.day,
      src.clock.hour_cycle,
    ),
  };
}

/** The tables: per driver route, then stops on no route, then failed deliveries (also in their route's table). */
function sectionsOf(src: TReportSource): TReportSection[] {
  const { route, stops } = src;
  const plain = (title: string, list: readonly TStop[]): TReportSection => ({
    title,
    subtitle: '',
    color: UNASSIGNED_STOP_COLOR,
    rows: list.map((s, i) => rowOf(s, i, src)),
  });
  if (!route.is_optimized) return stops.length ? [plain(ReportTexts.notOptimisedStops, stops)] : [];
  const sections = route.driver_routes.map((dr, i) => driverSection(src, dr, i));
  const known = new Set(route.driver_routes.map((d) => d.vehicle_route_id));
  const unrouted = stops.filter((s) => !known.has(s.vehicle_route_id));
  if (unrouted.length) sections.push(plain(ReportTexts.noRouteToStops, unrouted));
  const failed = stops.filter((s) => s.delivery_status === 2);
  if (failed.length) sections.push(plain(ReportTexts.failedDeliveries, failed));
  return sections;
}

/**
 * Distance and times of what the report shows: the route's own for a dispatcher, the sum of their
 * driver routes for a driver-only member (who sees only those).
 */
function totalsOf(route: TRoute): { distance: number; travel: number; total: number } {
  if (!route.is_driver_route) {
    return { distance: route.distance, travel: route.duration_travel, total: route.duration_total };
  }
  const sum = (f: (d: TDriverRoute) => number) => route.driver_routes.reduce((n, d) => n + f(d), 0);
  return {
    distance: sum((d) => d.distance),
    travel: sum((d) => d.duration_travel),
    total: sum((d) => d.duration_total),
  };
}

/** The route's start on the team's clock: its set time, else when the plan started; 'now' before a plan. */
function startTimeOf({ route, clock }: TReportSource): string {
  const start = planStartOf(route);
  return start === null
    ? formatStartTime(route.start_time)
    : formatClockMinutes(start / 60, clock.hour_cycle);
}

/** The stops that were done, in the driver routes' order, each with its time, note, codes and pictures. */
function proofsOf(src: TReportSource): TReportProof[] {
  const done = src.stops.filter(
    (s) => s.delivery_status === DeliveryStatus.Delivered || s.delivery_status === DeliveryStatus.Failed,
  );
  return done.map((s) => ({
    stopId: s.id,
    title: s.name && s.name !== s.address ? `${s.name}, ${s.address}` : s.address,
    done: statusOf(s, src.clock.hour_cycle),
    note: s.proof_of_delivery_note,
    codes: s.order_info_products_barcodes_scanned
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean)
      .join(', '),
    hasPhoto: s.has_photo,
    hasSignature: s.has_signature,
  }));
}

/** Which model made the plan's times, in the sidebar's words; '-' before a plan. */
const travelOf = (route: TRoute): string =>
  route.is_optimized && route.travel_model && route.travel_vehicle
    ? travelModelText(route.travel_model, route.travel_vehicle)
    : '-';

function summaryOf(src: TReportSource): [string, string][] {
  const { route, stops, distanceUnit } = src;
  const totals = totalsOf(route);
  const delivered = stops.filter((s) => s.delivery_status === 1).length;
  const failed = stops.filter((s) => s.delivery_status === 2).length;
  return [
    [ReportTexts.plannedDate, route.planned_on],
    [ReportTexts.startTime, startTimeOf(src)],
    [ReportTexts.start, route.start_point_address],
    [ReportTexts.end, route.end_point_address],
    [ReportTexts.stops, String(stops.length)],
    [ReportTexts.distance, route.is_optimized ? formatDistance(totals.distance, distanceUnit) : '-'],
    [ReportTexts.drivingTime, route.is_optimized ? formatDuration(totals.travel) : '-'],
    [ReportTexts.totalTime, route.is_optimized ? formatDuration(totals.total) : '-'],
    [ReportTexts.drivers, String(route.is_optimized ? route.driver_routes.length : route.drivers)],
    [ReportTexts.deliveredFailedPending, `${delivered} / ${failed} / ${stops.length - delivered - failed}`],
    [ReportTexts.optimised, route.is_optimized ? ReportTexts.yes : ReportTexts.no],
    [ReportTexts.travelTimes, travelOf(route)],
  ];
}

/** Everything the PDF shows, as text and coordinates: the drawing code decides only where. */
export function reportModelOf(src: TReportSource): TReportModel {
  return {
    title: src.route.name,
    summary: summaryOf(src),
    sketch: sketchOf(src.route, src.stops),
    sections: sectionsOf(src),
    proofs: proofsOf(src),
  };
}
