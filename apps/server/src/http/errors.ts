import { ServerMessages, type TErrorAnswer } from '@rp/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { bodyTooLargeMessage } from './body-limits.js';

/**
 * The one application error: an HTTP status, the spec's `err` code, a message for the user and, for
 * the calls whose spec reads it there, the answer's `data`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly err: number = -1,
    readonly data?: TErrorAnswer['data'],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A 429: the message says when to try again and the answer carries the same as Retry-After. */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export const notFound = (): AppError => new AppError(404, ServerMessages.notFound);
export const forbidden = (): AppError => new AppError(403, ServerMessages.forbidden);
export const badRequest = (message: string = ServerMessages.badRequest, err = -1): AppError =>
  new AppError(400, message, err);

/** The answer to a request body, query or path that did not validate: the first issue's message word for word. */
function invalidRequestAnswer(validation: { instancePath: string; message?: string }[]): TErrorAnswer {
  const issues = validation.map((v) => ({
    path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: v.message ?? ServerMessages.badRequest,
  }));
  return { success: false, err: -1, message: issues[0]?.message ?? ServerMessages.badRequest, issues };
}

/** Every error answer has the contracts' error shape (ZErrorAnswerSchema). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      const answer: TErrorAnswer = { success: false, err: error.err, message: error.message };
      if (error.data) answer.data = error.data;
      return reply.code(error.statusCode).send(answer);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(invalidRequestAnswer(error.validation));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ success: false, err: -1, message: 'Internal server error' });
    }
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? bodyTooLargeMessage(request.routeOptions.bodyLimit)
        : error.message;
    return reply.code(status).send({ success: false, err: -1, message });
  });
}
