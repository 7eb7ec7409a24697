import {
  LIVE_PROTOCOL_VERSION,
  LiveClientEvents,
  LiveEvents,
  LiveServerEvents,
  type TRouteHandedOver,
} from '@rp/contracts';

/**
 * The few frames of the live socket's wire format (Engine.IO 4 / Socket.IO 5) the driver app
 * needs: join, log in, answer the server's ping, hear a hand-over or a refusal. The planner's
 * socket.io-client would not fit the driver page's size budget, and the phone listens to one event.
 */
export const DriverSocketFrames = {
  /** Join the default namespace, announcing the protocol version (TLiveHandshakeAuth). */
  join: `40${JSON.stringify({ v: LIVE_PROTOCOL_VERSION })}`,
  logIn: (token: string): string => `42${JSON.stringify([LiveClientEvents.userLoggedIn, token])}`,
  pong: '3',
} as const;

/** What one frame from the server means to the driver app. */
export type TDriverSocketFrame =
  | { kind: 'ping' }
  | { kind: 'joined' }
  | { kind: 'handedOver'; handover: TRouteHandedOver }
  /** The dispatcher changed a driver route (re-planned, a stop edited): read the routes again. */
  | { kind: 'routeChanged' }
  /** The server refused the socket or closed the namespace: do not reconnect with this session. */
  | { kind: 'refused' }
  | { kind: 'other' };

const isHandover = (v: unknown): v is TRouteHandedOver => {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.route_id === 'number' && typeof o.vehicle_route_id === 'number' && typeof o.to_name === 'string'
  );
};

function eventOf(payload: string): TDriverSocketFrame {
  let data: unknown;
  try {
    data = JSON.parse(payload);
  } catch {
    return { kind: 'other' };
  }
  if (!Array.isArray(data)) return { kind: 'other' };
  const [name, body] = data as [unknown, unknown];
  if (name === LiveServerEvents.loginRefused) return { kind: 'refused' };
  if (name === LiveServerEvents.routeHandedOver && isHandover(body))
    return { kind: 'handedOver', handover: body };
  if (name === LiveEvents.driverRouteChanged) return { kind: 'routeChanged' };
  return { kind: 'other' };
}

/** Reads one text frame (an Engine.IO packet; its message packets carry a Socket.IO packet). */
export function readDriverSocketFrame(frame: string): TDriverSocketFrame {
  if (frame === '2') return { kind: 'ping' };
  if (frame.startsWith('40')) return { kind: 'joined' };
  if (frame.startsWith('41') || frame.startsWith('44')) return { kind: 'refused' };
  if (frame.startsWith('42')) return eventOf(frame.slice(2));
  return { kind: 'other' };
}
