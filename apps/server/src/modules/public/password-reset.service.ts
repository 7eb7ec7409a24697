import {
  isDriverOnly,
  Messages,
  ResetStatus,
  type TForgotPassword,
  type TResetPassword,
  type TResetPasswordAnswer,
  type TSuccessAnswer,
} from '@rp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppDeps } from '../../core/app-deps.js';
import { AppError } from '../../core/errors.js';
import { RateLimits } from '../../core/rate-limits.js';
import { findAccountByEmail } from '../auth/accounts.service.js';
import { setPasswordThroughLink } from './link-password.service.js';
import { issuePasswordLink, resetMail } from './password-links.js';
import { publicRepository } from './public.repository.js';

/** The failed reset answer of the spec: HTTP 400, data.status -1, 'Link is not valid or expired'. */
const resetLinkInvalid = (): AppError =>
  new AppError(400, Messages.resetLinkInvalid, -1, { status: ResetStatus.InvalidLink });

/**
 * Sends a reset link when the e-mail belongs to an account. The caller answers the same either way,
 * and the mail is delivered by a job after the answer, so neither the answer nor its timing tells the
 * two apart.
 */
export async function requestPasswordReset(
  deps: TAppDeps,
  input: TForgotPassword,
  opts: { baseUrl: string; log: FastifyBaseLogger },
): Promise<TSuccessAnswer> {
  const user = await findAccountByEmail(deps.db, input.email);
  if (!user) return { success: true };
  const now = deps.now();
  const { mailsPerAccount } = RateLimits.forgotPassword;
  const recent = await publicRepository.countTokensSince(
    deps.db,
    user.id,
    'reset',
    new Date(now.getTime() - mailsPerAccount.windowMs),
  );
  // Over it, the answer is the same and nothing is sent: a 429 would tell the account exists.
  if (recent >= mailsPerAccount.max) {
    opts.log.warn({ userId: user.id }, 'password reset mail skipped: too many requests this hour');
    return { success: true };
  }
  // The link and its mail job in one transaction: a crash keeps neither or both. Delivery is the
  // job's, after the answer, so the answer's timing does not tell an account from none.
  await deps.db
    .transaction()
    .execute(async (trx) => {
      const { url } = await issuePasswordLink(trx, {
        userId: user.id,
        purpose: 'reset',
        now,
        baseUrl: opts.baseUrl,
      });
      await deps.mailer.send(resetMail({ to: user.email, url }), { db: trx });
    })
    .catch((err: unknown) => opts.log.error({ err, userId: user.id }, 'password reset mail failed'));
  return { success: true };
}

/** The links this call may use; a verification link sets its password on its own page. */
const PASSWORD_PURPOSES = ['reset', 'invite'] as const;

/**
 * Sets the password of the link's user (reset or invitation), uses up the link and every other
 * outstanding one, and ends the user's sessions and their sockets (setPasswordThroughLink). The mailed link proves the
 * address, so the user is verified from then on. A bad link answers resetLinkInvalid.
 */
export async function resetPassword(deps: TAppDeps, input: TResetPassword): Promise<TResetPasswordAnswer> {
  const userId = await setPasswordThroughLink(deps, input, PASSWORD_PURPOSES);
  if (userId === undefined) throw resetLinkInvalid();
  const role = (await publicRepository.roleOfUser(deps.db, userId)) ?? 0;
  // A driver-only member signs in on the driver app, so the page sends them there.
  return { success: true, data: { status: ResetStatus.Ok, is_driver_only: isDriverOnly(role) } };
}
