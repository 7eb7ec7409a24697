import { ServerMessages, type TErrorAnswer } from '@rp/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, TooManyRequestsError } from '../core/errors.js';
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
