import { DistanceUnit } from './team.js';

/**
 * Display rules of product-spec section 9, shared by every screen that shows a distance, a
 * duration or a time of day. Pure functions: no locale, no time zone.
 */

/** Metres in one statute mile and feet in one metre. */
export const METRES_PER_MILE = 1609.344;
export const FEET_PER_METRE = 3.280839895;

/** Below these distances the small unit is shown: 1000 m in km mode, 1500 m in miles mode. */
export const KM_MODE_SMALL_BELOW_M = 1000;
export const MILES_MODE_SMALL_BELOW_M = 1500;

/**
 * A distance in metres for the team's unit (0 km, 1 miles):
 * km mode below 1000 m in metres, otherwise rounded up to whole km;
 * miles mode below 1500 m in feet, otherwise rounded up to whole miles.
 */
export function formatDistance(metres: number, distanceUnit: number): string {
  const m = Number.isFinite(metres) && metres > 0 ? metres : 0;
  if (distanceUnit === DistanceUnit.Miles) {
    if (m < MILES_MODE_SMALL_BELOW_M) return `${Math.round(m * FEET_PER_METRE)} ft`;
    return `${Math.ceil(m / METRES_PER_MILE)} mi`;
  }
  if (m < KM_MODE_SMALL_BELOW_M) return `${Math.round(m)} m`;
  return `${Math.ceil(m / 1000)} km`;
}

/** Whole minutes of a duration in seconds, rounded up (section 9: durations round up to minutes). */
export const ceilMinutes = (seconds: number): number =>
  Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 0;

/**
 * A duration given in minutes: up to 60 as "N min", above 60 as "H h M min"
 * ("2 h" when the minutes are 0).
 */
export function formatMinutes(minutes: number): string {
  const total = Number.isFinite(minutes) && minutes > 0 ? Math.ceil(minutes) : 0;
  if (total <= 60) return `${total} min`;
  const h = Math.floor(total / 60);
  const min = total % 60;
  return min === 0 ? `${h} h` : `${h} h ${min} min`;
}

/** A duration given in seconds (route and stop durations are stored in seconds), rounded up to minutes. */
export const formatDuration = (seconds: number): string => formatMinutes(ceilMinutes(seconds));

/** A shorter wait is not told: the plan's times are shown to the minute. */
const WAIT_TOLD_FROM_SECONDS = 60;

/**
 * A planned wait at a stop before its window opens, 'wait 3 h 20 min' (waiting_time in seconds);
 * '' when there is none worth telling, or for the code below 0 (the window cannot be reached).
 */
export const waitText = (waitingSeconds: number): string =>
  waitingSeconds >= WAIT_TOLD_FROM_SECONDS ? `wait ${formatDuration(waitingSeconds)}` : '';

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Minutes since midnight as HH:mm (time windows, delivered_at). 0 and below mean "not set" and
 * give ''; values of a day or more wrap (24:00 -> 00:00 is never produced for a valid window).
 */
export function formatMinutesOfDay(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes <= 0) return '';
  const m = Math.round(minutes) % (24 * 60);
  return `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
}

/** A route's start time: minutes since midnight, 0 shown as 'now' (spec section 3). */
export const formatStartTime = (minutes: number): string =>
  minutes > 0 ? formatMinutesOfDay(minutes) : 'now';

/** Label of a stop's delivery_status (spec section 4): 1 Delivered, 2 Delivery failed, otherwise '-'. */
export function deliveryStatusLabel(status: number): string {
  if (status === 1) return 'Delivered';
  if (status === 2) return 'Delivery failed';
  return '-';
}

/** Reasons of a failed delivery (delivery_status_additional_info, spec section 3). */
export const DeliveryReasonLabels: Readonly<Record<number, string>> = {
  1: 'Recipient not home',
  2: "Can't find address",
  3: 'No parking',
  4: 'No time',
  5: 'Other',
};

export const deliveryReasonLabel = (reason: number): string => DeliveryReasonLabels[reason] ?? '-';

/** Stop priority (spec section 4): 1 ASAP shown red, 0 Normal shown blue. */
export const PriorityDisplay = {
  1: { label: 'ASAP', color: '#d32f2f' },
  0: { label: 'Normal', color: '#1976d2' },
} as const;

export const priorityDisplay = (priority: number) =>
  priority === 1 ? PriorityDisplay[1] : PriorityDisplay[0];

/**
 * The 11 fixed route colours (spec sections 2 and 9). A driver route's colour is picked by its
 * index, cycling once all 11 are used; the optimiser UI colours polylines and markers with them.
 */
export const ROUTE_COLORS = [
  '#1e88e5',
  '#e53935',
  '#43a047',
  '#fb8c00',
  '#8e24aa',
  '#00acc1',
  '#6d4c41',
  '#d81b60',
  '#7cb342',
  '#3949ab',
  '#546e7a',
] as const;

/** Colour of the route at this index (0-based), cycling through the 11 colours. */
export function routeColor(index: number): string {
  const n = ROUTE_COLORS.length;
  const i = Number.isFinite(index) ? ((Math.trunc(index) % n) + n) % n : 0;
  return ROUTE_COLORS[i];
}

/** Colour of stops not yet on any driver route (not optimised or unreachable). */
export const UNASSIGNED_STOP_COLOR = '#455a64';
