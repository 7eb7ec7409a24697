import { LiveClientEvents, LiveEvents } from '@rp/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import { applyLiveEvent, refreshAfterReconnect } from './liveQueries';
import { setLiveConnected } from './liveStatus';

export interface TLiveConnection {
  disconnect: () => void;
}

/**
 * Opens the planner's socket (Socket.IO's default path on this origin). On every connect, the
 * first and each reconnect, it sends userLoggedIn with the token: the server only then joins it to
 * the team's room. Each event makes its queries stale; after a reconnect all live-fed queries are
 * refreshed, as events sent while it was down are lost. `serverUrl` defaults to this page's origin.
 */
export function connectLive(token: string, qc: QueryClient, serverUrl?: string): TLiveConnection {
  // WebSocket only: it needs no sticky sessions behind a load balancer of several server processes.
  const options = { transports: ['websocket'] };
  const socket: Socket = serverUrl === undefined ? io(options) : io(serverUrl, options);
  let hasConnected = false;
  socket.on('connect', () => {
    socket.emit(LiveClientEvents.userLoggedIn, token);
    setLiveConnected(true);
    if (hasConnected) void refreshAfterReconnect(qc);
    hasConnected = true;
  });
  socket.on('disconnect', () => setLiveConnected(false));
  socket.on('connect_error', () => setLiveConnected(false));
  for (const event of Object.values(LiveEvents)) {
    socket.on(event, (data: unknown) => void applyLiveEvent(qc, event, data));
  }
  return {
    disconnect() {
      socket.removeAllListeners();
      socket.disconnect();
      setLiveConnected(false);
    },
  };
}
