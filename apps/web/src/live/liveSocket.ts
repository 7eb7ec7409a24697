import {
  LIVE_PROTOCOL_VERSION,
  LiveClientEvents,
  LiveEvents,
  LiveServerEvents,
  type TClientToServerEvents,
  type TLiveHandshakeAuth,
  type TServerToClientEvents,
  ZLiveLoginAnswerSchema,
} from '@rp/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import { receiveImportProgress } from './importProgress';
import { applyLiveEvent, refreshAfterReconnect } from './liveQueries';
import { setLiveConnected } from './liveStatus';

/** The planner's socket, typed by the protocol in the contracts. */
export type TLiveClientSocket = Socket<TServerToClientEvents, TClientToServerEvents>;

export interface TLiveConnection {
  disconnect: () => void;
  /**
   * The server ended it (it refused the token, the session ended, or it speaks another protocol
   * version): Socket.IO does not retry then, so the next planner page opens a new connection.
   */
  isClosedByServer: () => boolean;
}

/**
 * Opens the planner's socket (Socket.IO's default path on this origin). On every connect, the
 * first and each reconnect, it sends userLoggedIn with the token: the server only then joins it to
 * the team's room. Each event makes its queries stale; once the server has accepted the log-in, all
 * live-fed queries are refreshed, as changes made before it (or while the socket was down) were not heard. `serverUrl` defaults to this page's origin.
 * A running import's progress goes to the import screen's store (importProgress). The handshake
 * announces LIVE_PROTOCOL_VERSION. Payloads are typed by the contracts but still parsed with their
 * schemas before use (applyLiveEvent, receiveImportProgress): the server may be of another build.
 */
export function connectLive(token: string, qc: QueryClient, serverUrl?: string): TLiveConnection {
  // WebSocket only: it needs no sticky sessions behind a load balancer of several server processes.
  const auth: TLiveHandshakeAuth = { v: LIVE_PROTOCOL_VERSION };
  const options = { transports: ['websocket'], auth };
  const socket: TLiveClientSocket = serverUrl === undefined ? io(options) : io(serverUrl, options);
  let isClosedByServer = false;
  socket.on('connect', () => {
    socket.emit(LiveClientEvents.userLoggedIn, token, (answer) => {
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
  socket.on('connect_error', () => {
    // Not active: the server's middleware refused the handshake (another protocol version), which
    // Socket.IO does not retry either.
    if (!socket.active) isClosedByServer = true;
    setLiveConnected(false);
  });
  for (const event of Object.values(LiveEvents)) {
    socket.on(event, (routeId) => void applyLiveEvent(qc, event, routeId));
  }
  socket.on(LiveServerEvents.importProgress, (progress) => receiveImportProgress(progress));
  return {
    disconnect() {
      socket.removeAllListeners();
      socket.disconnect();
      setLiveConnected(false);
    },
    isClosedByServer: () => isClosedByServer,
  };
}
