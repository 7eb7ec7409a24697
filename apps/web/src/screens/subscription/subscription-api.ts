import { Api, type TSubscription } from '@rp/contracts';
import { SubscriptionTexts } from '@rp/contracts/billing-pages';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../api/client';
import { useDialogs } from '../../components/dialogs';

export const SUBSCRIPTION_QUERY_KEY = ['subscription'] as const;

/** GET /subscription/: the team's plan, dates, drivers and limits (a lapsed team may call it). */
export function useSubscription(opts: { refetchUntil?: (s: TSubscription) => boolean } = {}) {
  const { refetchUntil } = opts;
  return useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: () => callApi(Api.subscription).then((r) => r.data.subscription),
    // A provider's confirmation may arrive after the browser returns: ask again for about a minute.
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!refetchUntil || !data || refetchUntil(data)) return false;
      return query.state.dataUpdateCount < 30 ? 2000 : false;
    },
  });
}

/**
 * After the plan changed (paid, Free chosen, cancelled): the session checks cached a 402 or an old
 * plan, so they and the subscription are asked again before the next page's guard reads them.
 */
export async function refreshPlan(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    refreshSessionChecks(queryClient),
    queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
  ]);
}

/**
 * Asks every session check again, also those no page shows now: a guard shows its cached answer
 * while it asks again, so a stale 402 would send the user straight back to /subscription.
 */
export const refreshSessionChecks = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: ['verify'], refetchType: 'all' });

/** An address the server answered: this app's own pages by path, anything else (the provider's) absolute. */
const isAppPath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');

/**
 * Goes where a checkout, portal or test-mode answer points: a page of this app (the test-mode
 * provider) in the router, keeping the session's state; the payment provider's page by a full load.
 */
export function useFollowRedirect(): (url: string) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (url: string) => {
      if (isAppPath(url)) {
        await refreshPlan(queryClient);
        await navigate(url);
      } else {
        window.location.assign(url);
      }
    },
    [navigate, queryClient],
  );
}

/**
 * Runs a billing call while `setBusy` shows it; a refusal shows the server's message in the info
 * dialog (spec section 8) and resolves undefined.
 */
export function useBillingAction() {
  const dialogs = useDialogs();
  return useCallback(
    async <T>(setBusy: (busy: boolean) => void, action: () => Promise<T>): Promise<T | undefined> => {
      setBusy(true);
      try {
        return await action();
      } catch (e) {
        await dialogs.info(SubscriptionTexts.errorTitle, e instanceof Error ? e.message : String(e));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [dialogs],
  );
}

/** An epoch-seconds date as the pages show it (e.g. 'December 4, 2026'). */
export const formatEpochDate = (seconds: number): string =>
  new Date(seconds * 1000).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

export const formatValidTo = (s: TSubscription): string | null =>
  s.valid_to_date === null ? null : formatEpochDate(s.valid_to_date);
