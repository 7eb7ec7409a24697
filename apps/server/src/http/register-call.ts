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

/** A request of one call, its parts as the call's schemas parsed them. */
export interface TCallRequest<C extends TApiCall> extends FastifyRequest {
  body: TCallParsed<C, 'body'>;
  params: TCallParsed<C, 'params'>;
  query: TCallParsed<C, 'query'>;
}

export interface TCallRoute<C extends TApiCall> {
  /** The guard: requireAuth(deps, …) for every call that needs a caller (first), then any per-target limit. */
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

/**
 * Registers one call of the contracts' table: its path and method, its request schemas (a body that
 * does not validate is answered 400 by the error handler) and its answer schemas (the server checks
 * what it sends; the OpenAPI page shows them).
 */
export function registerCall<C extends TApiCall>(app: FastifyInstance, call: C, route: TCallRoute<C>): void {
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
      response: { 200: okAnswerOf(call), '4xx': ZErrorAnswerSchema, '5xx': ZErrorAnswerSchema },
    },
    preHandler: route.preHandler,
    config: route.config,
    ...(route.onSend ? { onSend: route.onSend } : {}),
    // The schemas above validated the request, so its parts have the parsed types.
    handler: (req, reply) => route.handler(req as TCallRequest<C>, reply),
  });
}
