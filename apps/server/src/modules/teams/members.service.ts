import {
  EmailVerificationMessages,
  hasRole,
  MemberErr,
  PlanId,
  Role,
  ServerMessages,
  type TBillingMode,
  TeamMessages,
  type TSaveTeamMember,
  type TSaveTeamMemberAnswer,
  type TTeamAnswer,
  type TTeamMember,
  type TTeamMemberDeleteAnswer,
} from '@rp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { type TTeamAccess, teamAccess } from '../billing/plan.js';
import { inviteMail, issuePasswordLink } from '../public/password-links.js';
import { assertInvitationAllowed, recordInvitation } from './invitation-limits.js';
import { teamsRepository } from './teams.repository.js';

type TMemberRow = Awaited<ReturnType<typeof teamsRepository.listMembers>>[number];

/**
 * A refused member change: the HTTP status, the spec's data.err (MemberErr) and the message to show.
 * The error answer repeats err and message in data, where the spec's web reads them.
 */
export class MemberError extends AppError {
  constructor(statusCode: number, message: string, err: number) {
    super(statusCode, message, err, { err, message });
  }
}

/**
 * plan_id of spec section 3: a paying team's members are Professional (1 when bought through Google
 * Play, else 0 direct); trial, Free and lapsed teams show -1.
 */
function planIdOf(row: TMemberRow, access: TTeamAccess): number {
  if (access.kind !== 'professional') return PlanId.Trial;
  return row.plan_id === PlanId.GooglePlay ? PlanId.GooglePlay : PlanId.Direct;
}

const isoOf = (at: Date | string | null): string | null => (at === null ? null : new Date(at).toISOString());

function toMember(row: TMemberRow, caller: TAuthContext, access: TTeamAccess): TTeamMember {
  return {
    id: row.id,
    user_id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    plan_id: planIdOf(row, access),
    is_current_user: row.id === caller.userId,
    is_current_driver: caller.isDriver,
    invitation_status: row.has_password ? 'active' : 'invited',
    invited_at: isoOf(row.invited_at),
  };
}

/** The caller's team, sorted by e-mail. */
export async function listTeam(deps: TAppDeps, caller: TAuthContext): Promise<TTeamAnswer> {
  const rows = await teamsRepository.listMembers(deps.db, caller.teamId);
  return { success: true, data: { team: rows.map((row) => toMember(row, caller, caller.access)) } };
}

/** Refuses a role change that leaves the team without a dispatcher or over its plan's drivers. */
async function checkRoleChange(
  db: Db,
  teamId: number,
  access: TTeamAccess,
  before: TMemberRow | null,
  role: number,
): Promise<void> {
  const wasDispatcher = before !== null && hasRole(before.role, Role.Dispatcher);
  if (wasDispatcher && !hasRole(role, Role.Dispatcher)) {
    const others = await teamsRepository.countWithRole(db, teamId, Role.Dispatcher, before.id);
    if (others === 0) throw new MemberError(400, TeamMessages.lastDispatcher, MemberErr.LastDispatcher);
  }
  const becomesDriver = hasRole(role, Role.Driver) && (before === null || !hasRole(before.role, Role.Driver));
  if (becomesDriver) {
    const drivers = await teamsRepository.countWithRole(db, teamId, Role.Driver, before?.id ?? null);
    const max = access.limits.maxDrivers;
    if (drivers + 1 > max) throw new MemberError(403, TeamMessages.driverLimit(max), MemberErr.DriverLimit);
  }
}

/** Where the invitation link points and where a failed mail is logged: both come from the request. */
export interface TInviteContext {
  baseUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Adds a member (a user without a password, invited by e-mail to choose one) or edits a member's
 * name and role, in one transaction: a failed invitation mail undoes the member.
 */
export async function saveMember(
  deps: TAppDeps,
  caller: TAuthContext,
  input: TSaveTeamMember,
  invite: TInviteContext,
): Promise<TSaveTeamMemberAnswer> {
  const ctx = {
    caller,
    now: deps.now(),
    mailer: deps.mailer,
    billingMode: deps.config.billingMode,
    ...invite,
  };
  const member = await deps.db.transaction().execute((trx) => saveMemberIn(trx, ctx, input));
  return { success: true, data: { err: MemberErr.Ok, message: '', member } };
}

async function saveMemberIn(
  trx: Db,
  ctx: {
    caller: TAuthContext;
    now: Date;
    mailer: TAppDeps['mailer'];
    billingMode: TBillingMode;
  } & TInviteContext,
  input: TSaveTeamMember,
): Promise<TTeamMember> {
  const { caller, now } = ctx;
  const team = await teamsRepository.lockTeam(trx, caller.teamId);
  const access = teamAccess(team, ctx.billingMode, now);

  if (input.user_id) {
    const before = await teamsRepository.findMember(trx, caller.teamId, input.user_id);
    if (!before) throw new MemberError(404, ServerMessages.notFound, MemberErr.Invalid);
    if (before.email.toLowerCase() !== input.email.toLowerCase()) {
      throw new MemberError(400, TeamMessages.emailNotEditable, MemberErr.EmailNotEditable);
    }
    await checkRoleChange(trx, caller.teamId, access, before, input.role);
    const row = await teamsRepository.updateMember(trx, caller.teamId, before.id, {
      name: input.name,
      role: input.role,
      now,
    });
    return toMember(row, caller, access);
  }

  // Only a proved address may send invitations: else sign-up would be a way to mail anyone.
  if (!caller.emailVerified) {
    throw new MemberError(403, EmailVerificationMessages.verifyBeforeInviting, MemberErr.Invalid);
  }
  const existing = await teamsRepository.findUserByEmail(trx, input.email);
  if (existing?.team_id === caller.teamId) {
    throw new MemberError(409, TeamMessages.memberAlreadyInTeam, MemberErr.AlreadyInTeam);
  }
  // An account elsewhere gets a message that does not say "another team": sign-up answers
  // emailTaken for any existing account by design, so account existence is the only signal left,
  // and the per-team limits (on adds tried, RateLimits.invitations.attemptsPerTeam, and on
  // invitations sent) keep probing for it slow and attributable to the team.
  if (existing) throw new MemberError(409, ServerMessages.memberEmailTaken, MemberErr.EmailTaken);
  await checkRoleChange(trx, caller.teamId, access, null, input.role);
  const invitation = { teamId: caller.teamId, email: input.email, now };
  await assertInvitationAllowed(trx, invitation);
  const row = await teamsRepository
    .insertMember(trx, { teamId: caller.teamId, email: input.email, name: input.name, role: input.role, now })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) {
        throw new MemberError(409, ServerMessages.memberEmailTaken, MemberErr.EmailTaken);
      }
      throw error;
    });
  await recordInvitation(trx, invitation);
  const { url } = await issuePasswordLink(trx, {
    userId: row.id,
    purpose: 'invite',
    now,
    baseUrl: ctx.baseUrl,
  });
  try {
    await ctx.mailer.send(
      inviteMail({ to: row.email, teamName: team.name, invitedBy: caller.name || caller.email, url }),
      { db: trx },
    );
  } catch (err) {
    ctx.log.error({ err, to: row.email }, 'invitation mail failed');
    throw new MemberError(502, TeamMessages.inviteNotSent, MemberErr.InviteNotSent);
  }
  // The invitation just mailed: no password yet.
  return toMember({ ...row, has_password: false, invited_at: now }, caller, access);
}

/** Deletes another member of the caller's team (their sessions and links go with them). */
export async function deleteMember(
  deps: TAppDeps,
  caller: TAuthContext,
  userId: number,
): Promise<TTeamMemberDeleteAnswer> {
  if (userId === caller.userId) {
    throw new MemberError(400, ServerMessages.cannotDeleteSelf, MemberErr.Invalid);
  }
  await deps.db.transaction().execute(async (trx) => {
    await teamsRepository.lockTeam(trx, caller.teamId);
    const deleted = await teamsRepository.deleteMember(trx, caller.teamId, userId);
    if (!deleted) throw new MemberError(404, ServerMessages.notFound, MemberErr.Invalid);
  });
  // Their sessions went with them (the database's cascade): their sockets go now, on every process.
  deps.live.endSessions({ userIds: [userId] });
  return { success: true, data: { err: MemberErr.Ok, message: '', user_id: userId } };
}
