import type { TRouteHandedOver } from '@rp/contracts';
import { DriverSocketFrames, readDriverSocketFrame } from './handover-frames';

const MAX_RETRY_MS = 30_000;

/**
 * Keeps the driver's live socket open while the app runs, only to hear that a route was handed to
 * someone else. Reconnects after a drop (1 s, 2 s … 30 s; at once when the phone is back online),
 * not after the server refused the session. Answers a function that closes it.
 */
export function listenForHandovers(
  token: string,
  onHandover: (h: TRouteHandedOver) => void,
  onRouteChanged?: () => void,
): () => void {
  let socket: WebSocket | null = null;
  let retryMs = 1000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isOver = false;

  const open = () => {
    clearTimeout(timer);
    if (isOver || socket) return;
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const ws = new WebSocket(`${scheme}://${location.host}/socket.io/?EIO=4&transport=websocket`);
    socket = ws;
    ws.onopen = () => ws.send(DriverSocketFrames.join);
    ws.onmessage = (e) => {
      const frame = readDriverSocketFrame(String(e.data));
      if (frame.kind === 'ping') ws.send(DriverSocketFrames.pong);
      else if (frame.kind === 'joined') {
        retryMs = 1000;
        ws.send(DriverSocketFrames.logIn(token));
      } else if (frame.kind === 'handedOver') onHandover(frame.handover);
      else if (frame.kind === 'routeChanged') onRouteChanged?.();
      else if (frame.kind === 'refused') isOver = true;
    };
    ws.onclose = () => {
      socket = null;
      if (isOver) return;
      timer = setTimeout(open, retryMs);
      retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
    };
  };

  window.addEventListener('online', open);
  open();
  return () => {
    isOver = true;
    clearTimeout(timer);
    window.removeEventListener('online', open);
    socket?.close();
  };
}
