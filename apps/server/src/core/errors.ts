import { ServerMessages, type TErrorAnswer } from '@rp/contracts';

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
