import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { queryKeys } from '../data/query-keys';
import { IDLE_SENDER_STATE } from './outbox/outbox-sender';
import { driverSender } from './outbox/sender';

// Apart from useDriverData.ts (whose route view applies the outbox with the contracts' codes), so
// the sign-in form, which sends the outbox and follows its state, loads no schema library.

/**
 * Back online: the outbox is sent at once and the day and routes are asked again, so the offline
 * notices go within seconds. Heard from the browser's online event and from the outbox itself (a
 * send that works after failing means the server is reachable again); `backOnline` is also what a
 * socket's reconnect calls.
 */
export function useBackOnline(): () => void {
  const queryClient = useQueryClient();
  const { backOnline, askServerAgain } = useMemo(() => {
    const askServerAgain = () => void queryClient.invalidateQueries({ queryKey: queryKeys.driver.all() });
    return { askServerAgain, backOnline: () => void driverSender.retryNow().then(askServerAgain) };
  }, [queryClient]);
  useEffect(() => {
    let wasFailing = driverSender.state().failures > 0;
    const unsubscribe = driverSender.subscribe(() => {
      const isFailing = driverSender.state().failures > 0;
      if (wasFailing && !isFailing) askServerAgain();
      wasFailing = isFailing;
    });
    window.addEventListener('online', backOnline);
    return () => {
      unsubscribe();
      window.removeEventListener('online', backOnline);
    };
  }, [backOnline, askServerAgain]);
  return backOnline;
}

/** The sender's state; idle in the sign-in page the build renders, and while that page is hydrated. */
export function useSenderState() {
  return useSyncExternalStore(driverSender.subscribe, driverSender.state, () => IDLE_SENDER_STATE);
}
