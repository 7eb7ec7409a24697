import { driverDb, type TOutboxAction, type TOutboxItem } from '../storage/driver-db';

type TListener = () => void;
const listeners = new Set<TListener>();

/** Tells the screens that the outbox changed (they re-read it). */
function changed(): void {
  for (const listener of listeners) listener();
}

export const outboxStore = {
  /**
   * Queues one action behind the others. A position replaces the route's unsent older one: the
   * server keeps only the last position, so a long time offline queues one, not hundreds.
   */
  async add(action: TOutboxAction): Promise<TOutboxItem> {
    const db = await driverDb();
    const tx = db.transaction('outbox', 'readwrite');
    if (action.kind === 'position') {
      for (const item of await tx.store.getAll()) {
        if (item.kind === 'position' && item.vehicleRouteId === action.vehicleRouteId) {
          await tx.store.delete(item.seq);
        }
      }
    }
    // seq is given by the store (autoIncrement), so the row is written without one.
    const seq = await tx.store.add(action as TOutboxItem);
    await tx.done;
    changed();
    return { ...action, seq };
  },
  /** Everything still to send, oldest first. */
  async all(): Promise<TOutboxItem[]> {
    return (await driverDb()).getAll('outbox');
  },
  async remove(seq: number): Promise<void> {
    await (await driverDb()).delete('outbox', seq);
    changed();
  },
  subscribe(listener: TListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
