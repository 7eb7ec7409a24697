import type { TSubscription } from '@rp/contracts';
import { SubscriptionTexts } from '@rp/contracts/billing-pages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../components/dialogs';
import { refreshPlan } from '../../data/subscription';

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

/** A billing call's refusal: the server's message in the info dialog (spec section 8). */
export function useShowBillingRefusal(): (error: Error) => void {
  const dialogs = useDialogs();
  return useCallback(
    (error: Error) => void dialogs.info(SubscriptionTexts.errorTitle, error.message),
    [dialogs],
  );
}

/** An epoch-seconds date as the pages show it (e.g. 'December 4, 2026'). */
export const formatEpochDate = (seconds: number): string =>
  new Date(seconds * 1000).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

export const formatValidTo = (s: TSubscription): string | null =>
  s.valid_to_date === null ? null : formatEpochDate(s.valid_to_date);
