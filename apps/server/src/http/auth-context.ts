import { ServerMessages } from '@rp/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TAppDeps } from '../core/app-deps.js';
import { guardRefusal, type TAuthContext, type TGuardOptions } from '../core/auth-context.js';
import { AppError } from '../core/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: TAuthContext | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
}

/** A hook that lets in the caller of a live session, or refuses them (401, 402, 403). */
export type TAuthGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The hooks requireAuth made: registerCall runs them before the body is read (a preParsing hook). */
const authGuards = new WeakSet<TAuthGuard>();

export const isAuthGuard = (hook: unknown): hook is TAuthGuard =>
  typeof hook === 'function' && authGuards.has(hook as TAuthGuard);

/**
 * A guard that answers 401 without a live session, 402 for a lapsed team, 403 for a missing role.
 * Given as a call's preHandler, registerCall runs it before the body is read: a caller who may not
 * make the call is refused before a byte of the body is read or parsed.
 */
export function requireAuth(deps: Pick<TAppDeps, 'sessions'>, opts: TGuardOptions = {}): TAuthGuard {
  const guard: TAuthGuard = async (request) => {
    let auth = await deps.sessions.callerOfToken(bearerToken(request));
    if (auth?.subscriptionToRefresh) auth = await deps.sessions.refreshLapsed(auth, request.log);
    const refusal = guardRefusal(auth, opts);
    if (refusal) throw refusal;
    request.auth = auth;
  };
  authGuards.add(guard);
  return guard;
}

/** The caller of a guarded handler (the guard has run, so it is set). */
export function authOf(request: FastifyRequest): TAuthContext {
  if (!request.auth) throw new AppError(401, ServerMessages.unauthorized);
  return request.auth;
}
