import { ServerMessages, type TErrorAnswer } from '@rp/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, TooManyRequestsError } from '../core/errors.js';
import { isDatabaseUnreachable } from '../db/connection-errors.js';
import { bodyTooLargeMessage } from './body-limits.js';

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
    if (isDatabaseUnreachable(error)) return replyDatabaseUnavailable(request, reply, error);
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

/** Seconds a client is told to wait before trying again while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 2;

/** A 503 with the contracts' message: the database is restarting or failing over, not a bug. */
function replyDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply, error: Error) {
  request.log.warn({ err: error }, 'database unreachable');
  return reply
    .code(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .send({ success: false, err: -1, message: ServerMessages.databaseUnavailable });
}
