// ---------------------------------------------------------------------------------------------
// Sentinels and codes (spec sections 3 and 9)
// ---------------------------------------------------------------------------------------------

/** position_on_the_route of a stop that has no place on any driver route. */
export const NO_POSITION = 999999;
/** vehicle_route_id of a stop that no driver route reaches ('No route to stops'). */
export const NO_VEHICLE_ROUTE = -1;
/** time_window_start / time_window_end value meaning "no time window". */
export const UNSET_TIME_WINDOW = 0;
/** Visit time (service_time, minutes): default and bounds. */
export const DEFAULT_SERVICE_TIME = 5;
export const MAX_SERVICE_TIME = 10000;
/** Minutes in a day; a time of day is 0..MINUTES_PER_DAY-1. */
export const MINUTES_PER_DAY = 1440;

/** Stop priority: ASAP (red) or Normal (blue). */
export const Priority = { Normal: 0, Asap: 1 } as const;
export type TPriority = (typeof Priority)[keyof typeof Priority];

/** Stop delivery_status. */
export const DeliveryStatus = { Pending: 0, Delivered: 1, Failed: 2 } as const;
export type TDeliveryStatus = (typeof DeliveryStatus)[keyof typeof DeliveryStatus];

/** Stop delivery_status_additional_info: why a delivery failed (0 = none given). */
export const DeliveryReason = {
  None: 0,
  RecipientNotHome: 1,
  CantFindAddress: 2,
  NoParking: 3,
  NoTime: 4,
  Other: 5,
} as const;
export type TDeliveryReason = (typeof DeliveryReason)[keyof typeof DeliveryReason];

/** Stop arrival error codes set by the optimiser (seconds otherwise). */
export const Arrival = { CannotReachTimeWindow: -2, CannotRoute: -3 } as const;

/** `err` of the POST /stop/ answer: 0 ok, -1 invalid input, -20 the plan's stop limit is reached. */
export const StopErr = { Ok: 0, Invalid: -1, PlanLimit: -20 } as const;

/** The text of the -20 answer: the plan's per-route stop limit. */
export const stopLimitMessage = (maxStops: number): string =>
  `Your plan allows at most ${maxStops} stops per route. Upgrade to add more.`;

/** Server texts about stops that are not in the spec's catalogue. */
export const StopMessages = {
  routeLocked: 'This route has been optimized; cancel the optimization before changing its stops.',
  timeWindowOrder: 'The time window must end after it starts',
  /** A delivered or failed stop keeps where it was done: its place can't be changed after the fact. */
  doneStopPlace: 'This stop is already done; its address and place can no longer be changed.',
  /** A delivered or failed stop stays on the route with who did it. */
  doneStopRemove: 'This stop is already done; it can no longer be removed.',
  /** Shown for a stop added to a sent route until the route is optimised again. */
  notYetPlanned: 'New, not yet planned',
} as const;

// ---------------------------------------------------------------------------------------------
// Barcodes: what the stop expected against what the driver scanned
// ---------------------------------------------------------------------------------------------

/** One barcode's state: expected and scanned, expected but not scanned, or scanned but not expected. */
export const BarcodeCheck = {
  Matched: 'matched',
  Missing: 'missing',
  NotOnThisStop: 'not-on-this-stop',
} as const;
export type TBarcodeCheck = (typeof BarcodeCheck)[keyof typeof BarcodeCheck];

/** How each state reads next to its code ('B2: matched'); not on this stop is a warning. */
export const BarcodeCheckLabels: Record<TBarcodeCheck, string> = {
  matched: 'matched',
  missing: 'missing',
  'not-on-this-stop': 'not on this stop',
};

/** The driver's warning at the moment a code that the stop does not expect is scanned or typed. */
export const barcodeNotOnThisStop = (code: string): string =>
  `Not on this stop: ${code}. Check the parcel; keep the code only if it belongs here.`;

/**
 * Every barcode of a stop with its state: the expected ones in their order (matched when
 * scanned, else missing), then the scanned ones the stop did not expect (not on this stop).
 * A code listed twice counts once.
 */
export function compareBarcodes(
  expected: readonly string[],
  scanned: readonly string[],
): { code: string; check: TBarcodeCheck }[] {
  const wanted = new Set(expected);
  const got = new Set(scanned);
  return [
    ...[...wanted].map((code) => ({
      code,
      check: got.has(code) ? BarcodeCheck.Matched : BarcodeCheck.Missing,
    })),
    ...[...got]
      .filter((code) => !wanted.has(code))
      .map((code) => ({ code, check: BarcodeCheck.NotOnThisStop })),
  ];
}
