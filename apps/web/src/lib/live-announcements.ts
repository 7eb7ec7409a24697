import { RouteStatus, type TDriverRoute, type TRoute, type TStop } from '@rp/contracts';
import { formatClockAt, type TTeamClock } from './clock';

/** Above this many, stops are counted rather than named: a screen reader should not read a list. */
const NAMED_AT_MOST = 3;

/** The planner's live-change texts, short and human, read politely by a screen reader. */
export const LiveTexts = {
  stopsAdded: (names: string[]) => named(names, ['Stop added', 'Stops added', 'stops added']),
  stopsRemoved: (names: string[]) => named(names, ['Stop removed', 'Stops removed', 'stops removed']),
  stopsMovedOnMap: (names: string[]) =>
    named(names, ['Stop moved on the map', 'Stops moved on the map', 'stops moved on the map']),
  stopMovedTo: (name: string, driver: string) => `${name} moved to ${driver}`,
  stopsMovedBetweenDrivers: (count: number) => `${count} stops moved to another driver`,
  driverReordered: (driver: string) => `${driver}'s stops reordered`,
  optimised: (stops: number, drivers: number) =>
    `Route optimised: ${plural(stops, 'stop')} for ${plural(drivers, 'driver')}`,
  optimisationCancelled: 'Optimisation cancelled',
  optimisationFailed: (reason: string) => `Optimisation failed: ${reason}`,
  replanned: 'Route re-planned',
  sent: 'Route sent to drivers',
  replannedAndSent: 'Route re-planned and sent to drivers',
  driverStarted: (driver: string, at: string) => (at ? `${driver} started at ${at}` : `${driver} started`),
  driverFinished: (driver: string, at: string) => (at ? `${driver} finished at ${at}` : `${driver} finished`),
  importDone: (placed: number, failed: number) =>
    failed > 0
      ? `Import done: ${plural(placed, 'stop')} added, ${failed} not found`
      : `Import done: ${plural(placed, 'stop')} added`,
} as const;

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 'Stop added: Bakery', 'Stops added: Bakery, Florist' or '5 stops added'; '' for none. */
function named(names: string[], [one, some, counted]: [string, string, string]): string {
  if (names.length === 0) return '';
  if (names.length > NAMED_AT_MOST) return `${names.length} ${counted}`;
  return `${names.length === 1 ? one : some}: ${names.join(', ')}`;
}

/** What the announcer remembers of a stop between two loads of the list. */
export interface TStopSeen {
  name: string;
  lat: number;
  lng: number;
  /** The serving driver's name; '' while not planned or not known yet. */
  driver: string;
  /** Place in the driver's day (position_on_the_route). */
  position: number;
}
export type TStopsSeen = ReadonlyMap<number, TStopSeen>;

const stopName = (s: Pick<TStop, 'name' | 'address'>): string => s.name || s.address;

/** A driver route's name as people know it: the driver's name, or their email. */
export const driverName = (d: Pick<TDriverRoute, 'name' | 'email'>): string => d.name || d.email;

/**
 * The stops as the announcer remembers them. A stop whose driver route is not in the route yet
 * (the stops came back before the route) keeps the driver it had, so the next load compares right.
 */
export function seeStops(
  stops: readonly TStop[],
  route: TRoute | undefined,
  before: TStopsSeen | null,
): TStopsSeen {
  const drivers = new Map((route?.driver_routes ?? []).map((d) => [d.vehicle_route_id, driverName(d)]));
  return new Map(
    stops.map((s) => {
      const driver =
        s.vehicle_route_id > 0 ? (drivers.get(s.vehicle_route_id) ?? before?.get(s.id)?.driver ?? '') : '';
      return [s.id, { name: stopName(s), lat: s.lat, lng: s.lng, driver, position: s.position_on_the_route }];
    }),
  );
}

/**
 * What changed in the stops between two loads: added, removed, moved on the map, moved to another
 * driver, or a driver's order changed. A plan made or dropped (a driver from or to none) is the
 * route's news, not each stop's.
 */
export function stopChangeTexts(before: TStopsSeen, after: TStopsSeen): string[] {
  const added = [...after].filter(([id]) => !before.has(id)).map(([, s]) => s.name);
  const removed = [...before].filter(([id]) => !after.has(id)).map(([, s]) => s.name);
  const kept = [...after].flatMap(([id, now]) => {
    const was = before.get(id);
    return was ? [{ id, was, now }] : [];
  });
  const movedOnMap = kept
    .filter(({ was, now }) => was.lat !== now.lat || was.lng !== now.lng)
    .map(({ now }) => now.name);
  const toOtherDriver = kept.filter(({ was, now }) => was.driver && now.driver && was.driver !== now.driver);
  const texts = [
    LiveTexts.stopsAdded(added),
    LiveTexts.stopsRemoved(removed),
    LiveTexts.stopsMovedOnMap(movedOnMap),
  ];
  if (toOtherDriver.length > NAMED_AT_MOST)
    texts.push(LiveTexts.stopsMovedBetweenDrivers(toOtherDriver.length));
  else texts.push(...toOtherDriver.map(({ now }) => LiveTexts.stopMovedTo(now.name, now.driver)));
  texts.push(...reorderedDrivers(kept).map(LiveTexts.driverReordered));
  return texts.filter(Boolean);
}

interface TKeptStop {
  id: number;
  was: TStopSeen;
  now: TStopSeen;
}

/** Drivers who kept stops (those on both loads) in another order: a stop added or removed shifts no one. */
function reorderedDrivers(kept: TKeptStop[]): string[] {
  const sameDriver = kept.filter(({ was, now }) => now.driver !== '' && was.driver === now.driver);
  const drivers = [...new Set(sameDriver.map(({ now }) => now.driver))];
  return drivers.filter((driver) => {
    const theirs = sameDriver.filter(({ now }) => now.driver === driver);
    return idsInOrder(theirs, 'was') !== idsInOrder(theirs, 'now');
  });
}

const idsInOrder = (stops: TKeptStop[], when: 'was' | 'now'): string =>
  [...stops]
    .sort((a, b) => a[when].position - b[when].position)
    .map((s) => s.id)
    .join(',');

/** What the announcer remembers of a route between two loads. */
export interface TRouteSeen {
  isOptimized: boolean;
  sentAt: string | null;
  /** Each driver route's plan, so a re-plan is told from a reload that changed nothing. */
  plan: string;
  drivers: ReadonlyMap<
    number,
    { name: string; status: number; started: string | null; finished: string | null }
  >;
}

const planOf = (route: TRoute): string =>
  route.driver_routes.map((d) => `${d.vehicle_route_id}:${d.distance}:${d.duration_total}`).join('|');

export const seeRoute = (route: TRoute): TRouteSeen => ({
  isOptimized: route.is_optimized,
  sentAt: route.sent_at,
  plan: planOf(route),
  drivers: new Map(
    route.driver_routes.map((d) => [
      d.driver_id ?? -d.vehicle_route_id,
      { name: driverName(d), status: d.route_status, started: d.started_time, finished: d.finished_time },
    ]),
  ),
});

/**
 * What changed in the route between two loads: optimised, cancelled, re-planned, sent, and each
 * driver who started or finished, at the time on the team's clock.
 */
export function routeChangeTexts(before: TRouteSeen, route: TRoute, clock: TTeamClock): string[] {
  const after = seeRoute(route);
  const texts: string[] = [];
  const isNewlySent = after.sentAt !== null && after.sentAt !== before.sentAt;
  if (!before.isOptimized && after.isOptimized) {
    texts.push(LiveTexts.optimised(route.stops_count, route.driver_routes.length));
    if (isNewlySent) texts.push(LiveTexts.sent);
  } else if (before.isOptimized && !after.isOptimized) texts.push(LiveTexts.optimisationCancelled);
  else if (after.isOptimized && before.plan !== after.plan) {
    texts.push(after.sentAt !== null ? LiveTexts.replannedAndSent : LiveTexts.replanned);
  } else if (isNewlySent) texts.push(LiveTexts.sent);
  for (const [id, now] of after.drivers) {
    const was = before.drivers.get(id);
    if (!was || was.status === now.status) continue;
    if (now.status === RouteStatus.Started && was.status === RouteStatus.NotStarted)
      texts.push(LiveTexts.driverStarted(now.name, formatClockAt(now.started, clock)));
    if (now.status === RouteStatus.Finished)
      texts.push(LiveTexts.driverFinished(now.name, formatClockAt(now.finished, clock)));
  }
  return texts;
}
