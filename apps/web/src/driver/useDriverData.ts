import { Api, type TDriverRouteAnswer, type TDriverRoutesAnswer } from '@rp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ApiError, callApi } from '../api/client';
import { queryKeys } from '../data/query-keys';
import { applyPending } from './outbox/apply-pending';
import { outboxStore } from './outbox/outbox-store';
import { routeCache } from './outbox/route-cache';
import type { TOutboxItem } from './storage/driver-db';

const opts = { skipUnauthorizedRedirect: true };

/** What the server said, or the phone's copy of it when the server can't be reached. */
export interface TLoaded<T> {
  data: T;
  isFromPhone: boolean;
}

/**
 * Asks the server and keeps its answer on the phone; without a network, answers the phone's copy.
 * Refusals (ApiError: 401, 404 …) are not hidden behind an old copy.
 */
async function serverOrPhone<T>(fromServer: () => Promise<T>, fromPhone: () => Promise<T | undefined>) {
  try {
    return { data: await fromServer(), isFromPhone: false };
  } catch (e) {
    if (e instanceof ApiError) throw e;
    const kept = await fromPhone();
    if (kept === undefined) throw e;
    return { data: kept, isFromPhone: true };
  }
}

/**
 * While the phone's copy is shown, the server is asked again every few seconds: the online event
 * is the quick way back, but a phone does not always fire it (a captive portal, Wi-Fi handing over
 * to mobile data, an event that came before the network was really up), and the offline notice
 * must not outlive the outage.
 */
export const PHONE_COPY_RECHECK_MS = 5_000;
const recheckWhileFromPhone = (query: { state: { data?: { isFromPhone: boolean } } }) =>
  query.state.data?.isFromPhone ? PHONE_COPY_RECHECK_MS : false;

/** The driver's routes of a day (the server's today when no date is given). */
export function useDriverDay(date: string | undefined) {
  return useQuery({
    queryKey: queryKeys.driver.day(date),
    // Offline the query must still run: it answers from the phone.
    networkMode: 'always',
    retry: false,
    refetchInterval: recheckWhileFromPhone,
    queryFn: (): Promise<TLoaded<TDriverRoutesAnswer>> =>
      serverOrPhone(
        async () => {
          const answer = await callApi(Api.listDriverRoutes, { query: { date } }, opts);
          await routeCache.saveDay(date, answer);
          return answer;
        },
        () => routeCache.day(date),
      ),
  });
}

/** Everything still waiting in the outbox, re-read whenever it changes. */
export function useOutboxItems(): TOutboxItem[] {
  const [items, setItems] = useState<TOutboxItem[]>([]);
  useEffect(() => {
    let isCurrent = true;
    const read = () =>
      void outboxStore.all().then((all) => {
        if (isCurrent) setItems(all);
      });
    read();
    const unsubscribe = outboxStore.subscribe(read);
    return () => {
      isCurrent = false;
      unsubscribe();
    };
  }, []);
  return items;
}

export { useBackOnline, useSenderState } from './sender-hooks';

/**
 * One driver route with its stops, as the driver sees it: the server's (or the phone's) copy
 * with the actions still in the outbox applied on top.
 */
export function useDriverRoute(vehicleRouteId: number) {
  const queryClient = useQueryClient();
  const pending = useOutboxItems();
  const query = useQuery({
    queryKey: queryKeys.driver.route(vehicleRouteId),
    networkMode: 'always',
    retry: false,
    refetchInterval: recheckWhileFromPhone,
    queryFn: (): Promise<TLoaded<TDriverRouteAnswer>> =>
      serverOrPhone(
        async () => {
          const answer = await callApi(Api.getDriverRoute, { params: { vehicleRouteId } }, opts);
          await routeCache.saveRoute(answer);
          return answer;
        },
        () => routeCache.route(vehicleRouteId),
      ),
  });
  // A sent action leaves the outbox after its answer is kept on the phone: show that copy.
  useEffect(
    () =>
      outboxStore.subscribe(() => {
        void routeCache.route(vehicleRouteId).then((kept) => {
          const current = queryClient.getQueryData<TLoaded<TDriverRouteAnswer>>(
            queryKeys.driver.route(vehicleRouteId),
          );
          if (kept && current)
            queryClient.setQueryData(queryKeys.driver.route(vehicleRouteId), { ...current, data: kept });
        });
      }),
    [queryClient, vehicleRouteId],
  );
  const view = useMemo(
    () => (query.data ? applyPending(query.data.data, pending) : undefined),
    [query.data, pending],
  );
  return { ...query, view, pending };
}
