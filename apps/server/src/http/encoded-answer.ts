import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * An answer encoded once and sent many times: the value, checked and encoded by its answer schema
 * (as the route's serializer would on every send) into JSON, and an entity tag of that JSON.
 * The value is frozen: what was checked is what is sent.
 */
export interface TEncodedAnswer<T> {
  readonly value: T;
  readonly json: string;
  readonly etag: string;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** Checks the value against the answer schema and encodes it; throws when it does not match. */
export function encodeAnswer<S extends z.ZodType>(
  schema: S,
  value: z.output<S>,
): TEncodedAnswer<z.output<S>> {
  const json = JSON.stringify(z.encode(schema, value));
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  return { value: deepFreeze(value), json, etag };
}

/** True when an If-None-Match header names this entity tag (or `*`); weak tags compare weakly. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * Sends an encoded answer as it is, with its entity tag; 304 without a body when the client
 * already holds it. Returns the value so a typed handler can return it: the reply's own
 * serializer sends the JSON checked when the answer was encoded instead of encoding it again.
 */
export function sendEncoded<T>(req: FastifyRequest, reply: FastifyReply, answer: TEncodedAnswer<T>): T {
  reply.header('etag', answer.etag);
  // Private: answers depend on who asks; no-cache: a cache must revalidate (cheap, 304) each time.
  reply.header('cache-control', 'private, no-cache');
  reply.type('application/json; charset=utf-8');
  if (matchesEtag(req.headers['if-none-match'], answer.etag)) {
    reply.code(304);
    reply.serializer(() => '');
  } else {
    reply.serializer(() => answer.json);
  }
  return answer.value;
}
