import { tooManyRequestsMessage } from '@rp/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { TooManyRequestsError } from '../core/errors.js';
import type { TRateRule } from '../core/rate-limits.js';

/** A route's per-address limit as @fastify/rate-limit's route config (it runs before the body is read). */
export const perAddressConfig = (rule: TRateRule) => ({
  rateLimit: { max: rule.max, timeWindow: rule.windowMs },
});

/**
 * A preHandler that counts the request against `rule` under the target `targetOf` picks from the
 * validated request (its body's e-mail, say) and answers 429 with Retry-After once over it; a
 * request whose target is null is not counted.
 * `name` keeps each limit's keys apart: with Redis every limiter shares one key space.
 */
export function limitPerTarget<R extends FastifyRequest>(
  app: FastifyInstance,
  name: string,
  rule: TRateRule,
  targetOf: (req: R) => string | null,
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: (req) => `${name}:${targetOf(req as R)}`,
  });
  return async (req) => {
    if (targetOf(req as R) === null) return;
    const limit = await check(req);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new TooManyRequestsError(tooManyRequestsMessage(limit.ttlInSeconds), limit.ttlInSeconds);
    }
  };
}
