import { useSyncExternalStore } from 'react';

/**
 * Whether the planner's socket is connected right now. Kept apart from the socket itself so that
 * screens can slow-poll while it is down without importing socket.io-client.
 */
const liveStatusStore = (() => {
  let isConnected = false;
  const listeners = new Set<() => void>();
  return {
    get: () => isConnected,
    set(next: boolean) {
      if (next === isConnected) return;
      isConnected = next;
      for (const l of listeners) l();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
})();

export const setLiveConnected = (isConnected: boolean): void => liveStatusStore.set(isConnected);
export const isLiveConnected = (): boolean => liveStatusStore.get();

/** True while the socket delivers events; screens poll slowly only when it is false. */
export function useIsLiveConnected(): boolean {
  return useSyncExternalStore(liveStatusStore.subscribe, liveStatusStore.get, liveStatusStore.get);
}
