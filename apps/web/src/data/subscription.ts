import { Api, type TSubscription, type TTestPortalUpdate } from '@rp/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { queryKeys } from './query-keys';
import { refreshSessionChecks } from './session';

/** GET /subscription/: the team's plan, dates, drivers and limits (a lapsed team may call it). */
export function useSubscription(opts: { refetchUntil?: (s: TSubscription) => boolean } = {}) {
  const { refetchUntil } = opts;
  return useQuery({
    queryKey: queryKeys.subscription(),
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
    queryClient.invalidateQueries({ queryKey: queryKeys.subscription() }),
  ]);
}

/** The provider's checkout for this many paid drivers; the answer's url is where to pay. */
export function useCreateCheckout() {
  return useMutation({
    mutationFn: (quantity: number) => callApi(Api.createCheckoutSession, { body: { quantity } }),
  });
}

/** The provider's page for managing payments; the answer's url is where it is. */
export function useCreatePortalSession() {
  return useMutation({ mutationFn: () => callApi(Api.createPortalSession) });
}

/** A plan change answered with the team's new subscription, which the cache keeps before asking again. */
function usePlanChange(change: () => Promise<{ data: { subscription: TSubscription } }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.subscription(), answer.data.subscription);
      return refreshPlan(queryClient);
    },
  });
}

/** Continue on Free: the team leaves the paid plan (or the trial) for Free. */
export const useContinueOnFree = () => usePlanChange(() => callApi(Api.continueOnFree));

/** Cancels the paid plan at the end of its period. */
export const useCancelSubscription = () => usePlanChange(() => callApi(Api.cancelSubscription));

/** The test-mode checkout's page of one session (BILLING=test). */
export function useTestCheckout(sessionId: string | null) {
  return useQuery({
    queryKey: queryKeys.testCheckout(sessionId),
    enabled: sessionId !== null,
    queryFn: () =>
      callApi(Api.testCheckout, { params: { sessionId: sessionId ?? '' } }).then((r) => r.data.session),
  });
}

/** 'Pay (test mode)': completes the checkout as a paid one would; the answer's url is where to go. */
export function usePayTestCheckout() {
  return useMutation({
    mutationFn: (sessionId: string) => callApi(Api.payTestCheckout, { params: { sessionId } }),
  });
}

/** The test-mode portal's page of one session (BILLING=test). */
export function useTestPortal(sessionId: string | null) {
  return useQuery({
    queryKey: queryKeys.testPortal(sessionId),
    enabled: sessionId !== null,
    queryFn: () =>
      callApi(Api.testPortal, { params: { sessionId: sessionId ?? '' } }).then((r) => r.data.session),
  });
}

/** Changes the test-mode subscription (drivers paid for, cancel at period end); the page shows the answer. */
export function useUpdateTestPortal(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TTestPortalUpdate) =>
      callApi(Api.updateTestPortal, { params: { sessionId }, body: change }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.testPortal(sessionId), answer.data.session),
  });
}
