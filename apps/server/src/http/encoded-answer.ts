import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler } from 'fastify';
import type { TEncodedAnswer } from '../core/encoded-answer.js';

/** True when an If-None-Match header names this entity tag (or `*`); weak tags compare weakly. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** The bytes each reply of sendEncoded sends, put in by the route's onSend hook below. */
const encodedBodies = new WeakMap<FastifyReply, Buffer>();
const noBody = Buffer.alloc(0);

/**
 * Sends an encoded answer as it is, with its entity tag; 304 without a body when the client
 * already holds it (Cache-Control is private, no-store as for every private answer: see
 * security-headers.ts; a client that keeps the answer itself may still ask with If-None-Match). Returns the value so a typed handler can return it; the route must have
 * `onSend: sendEncodedBody`, which sends the bytes checked when the answer was encoded in place of
 * encoding the value again (the reply's serializer only answers an empty placeholder).
 */
export function sendEncoded<T>(req: FastifyRequest, reply: FastifyReply, answer: TEncodedAnswer<T>): T {
  reply.header('etag', answer.etag);
  reply.type('application/json; charset=utf-8');
  const notModified = matchesEtag(req.headers['if-none-match'], answer.etag);
  if (notModified) reply.code(304);
  encodedBodies.set(reply, notModified ? noBody : answer.body);
  reply.serializer(() => '');
  return answer.value;
}

/** onSend hook of a route answered with sendEncoded: its encoded bytes replace the placeholder. */
export const sendEncodedBody: onSendAsyncHookHandler = async (_req, reply, payload) =>
  encodedBodies.get(reply) ?? payload;
