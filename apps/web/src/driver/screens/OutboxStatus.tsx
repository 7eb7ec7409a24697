import { Alert, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { driverSender } from '../outbox/driver-outbox';
import type { TOutboxItem } from '../storage/driver-db';
import { useOutboxItems, useSenderState } from '../useDriverData';

/** What a queued action was, for the driver's eyes. */
export function describeUpdate(item: TOutboxItem): string {
  switch (item.kind) {
    case 'routeStatus':
      return item.body.route_status === 1 ? 'Route start' : 'Route finish';
    case 'stopDelivery':
      return item.body.delivery_status === 2 ? 'Failed delivery' : 'Delivery';
    case 'stopProof':
      return item.body.kind === 'photo' ? 'Photo' : 'Signature';
    case 'position':
      return 'Position';
  }
}

/** "2 updates waiting to be sent": positions are not counted, only what the driver did. */
export const waitingText = (count: number): string =>
  count === 1 ? '1 update waiting to be sent' : `${count} updates waiting to be sent`;

export const countsAsUpdate = (item: TOutboxItem): boolean => item.kind !== 'position';

/**
 * Online, an update is sent within a moment of the tap. A notice for it would appear above the route
 * and vanish again, moving every card down and back up under the driver's thumb (a tap then lands on
 * the wrong button, or on none). So the notice shows for updates still waiting after this long, or at
 * once when a send has already failed.
 */
export const WAITING_NOTICE_DELAY_MS = 2000;

/** True once `isOn` has held for `delayMs` without a break. */
function useHeldFor(isOn: boolean, delayMs: number): boolean {
  const [isHeld, setHeld] = useState(false);
  useEffect(() => {
    setHeld(false);
    if (!isOn) return;
    const timer = setTimeout(() => setHeld(true), delayMs);
    return () => clearTimeout(timer);
  }, [isOn, delayMs]);
  return isOn && isHeld;
}

/** The outbox as the driver sees it: what is still on the phone, and what the server refused. */
export function OutboxStatus() {
  const items = useOutboxItems();
  const sender = useSenderState();
  const waiting = items.filter(countsAsUpdate).length;
  const isLate = useHeldFor(waiting > 0, WAITING_NOTICE_DELAY_MS);
  return (
    <Stack spacing={1} aria-live="polite">
      {waiting > 0 && (isLate || sender.failures > 0) && (
        <Alert severity={sender.failures > 0 ? 'warning' : 'info'} data-testid="outbox-waiting">
          {waitingText(waiting)}
          {sender.failures > 0 ? ' (no connection, trying again)' : ''}
        </Alert>
      )}
      {sender.rejected.map((r) => (
        <Alert key={r.seq} severity="error" onClose={() => driverSender.dismissRejected(r.seq)}>
          {describeUpdate(r.item)} not saved: {r.message}
        </Alert>
      ))}
    </Stack>
  );
}
