import { useEffect, useRef, useState } from 'react';

/** What changed between two orders of a driver's stops (ids in visiting order), null when nothing. */
export function planChange(before: readonly number[], after: readonly number[]) {
  const added = after.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !after.includes(id)).length;
  const kept = before.filter((id) => after.includes(id));
  const isReordered = kept.join() !== after.filter((id) => before.includes(id)).join();
  const parts = [
    added.length && `${added.length} ${added.length === 1 ? 'stop' : 'stops'} added`,
    removed && `${removed} removed`,
    isReordered && 'order changed',
  ].filter(Boolean);
  return parts.length ? { text: `Route updated: ${parts.join(', ')}`, added } : null;
}

/**
 * The last change the dispatcher made to the route while it was open (heard live), until the
 * driver closes its message: a notice and the stops that are new. `orderKey`: the stop ids in
 * visiting order, comma-separated (a string, so an equal order is the same value).
 */
export function usePlanChange(orderKey: string | undefined) {
  const seen = useRef<readonly number[] | null>(null);
  const [change, setChange] = useState<ReturnType<typeof planChange>>(null);
  useEffect(() => {
    if (orderKey === undefined) return;
    const order = orderKey ? orderKey.split(',').map(Number) : [];
    const found = seen.current && planChange(seen.current, order);
    if (found) setChange(found);
    seen.current = order;
  }, [orderKey]);
  return { change, close: () => setChange(null) };
}
