import { Api, type TApiCall } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * How much a request body may cost the server before its caller is known. Every call reads at most
 * SMALL_BODY_LIMIT_BYTES; the calls of LARGE_BODY_CALLS read up to BODY_LIMIT_BYTES, and only for a
 * caller their guard has let in (the guard runs when the request arrives, before the body is read:
 * see registerCall). A JSON body nested deeper than MAX_JSON_DEPTH is refused before it is parsed.
 */
export const SMALL_BODY_LIMIT_BYTES = 64 * 1024;

/** No call's body nests deeper than a handful of levels; this leaves room and refuses the absurd. */
export const MAX_JSON_DEPTH = 32;

/**
 * The calls whose bodies are legitimately big, each read up to BODY_LIMIT_BYTES: the spreadsheet
 * import (up to 2,000 rows of 100 cells) with its header row, and a proof picture or signature.
 */
const LARGE_BODY_CALLS: ReadonlySet<TApiCall> = new Set<TApiCall>([
  Api.batchGeocode,
  Api.getImportMapping,
  Api.saveImportMapping,
  Api.saveStopProof,
]);

/**
 * Calls with a limit of their own. Stripe signs its events' bytes and the webhook reads them as bytes
 * (nothing is parsed before the signature is checked); an invoice with many lines passes 64 KB.
 */
const OWN_BODY_LIMITS: ReadonlyMap<TApiCall, number> = new Map<TApiCall, number>([
  [Api.stripeWebhook, 1024 * 1024],
]);

declare module 'fastify' {
  interface FastifyInstance {
    /** BODY_LIMIT_BYTES: the most the calls of LARGE_BODY_CALLS accept (the server's own limit is small). */
    largestBodyBytes: number;
  }
}

/** The server's body limit (for anything not a call, e.g. an unknown path) and the calls' largest. */
export function serverBodyLimit(largestBodyBytes: number): number {
  return Math.min(SMALL_BODY_LIMIT_BYTES, largestBodyBytes);
}

export function declareLargestBodyLimit(app: FastifyInstance, largestBodyBytes: number): void {
  app.decorate('largestBodyBytes', largestBodyBytes);
}

export const acceptsLargeBody = (call: TApiCall): boolean => LARGE_BODY_CALLS.has(call);

/** The most bytes a call's body may have, given BODY_LIMIT_BYTES (the largest any call accepts). */
export function bodyLimitOf(call: TApiCall, app: FastifyInstance): number {
  const largestBodyBytes = app.hasDecorator('largestBodyBytes')
    ? app.largestBodyBytes
    : SMALL_BODY_LIMIT_BYTES;
  const limit = acceptsLargeBody(call)
    ? largestBodyBytes
    : (OWN_BODY_LIMITS.get(call) ?? SMALL_BODY_LIMIT_BYTES);
  return Math.min(limit, largestBodyBytes);
}

/** "64 KB", "5 MB": a limit as the 413's message says it. */
export function bytesInWords(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

export const bodyTooLargeMessage = (limit: number | undefined): string =>
  limit
    ? `The request is too large: this call accepts at most ${bytesInWords(limit)}.`
    : 'The request is too large.';

export const bodyTooDeepMessage = `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of brackets are accepted.`;

/**
 * True when the JSON text opens more than `maxDepth` brackets at once. One pass over the characters
 * (brackets inside strings do not count), far cheaper than parsing, and it stops at the first level
 * too deep; invalid JSON is left to the parser.
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > maxDepth) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

/**
 * Fastify's JSON parser (secure-json-parse, refusing __proto__ and constructor.prototype keys as
 * Fastify does by default) behind the depth check: a deeply nested body is a 400 before any parsing.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      // A plain error with its status: the error handler answers it in the usual shape.
      done(Object.assign(new Error(bodyTooDeepMessage), { statusCode: 400 }), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
