import {
  fastifyPath,
  type TApiCall,
  type TCallAnswer,
  type TCallParsed,
  ZErrorAnswerSchema,
} from '@rp/contracts';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { isAuthGuard } from './auth-context.js';
import { acceptsLargeBody, bodyLimitOf } from './body-limits.js';

/** A request of one call, its parts as the call's schemas parsed them. */
export interface TCallRequest<C extends TApiCall> extends FastifyRequest {
  body: TCallParsed<C, 'body'>;
  params: TCallParsed<C, 'params'>;
  query: TCallParsed<C, 'query'>;
}

export interface TCallRoute<C extends TApiCall> {
  /**
   * The guard: requireAuth(deps, …) for every call that needs a caller, then any per-target limit.
   * The guard runs as a preParsing hook: after the request arrives and a per-address limit has counted
   * it, before its body is read; the others
   * run once the body is parsed and validated.
   */
  preHandler?: preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[];
  /** Route config, e.g. a stricter rate limit. */
  config?: FastifyContextConfig;
  /** An onSend hook, e.g. sendEncodedBody for an answer encoded once (http/encoded-answer.ts). */
  onSend?: onSendAsyncHookHandler;
  /** HTTP only: read the request, call the service, return its answer. */
  handler: (req: TCallRequest<C>, reply: FastifyReply) => Promise<TCallAnswer<C>>;
}

/**
 * The 200 answer's schema: the JSON answer itself, or for a file call its media type with the bytes'
 * description (the handler sends a Buffer, which Fastify passes through without serialising).
 */
const okAnswerOf = (call: TApiCall) =>
  call.answerMediaType
    ? { description: call.summary, content: { [call.answerMediaType]: { schema: call.answer } } }
    : call.answer;

/** The route's hooks: requireAuth's guards, run before the body is read, and the rest. */
function splitGuards(preHandler: TCallRoute<TApiCall>['preHandler']) {
  const hooks = preHandler === undefined ? [] : Array.isArray(preHandler) ? preHandler : [preHandler];
  return { guards: hooks.filter(isAuthGuard), others: hooks.filter((hook) => !isAuthGuard(hook)) };
}

/**
 * Registers one call of the contracts' table: its path and method, its request schemas (a body that
 * does not validate is answered 400 by the error handler) and its answer schemas (the server checks
 * what it sends; the OpenAPI page shows them). Its body limit comes from http/body-limits.ts; the
 * largest (BODY_LIMIT_BYTES) only for a guarded call.
 */
export function registerCall<C extends TApiCall>(app: FastifyInstance, call: C, route: TCallRoute<C>): void {
  const { guards, others } = splitGuards(route.preHandler);
  if (acceptsLargeBody(call) && guards.length === 0) {
    throw new Error(`${call.method} ${call.path} accepts a large body, so it must be guarded by requireAuth`);
  }
  app.route({
    method: call.method,
    url: fastifyPath(call.path),
    schema: {
      tags: [call.tag],
      summary: call.summary,
      // Only the parts the call has: Fastify warns about parts present but undefined.
      ...(call.description && { description: call.description }),
      ...(call.params && { params: call.params }),
      ...(call.query && { querystring: call.query }),
      ...(call.body && { body: call.body }),
      response: {
        [call.answerStatus ?? 200]: okAnswerOf(call),
        '4xx': ZErrorAnswerSchema,
        '5xx': ZErrorAnswerSchema,
      },
    },
    bodyLimit: bodyLimitOf(call, app),
    ...(guards.length > 0 && { preParsing: guards }),
    ...(others.length > 0 && { preHandler: others }),
    config: route.config,
    ...(route.onSend ? { onSend: route.onSend } : {}),
    // The schemas above validated the request, so its parts have the parsed types.
    handler: (req, reply) => {
      if (call.answerStatus) reply.code(call.answerStatus);
      return route.handler(req as TCallRequest<C>, reply);
    },
  });
}
