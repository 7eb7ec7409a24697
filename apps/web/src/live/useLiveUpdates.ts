import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { session } from '../auth/session';
import { connectLive, type TLiveConnection } from './liveSocket';

/**
 * One socket per logged-in session, shared by every planner layout that is mounted. Releasing the
 * last user waits a moment before disconnecting, so a layout that remounts at once (React's strict
 * mode, a move between the planner and the subscription page) keeps the same connection.
 */
const shared: { token: string | null; connection: TLiveConnection | null; users: number } = {
  token: null,
  connection: null,
  users: 0,
};
let pendingClose: ReturnType<typeof setTimeout> | undefined;

function closeShared(): void {
  shared.connection?.disconnect();
  shared.connection = null;
  shared.token = null;
}

/** The planner's live updates: connected while the user is logged in and a planner page is open. */
export function useLiveUpdates(): void {
  const qc = useQueryClient();
  const token = session.token();
  useEffect(() => {
    if (!token) return;
    clearTimeout(pendingClose);
    if (shared.token !== token) {
      closeShared();
      shared.connection = connectLive(token, qc);
      shared.token = token;
    }
    shared.users += 1;
    return () => {
      shared.users -= 1;
      // Logout clears the token before leaving the page: close at once then.
      if (session.token() !== token) closeShared();
      else if (shared.users === 0) pendingClose = setTimeout(closeShared, 1000);
    };
  }, [token, qc]);
}
