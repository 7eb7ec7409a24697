import { LiveClientEvents, LiveEvents, LiveServerEvents, ZLiveLoginAnswerSchema } from '@rp/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import { receiveImportProgress } from './importProgress';
import { applyLiveEvent, refreshAfterReconnect } from './liveQueries';
import { setLiveConnected } from './liveStatus';

export interface TLiveConnection {
  disconnect: () => void;
  /**
   * The server ended it (it refused the token, or the session ended): Socket.IO does not retry
   * then, so the next planner page opens a new connection.
   */
  isClosedByServer: () => boolean;
}

/**
 * Opens the planner's socket (Socket.IO's default path on this origin). On every connect, the
 * first and each reconnect, it sends userLoggedIn with the token: the server only then joins it to
 * the team's room. Each event makes its queries stale; once the server has accepted the log-in, all
 * live-fed queries are refreshed, as changes made before it (or while the socket was down) were not heard. `serverUrl` defaults to this page's origin.
 * A running import's progress goes to the import screen's store (importProgress).
 */
export function connectLive(token: string, qc: QueryClient, serverUrl?: string): TLiveConnection {
  // WebSocket only: it needs no sticky sessions behind a load balancer of several server processes.
  const options = { transports: ['websocket'] };
  const socket: Socket = serverUrl === undefined ? io(options) : io(serverUrl, options);
  let isClosedByServer = false;
  socket.on('connect', () => {
    socket.emit(LiveClientEvents.userLoggedIn, token, (answer: unknown) => {
      // Changes made before the server joined this socket to its room were not heard: the page's
      // first reads or the time the socket was down. Refresh once, now that nothing is missed.
      if (ZLiveLoginAnswerSchema.safeParse(answer).data?.success) void refreshAfterReconnect(qc);
    });
    setLiveConnected(true);
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') isClosedByServer = true;
    setLiveConnected(false);
  });
  socket.on('connect_error', () => setLiveConnected(false));
  for (const event of Object.values(LiveEvents)) {
    socket.on(event, (data: unknown) => void applyLiveEvent(qc, event, data));
  }
  socket.on(LiveServerEvents.importProgress, (data: unknown) => receiveImportProgress(data));
  return {
    disconnect() {
      socket.removeAllListeners();
      socket.disconnect();
      setLiveConnected(false);
    },
    isClosedByServer: () => isClosedByServer,
  };
}
