import type { FastifyError, FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors.js';

/**
 * For routes declared with `attachValidation: true`: answers 400 with the first issue's message
 * exactly as the contracts word it (e.g. 'Invalid phone number', 'Route name cannot be empty'),
 * `err` -1, when the body did not validate.
 */
export function rejectInvalid(req: FastifyRequest): void {
  const error = req.validationError as FastifyError | undefined;
  if (!error) return;
  throw badRequest(error.validation?.[0]?.message ?? error.message, -1);
}
