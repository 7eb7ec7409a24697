import { ServerMessages, type TAuthResponse, type TCredentials, type TUserData } from '@rp/contracts';
import type { TAppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { trialEnd } from '../billing/plan.js';
import { authRepository } from './auth.repository.js';
import { hashPassword, verifyPassword } from './password.js';
import { newToken } from './tokens.js';

const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_EMAIL = 10;
const MAX_FAILURES_PER_IP = 50;
/** Compared against when the e-mail is unknown, so both paths take the time of one hash. */
const DUMMY_HASH_PROMISE = hashPassword('not-a-real-password');

async function userDataOf(db: Db, teamId: number): Promise<TUserData> {
  const t = await db
    .selectFrom('teams')
    .select(['country_code', 'distance_unit', 'latitude', 'longitude', 'start_lat', 'start_lng'])
    .where('id', '=', teamId)
    .executeTakeFirstOrThrow();
  return {
    countryCode: t.country_code,
    distanceUnit: t.distance_unit,
    latitude: t.latitude ?? t.start_lat ?? 0,
    longitude: t.longitude ?? t.start_lng ?? 0,
  };
}

export async function startSession(
  deps: TAppDeps,
  user: { id: number; team_id: number; email: string; is_admin: boolean },
) {
  const { token, hash } = newToken();
  await authRepository.createSession(
    deps.db,
    user.id,
    hash,
    new Date(deps.now().getTime() + deps.config.sessionTtlMs),
  );
  const team = await deps.db
    .selectFrom('teams')
    .select('name')
    .where('id', '=', user.team_id)
    .executeTakeFirstOrThrow();
  return {
    success: true as const,
    email: user.email,
    team: team.name,
    token,
    user_data: await userDataOf(deps.db, user.team_id),
    is_admin: user.is_admin,
  };
}

/** Creates a team whose trial starts now, its first user (Dispatcher + Driver), and a session. */
export async function signup(deps: TAppDeps, input: TCredentials): Promise<TAuthResponse> {
  const email = input.email.trim();
  if (await authRepository.findUserByEmail(deps.db, email)) {
    throw new AppError(409, ServerMessages.emailTaken);
  }
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  const isAdmin = deps.config.adminEmails.includes(email.toLowerCase());
  const user = await deps.db.transaction().execute(async (trx) => {
    const team = await trx
      .insertInto('teams')
      .values({ name: '', trial_ends_at: trialEnd(now), created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return trx
      .insertInto('users')
      .values({ team_id: team.id, email, password_hash: passwordHash, role: 3, is_admin: isAdmin })
      .returning(['id', 'team_id', 'email', 'is_admin'])
      .executeTakeFirstOrThrow();
  });
  return startSession(deps, user);
}

export async function login(deps: TAppDeps, input: TCredentials, ip: string): Promise<TAuthResponse> {
  const since = new Date(deps.now().getTime() - ATTEMPT_WINDOW_MS);
  const failures = await authRepository.countFailures(deps.db, input.email, ip, since);
  if (failures.byEmail >= MAX_FAILURES_PER_EMAIL || failures.byIp >= MAX_FAILURES_PER_IP) {
    throw new AppError(429, ServerMessages.tooManyAttempts);
  }
  const user = await authRepository.findUserByEmail(deps.db, input.email.trim());
  const ok = await verifyPassword(input.password, user?.password_hash ?? (await DUMMY_HASH_PROMISE));
  await authRepository.recordAttempt(deps.db, input.email, ip, ok && !!user);
  if (!user || !ok) throw new AppError(401, ServerMessages.invalidCredentials);
  const isAdmin = user.is_admin || deps.config.adminEmails.includes(user.email.toLowerCase());
  return startSession(deps, { ...user, is_admin: isAdmin });
}
