import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * An answer encoded once and sent many times: the value, checked and encoded by its answer schema
 * (as the route's serializer would on every send) into UTF-8 JSON, and an entity tag of it.
 * The value is frozen: what was checked is what is sent. Bytes, not a string: turning a large
 * string into bytes on every send costs more than the rest of a cached read.
 */
export interface TEncodedAnswer<T> {
  readonly value: T;
  readonly body: Buffer;
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
  const body = Buffer.from(JSON.stringify(z.encode(schema, value)));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { value: deepFreeze(value), body, etag };
}
