import { type TImportProgress, ZImportProgressSchema } from '@rp/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The last import progress the socket brought (spec: a progress bar while rows are placed). Kept
 * apart from the socket, like liveStatus, so the import screen does not import socket.io-client.
 */
const importProgressStore = (() => {
  let last: TImportProgress | null = null;
  const listeners = new Set<() => void>();
  const set = (next: TImportProgress | null) => {
    last = next;
    for (const l of listeners) l();
  };
  return {
    get: () => last,
    set,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
})();

/**
 * Takes one import-progress event's data from the socket: kept when it has the contracts' shape,
 * else ignored. Returns whether it was kept.
 */
export function receiveImportProgress(data: unknown): boolean {
  const parsed = ZImportProgressSchema.safeParse(data);
  if (parsed.success) importProgressStore.set(parsed.data);
  return parsed.success;
}

/** Forgets the last progress: an import that starts must not show the end of the one before. */
export const clearImportProgress = (): void => importProgressStore.set(null);

/** The last progress heard for this route's import, or null before the first one. */
export function useImportProgress(routeId: number): TImportProgress | null {
  const last = useSyncExternalStore(
    importProgressStore.subscribe,
    importProgressStore.get,
    importProgressStore.get,
  );
  return last?.routeId === routeId ? last : null;
}
