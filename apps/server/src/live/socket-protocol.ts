import { LIVE_PROTOCOL_VERSION, ServerMessages, type TLiveVersionRefusal } from '@rp/contracts';

/**
 * The version a client that announces none is taken to speak: every client from before the version
 * was announced (an open tab, a cached app, the browser tests' harness) speaks version 1. While
 * LIVE_PROTOCOL_VERSION is 1 they are accepted; once it is raised they are refused like any
 * other older client, which is what they then are.
 */
const UNANNOUNCED_VERSION = 1;

/** The Error handed to Socket.IO's middleware `next`: the client gets it as connect_error. */
export type TProtocolRefusal = Error & { data: TLiveVersionRefusal };

/** The protocol version a handshake's `auth` announces (`{ v }`), or UNANNOUNCED_VERSION. */
function announcedVersion(auth: unknown): unknown {
  if (typeof auth !== 'object' || auth === null || !('v' in auth)) return UNANNOUNCED_VERSION;
  return auth.v;
}

/**
 * Why a handshake is refused for the protocol it speaks, or null when the server speaks it. A
 * middleware refusal is not retried by the client library, so an old client stops at the message.
 */
export function protocolRefusal(auth: unknown): TProtocolRefusal | null {
  if (announcedVersion(auth) === LIVE_PROTOCOL_VERSION) return null;
  return Object.assign(new Error(ServerMessages.liveProtocolOutdated), {
    data: { serverVersion: LIVE_PROTOCOL_VERSION },
  });
}
