import type { TRoute, TStop } from '@rp/contracts';
import { useEffect, useRef } from 'react';
import { useAnnounce } from '../components/Announcer';
import type { TTeamClock } from './clock';
import { deliveryChanges, statusById, type TStatusById } from './delivery-announcement';
import {
  routeChangeTexts,
  seeRoute,
  seeStops,
  stopChangeTexts,
  type TRouteSeen,
  type TStopsSeen,
} from './live-announcements';

/**
 * Announces politely what changes on the open route while it is on screen (another dispatcher, a
 * re-plan, a driver): not what was already there when it opened. The stops and the route load
 * apart, so each is compared with its own last load.
 */
export function useRouteAnnouncements(
  route: TRoute | undefined,
  stops: readonly TStop[] | undefined,
  clock: TTeamClock,
) {
  const announce = useAnnounce();
  const seenStops = useRef<TStopsSeen | null>(null);
  const statuses = useRef<TStatusById | null>(null);
  const seenRoute = useRef<TRouteSeen | null>(null);

  useEffect(() => {
    if (!stops) return;
    const before = seenStops.current;
    seenStops.current = seeStops(stops, route, before);
    const beforeStatuses = statuses.current;
    statuses.current = statusById(stops);
    if (!before || !beforeStatuses) return;
    announce(
      [...stopChangeTexts(before, seenStops.current), ...deliveryChanges(beforeStatuses, stops)].join('. '),
    );
  }, [stops, route, announce]);

  useEffect(() => {
    if (!route) return;
    const before = seenRoute.current;
    seenRoute.current = seeRoute(route);
    if (before) announce(routeChangeTexts(before, route, clock).join('. '));
  }, [route, clock, announce]);
}
