import type { IncomingMessage } from 'node:http';

/** What the limit needs of an engine.io connection (the transport under a Socket.IO socket). */
export interface TEngineConnection {
  request: IncomingMessage;
  close(): void;
  once(event: 'close', listener: () => void): unknown;
}

/**
 * Open connections per client address, in this process. Counted at the engine.io level, the real
 * cost (a connection that never joins the namespace or logs in holds as much as one that does).
 */
export function addressConnectionLimit(max: number, addressOf: (request: IncomingMessage) => string) {
  const open = new Map<string, number>();
  const countOf = (address: string) => open.get(address) ?? 0;
  return {
    /** For engine.io's allowRequest: a handshake from an address at the limit is answered 403 at once. */
    isFull: (request: IncomingMessage): boolean => countOf(addressOf(request)) >= max,
    /**
     * Counts a connection the engine has opened until it closes; one over the limit (handshakes
     * that passed isFull at the same moment) is closed instead.
     */
    admit(connection: TEngineConnection): void {
      const address = addressOf(connection.request);
      if (countOf(address) >= max) {
        connection.close();
        return;
      }
      open.set(address, countOf(address) + 1);
      connection.once('close', () => {
        const left = countOf(address) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    },
  };
}
