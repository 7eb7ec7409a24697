import {
  Role,
  ServerMessages,
  type TAuthAnswer,
  type TCredentials,
  type TSignup,
  type TSuccessAnswer,
  type TVerifyTokenAnswer,
  tooManyLoginAttemptsMessage,
} from '@rp/contracts';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { AppError, TooManyRequestsError } from '../../core/errors.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { trialEnd } from '../billing/plan.js';
import { remailPendingInvitation, type TPendingInvitee } from '../teams/invitation-remail.service.js';
import { authRepository } from './auth.repository.js';
import { mailVerificationLink, type TMailLinkContext } from './email-verification.service.js';
import { ADDRESS_RULE, FAILURE_WINDOW_MS, PAIR_RULE, waitBeforeNextTry } from './login-throttle.js';
import { hashPassword, needsRehash, type TScryptParams, verifyPassword } from './password.js';
import { assertStrongPassword } from './password-strength.js';
import { startSession } from './session-start.js';
import { hashToken } from './tokens.js';

/** What sign-up, log-in and log-out use of the app's parts (the services' tests build only these). */
export type TAuthDeps = Pick<TAppDeps, 'db' | 'config' | 'now' | 'mailer' | 'live'>;

/** Compared against when the e-mail is unknown, so both paths take the time of one hash (per cost). */
const dummyHashes = new Map<number, Promise<string>>();
export function dummyHash(params: TScryptParams): Promise<string> {
  let hash = dummyHashes.get(params.N);
  if (!hash) {
    hash = hashPassword('not-a-real-password', params);
    dummyHashes.set(params.N, hash);
  }
  return hash;
}

/** The first user of a team plans and drives. */
const FIRST_USER_ROLE = Role.Dispatcher | Role.Driver;

/**
 * Sign-up for an address with a pending invitation: the invitation is mailed again, and the caller
 * answers as for an address with an account. Taking the address over would let anyone who knows of
 * the invitation move the invitee out of the inviting team and break the mailed link. The mail goes
 * out after the answer, so its timing tells nothing either; a failure is logged.
 */
function remailInsteadOfSignup(deps: TAuthDeps, invitee: TPendingInvitee, mailCtx: TMailLinkContext): void {
  remailPendingInvitation(deps, invitee, mailCtx).catch((err: unknown) =>
    mailCtx.log.error({ err, userId: invitee.id }, 'invitation mail after a sign-up failed'),
  );
}

/**
 * Creates a team whose trial starts now, its first user (Dispatcher + Driver, unverified) and a
 * session, then mails the link that verifies the address. The user may plan at once; a failed mail
 * is logged and they can ask for the link again. An address with an account, or with a pending
 * invitation, answers 409 and changes nothing.
 */
export async function signup(
  deps: TAuthDeps,
  input: TSignup,
  mailCtx: TMailLinkContext,
): Promise<TAuthAnswer> {
  const email = input.email.trim();
  const taken = await authRepository.findUserByEmail(deps.db, email);
  if (taken) {
    if (!taken.password_hash) remailInsteadOfSignup(deps, taken, mailCtx);
    throw new AppError(409, ServerMessages.emailTaken);
  }
  assertStrongPassword(input.password, { email });
  const passwordHash = await hashPassword(input.password, deps.config.scrypt);
  const now = deps.now();
  const user = await deps.db
    .transaction()
    .execute((trx) =>
      authRepository.insertTeamWithUser(
        trx,
        { trialEndsAt: trialEnd(now), createdAt: now },
        { email, passwordHash, role: FIRST_USER_ROLE },
      ),
    )
    .catch((error: unknown) => {
      // Two sign-ups racing for one address: the second finds the first's row by its unique index.
      if (isUniqueViolation(error)) throw new AppError(409, ServerMessages.emailTaken);
      throw error;
    });
  await mailVerificationLink(deps, user, mailCtx);
  return startSession(deps, user);
}

/** A throttled log-in: 429 with the seconds to wait, which the route also sends as Retry-After. */
class LoginThrottledError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(tooManyLoginAttemptsMessage(retryAfterSeconds), retryAfterSeconds);
  }
}

async function refuseWhileThrottled(deps: TAuthDeps, email: string, ip: string): Promise<void> {
  const now = deps.now();
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  // One row past the pair's cap is enough to know the cap is reached.
  const pairLimit = PAIR_RULE.free + Math.ceil(Math.log2(PAIR_RULE.maxWaitMs / PAIR_RULE.firstWaitMs)) + 1;
  const [pair, address] = await Promise.all([
    authRepository.pairFailures(deps.db, email, ip, since, pairLimit),
    authRepository.addressFailures(deps.db, ip, since),
  ]);
  const waitMs = Math.max(
    waitBeforeNextTry(pair, PAIR_RULE, now),
    waitBeforeNextTry(address, ADDRESS_RULE, now),
  );
  if (waitMs > 0) throw new LoginThrottledError(Math.ceil(waitMs / 1000));
}

export async function login(deps: TAuthDeps, input: TCredentials, ip: string): Promise<TAuthAnswer> {
  await refuseWhileThrottled(deps, input.email, ip);
  const user = await authRepository.findUserByEmail(deps.db, input.email.trim());
  const params = deps.config.scrypt;
  const stored = user?.password_hash ?? null;
  const matches = await verifyPassword(input.password, stored ?? (await dummyHash(params)));
  // An account without a password (a pending invitation) is compared against the dummy hash for the
  // timing only: typing the dummy's own text must not open it.
  const success = matches && stored !== null;
  await authRepository.recordAttempt(deps.db, { email: input.email, ip, success, at: deps.now() });
  if (!user || stored === null || !matches) throw new AppError(401, ServerMessages.invalidCredentials);
  if (needsRehash(stored, params)) {
    // The password is known only now: the moment to move an old hash to today's parameters.
    await authRepository.setPasswordHash(deps.db, user.id, await hashPassword(input.password, params));
  }
  return startSession(deps, user);
}

/**
 * Ends the session of a bearer token, and its sockets on every process at once; without a token (or
 * with an unknown one) there is nothing to end.
 */
export async function logout(deps: TAuthDeps, token: string | null): Promise<TSuccessAnswer> {
  if (!token) return { success: true };
  const sessionIds = await authRepository.deleteSession(deps.db, hashToken(token));
  if (sessionIds.length) deps.live.endSessions({ sessionIds });
  return { success: true };
}

/** The token checks' answer: who is calling and where their team's plan stands. */
export function verifiedSession(a: TAuthContext): TVerifyTokenAnswer {
  return {
    success: true,
    email: a.email,
    name: a.name,
    team: a.teamName,
    role: a.role,
    is_admin: a.isAdmin,
    email_verified: a.emailVerified,
    plan: a.access.kind,
    is_active: a.access.isActive,
    active_to: a.access.activeTo?.toISOString() ?? null,
    user_data: a.userData,
  };
}
