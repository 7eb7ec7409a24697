import { LiveEvents } from '@rp/contracts';
import { QueryClient, type QueryKey, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../data/query-keys';
import { applyLiveEvent, refreshAfterReconnect } from './liveQueries';

/** The queries a planner page of route 1 has on screen, beside those of route 2 and the list. */
const watched: Record<string, QueryKey> = {
  'stops 1': queryKeys.stops.list(1),
  'stops 2': queryKeys.stops.list(2),
  'route 1': queryKeys.routes.route(1),
  'route 2': queryKeys.routes.route(2),
  'team 1': queryKeys.routes.team(1),
  'photos 1/11': queryKeys.deliveries.photos(1, 11),
  'photos 2/21': queryKeys.deliveries.photos(2, 21),
  'positions 1': queryKeys.deliveries.driverPositions(1),
  'routes list': queryKeys.routes.list('2030-01-02'),
};

let stopWatching: (() => void)[] = [];
afterEach(() => {
  for (const stop of stopWatching) stop();
  stopWatching = [];
});

/** A query client whose watched queries are observed (as on screen), counting each fetch by name. */
async function watchedClient() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const fetches: Record<string, number> = {};
  for (const [name, queryKey] of Object.entries(watched)) {
    fetches[name] = 0;
    const observer = new QueryObserver(qc, {
      queryKey,
      queryFn: async () => {
        fetches[name] += 1;
        return fetches[name];
      },
    });
    stopWatching.push(observer.subscribe(() => {}));
  }
  await Promise.all(Object.values(watched).map((queryKey) => qc.refetchQueries({ queryKey })));
  for (const name of Object.keys(fetches)) fetches[name] = 0;
  return { qc, fetches };
}

/** Names of the watched queries that fetched again. */
const refetched = (fetches: Record<string, number>) =>
  Object.entries(fetches)
    .filter(([, n]) => n > 0)
    .map(([name]) => name)
    .sort();

describe('live events refetch the queries spec section 4 names, for the route they name', () => {
  it('stop-changed: the stops (list and map) and proof pictures of that route', async () => {
    const { qc, fetches } = await watchedClient();
    expect(await applyLiveEvent(qc, LiveEvents.stopChanged, 1)).toBe(true);
    expect(refetched(fetches)).toEqual(['photos 1/11', 'stops 1']);
  });

  it('driver-route-changed: the route (its driver routes), its drivers and driver markers', async () => {
    const { qc, fetches } = await watchedClient();
    await applyLiveEvent(qc, LiveEvents.driverRouteChanged, 1);
    expect(refetched(fetches)).toEqual(['positions 1', 'route 1', 'team 1']);
  });

  it('driver-position-changed: only the driver markers', async () => {
    const { qc, fetches } = await watchedClient();
    await applyLiveEvent(qc, LiveEvents.driverPositionChanged, 1);
    expect(refetched(fetches)).toEqual(['positions 1']);
  });

  it('route-changed: the route list, that route and its stops', async () => {
    const { qc, fetches } = await watchedClient();
    await applyLiveEvent(qc, LiveEvents.routeChanged, 2);
    expect(refetched(fetches)).toEqual(['route 2', 'routes list', 'stops 2']);
  });

  it('ignores data that is not a route id, and unknown events', async () => {
    const { qc, fetches } = await watchedClient();
    for (const data of ['1', 0, -3, 1.5, null, { routeId: 1 }]) {
      expect(await applyLiveEvent(qc, LiveEvents.stopChanged, data)).toBe(false);
    }
    expect(await applyLiveEvent(qc, 'stops-changed', 1)).toBe(false);
    expect(refetched(fetches)).toEqual([]);
  });

  it('after a reconnect every watched query is fetched again', async () => {
    const { qc, fetches } = await watchedClient();
    await refreshAfterReconnect(qc);
    expect(refetched(fetches)).toEqual(Object.keys(watched).sort());
  });
});
