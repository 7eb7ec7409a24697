import {
  EmailVerificationMessages,
  type TAuthAnswer,
  type TResendVerificationAnswer,
  type TVerifyEmail,
  VERIFY_LINKS_PER_HOUR,
} from '@rp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { AppError } from '../../core/errors.js';
import { linksMadeSince, setPasswordThroughLink, usedLinkHolder } from '../public/link-password.service.js';
import { issuePasswordLink, verifyMail } from '../public/password-links.js';
import { authRepository } from './auth.repository.js';
import { startSession } from './session-start.js';

const HOUR_MS = 3600 * 1000;

/** Where the link points (PUBLIC_URL or the listen address, never a request header) and where failures are logged. */
export interface TMailLinkContext {
  baseUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Issues a verification link and records its mail in one transaction (a link exists if and only if
 * its mail will go out); true when both were written (a failure is logged).
 */
export async function mailVerificationLink(
  deps: Pick<TAppDeps, 'db' | 'now' | 'mailer'>,
  user: { id: number; email: string },
  ctx: TMailLinkContext,
): Promise<boolean> {
  try {
    await deps.db.transaction().execute(async (trx) => {
      const { url } = await issuePasswordLink(trx, {
        userId: user.id,
        purpose: 'verify',
        now: deps.now(),
        baseUrl: ctx.baseUrl,
      });
      await deps.mailer.send(verifyMail({ to: user.email, url }), { db: trx });
    });
    return true;
  } catch (err) {
    ctx.log.error({ err, userId: user.id }, 'verification mail failed');
    return false;
  }
}

/**
 * Proves the address of the link's user with the password chosen on the link's page. Following the
 * link proves only that the visitor reads the mailbox, not that they chose the password at sign-up
 * (anyone may sign up with any address): so the visitor sets the password, every other session of the
 * account ends, and the answer is a new session. A link used already answers 400 linkUsed when the
 * address is verified (a second click), an unknown or expired one linkInvalid.
 */
export async function verifyEmail(deps: TAppDeps, input: TVerifyEmail): Promise<TAuthAnswer> {
  const userId = await setPasswordThroughLink(deps, input, ['verify']);
  if (userId === undefined) {
    const used = await usedLinkHolder(deps.db, input.token, 'verify');
    if (used?.email_verified_at) throw new AppError(400, EmailVerificationMessages.linkUsed);
    throw new AppError(400, EmailVerificationMessages.linkInvalid);
  }
  return startSession(deps, await authRepository.findUserById(deps.db, userId));
}

/** Mails the caller a new link: nothing when already verified, 429 past the links allowed per hour. */
export async function resendVerification(
  deps: TAppDeps,
  caller: TAuthContext,
  ctx: TMailLinkContext,
): Promise<TResendVerificationAnswer> {
  if (caller.emailVerified) return { success: true, sent: false, email_verified: true };
  const since = new Date(deps.now().getTime() - HOUR_MS);
  const recent = await linksMadeSince(deps.db, caller.userId, 'verify', since);
  if (recent >= VERIFY_LINKS_PER_HOUR) throw new AppError(429, EmailVerificationMessages.tooManyLinks);
  const sent = await mailVerificationLink(deps, { id: caller.userId, email: caller.email }, ctx);
  if (!sent) throw new AppError(502, EmailVerificationMessages.linkNotSent);
  return { success: true, sent: true, email_verified: false };
}
