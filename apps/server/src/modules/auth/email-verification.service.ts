import {
  EmailVerificationMessages,
  type TResendVerificationAnswer,
  type TVerifyEmail,
  type TVerifyEmailAnswer,
  VERIFY_LINKS_PER_HOUR,
} from '@rp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppDeps } from '../../app-deps.js';
import type { TAuthContext } from '../../http/auth-context.js';
import { AppError } from '../../http/errors.js';
import { issuePasswordLink, verifyMail } from '../public/password-links.js';
import { publicRepository } from '../public/public.repository.js';
import { authRepository } from './auth.repository.js';
import { hashToken } from './tokens.js';

const HOUR_MS = 3600 * 1000;

/** Where the link points (PUBLIC_URL or the listen address, never a request header) and where failures are logged. */
export interface TMailLinkContext {
  baseUrl: string;
  log: FastifyBaseLogger;
}

/** Issues a verification link and mails it; true when the mail went out (a failure is logged). */
export async function mailVerificationLink(
  deps: TAppDeps,
  user: { id: number; email: string },
  ctx: TMailLinkContext,
): Promise<boolean> {
  const { url } = await issuePasswordLink(deps.db, {
    userId: user.id,
    purpose: 'verify',
    now: deps.now(),
    baseUrl: ctx.baseUrl,
  });
  try {
    await deps.mailer.send(verifyMail({ to: user.email, url }));
    return true;
  } catch (err) {
    ctx.log.error({ err, userId: user.id }, 'verification mail failed');
    return false;
  }
}

/**
 * Proves the address of the link's user and uses the link up. The same link again (a double click)
 * answers already_verified; an unknown or expired one answers 400.
 */
export async function verifyEmail(deps: TAppDeps, input: TVerifyEmail): Promise<TVerifyEmailAnswer> {
  const tokenHash = hashToken(input.token);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const token = await publicRepository.consumeToken(trx, tokenHash, ['verify'], now);
    if (token) {
      const marked = await authRepository.markEmailVerified(trx, token.user_id, now);
      return { success: true, email_verified: true, already_verified: !marked };
    }
    const used = await publicRepository.findUsedTokenUser(trx, tokenHash, 'verify');
    if (used?.email_verified_at) return { success: true, email_verified: true, already_verified: true };
    throw new AppError(400, EmailVerificationMessages.linkInvalid);
  });
}

/** Mails the caller a new link: nothing when already verified, 429 past the links allowed per hour. */
export async function resendVerification(
  deps: TAppDeps,
  caller: TAuthContext,
  ctx: TMailLinkContext,
): Promise<TResendVerificationAnswer> {
  if (caller.emailVerified) return { success: true, sent: false, email_verified: true };
  const since = new Date(deps.now().getTime() - HOUR_MS);
  const recent = await publicRepository.countTokensSince(deps.db, caller.userId, 'verify', since);
  if (recent >= VERIFY_LINKS_PER_HOUR) throw new AppError(429, EmailVerificationMessages.tooManyLinks);
  const sent = await mailVerificationLink(deps, { id: caller.userId, email: caller.email }, ctx);
  if (!sent) throw new AppError(502, EmailVerificationMessages.linkNotSent);
  return { success: true, sent: true, email_verified: false };
}
