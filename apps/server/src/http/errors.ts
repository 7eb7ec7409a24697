import { ServerMessages } from '@rp/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The one application error: an HTTP status, the spec's `err` code and a message for the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly err: number = -1,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (): AppError => new AppError(404, ServerMessages.notFound);
export const forbidden = (): AppError => new AppError(403, ServerMessages.forbidden);
export const badRequest = (message: string = ServerMessages.badRequest, err = -1): AppError =>
  new AppError(400, message, err);

/** Body of every error answer: `success: false`, the spec's `err` and a readable `message`. */
export interface TErrorBody {
  success: false;
  err: number;
  message: string;
  issues?: { path: string; message: string }[];
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ success: false, err: error.err, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const message = first
        ? first.path
          ? `${first.message} (${first.path})`
          : first.message
        : 'Invalid request';
      return reply.code(400).send({ success: false, err: -1, message, issues } satisfies TErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ success: false, err: -1, message: 'Internal server error' });
    }
    return reply.code(status).send({ success: false, err: -1, message: error.message });
  });
}
