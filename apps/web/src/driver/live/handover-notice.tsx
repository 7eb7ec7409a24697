import { Alert } from '@mui/material';
import { DriverMessages, type TRouteHandedOver } from '@rp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { session } from '../../auth/session';
import { queryKeys } from '../../data/query-keys';
import { listenForHandovers } from './handover-socket';

/** The last hand-over heard, until the driver closes its message (one at a time is enough). */
let lastHandover: TRouteHandedOver | null = null;
const listeners = new Set<() => void>();
const setHandover = (h: TRouteHandedOver | null) => {
  lastHandover = h;
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/**
 * Listens (signed in) for a route of this driver handed to someone else: the day's list is read
 * again, and a driver looking at that route is taken back to their day, where the message shows.
 */
export function HandoverListener() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const token = session.token();
  useEffect(() => {
    if (!token) return;
    const readAgain = () => void queryClient.invalidateQueries({ queryKey: queryKeys.driver.all() });
    return listenForHandovers(
      token,
      (h) => {
        setHandover(h);
        readAgain();
      },
      // A re-plan or an edited stop shows at once, without a reload.
      readAgain,
    );
  }, [token, queryClient]);
  const handover = useSyncExternalStore(subscribe, () => lastHandover);
  const isOnIt = handover !== null && pathname.endsWith(`/route/${handover.vehicle_route_id}`);
  useEffect(() => {
    if (isOnIt) navigate('/driver', { replace: true });
  }, [isOnIt, navigate]);
  return null;
}

/** "This route was handed to Ben." on the driver's day, until closed. */
export function HandoverNotice() {
  const handover = useSyncExternalStore(subscribe, () => lastHandover);
  if (!handover) return null;
  return (
    <Alert severity="warning" onClose={() => setHandover(null)} data-testid="handover-notice" sx={{ mb: 2 }}>
      {DriverMessages.routeHandedTo(handover.to_name)}
    </Alert>
  );
}
