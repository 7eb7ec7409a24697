import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { TTrustProxy } from '../trust-proxy.js';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's request id may look like: short, and nothing that could forge a log line. */
const USABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's genReqId: the X-Request-Id a trusted proxy sent (so a request can be followed from the
 * proxy's log into ours), otherwise a new UUID. Without TRUST_PROXY, or from an address that is not
 * a trusted proxy, the header is ignored: anyone could otherwise make their lines look like another's.
 */
export function requestIdGenerator(trust: TTrustProxy): (req: IncomingMessage) => string {
  const trusted = trustedPeer(trust);
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && USABLE_ID.test(given) && trusted(req.socket?.remoteAddress))
      return given;
    return randomUUID();
  };
}

function trustedPeer(trust: TTrustProxy): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust > 0;
  const isProxy = proxyAddr.compile(trust);
  return (address) => address !== undefined && isProxy(address, 0);
}

/** Every answer names its request id, so a user's report can be matched with the server's log. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
