import {
  MemberErr,
  ZSavePreferencesSchema,
  ZSaveTeamMemberSchema,
  ZSaveTeamPreferencesSchema,
  ZTeamMemberDeleteSchema,
} from '@rp/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app-deps.js';
import { authOf, requireAuth } from '../../http/auth-context.js';
import { publicBaseUrl } from '../public/password-links.js';
import { deleteMember, listTeam, MemberError, saveMember } from './members.service.js';
import {
  getPreferences,
  savePreferences,
  saveTeamPreferences,
  toTeamPreferences,
} from './preferences.service.js';
import { teamsRepository } from './teams.repository.js';

/** A refused member change answers in the spec's shape: data.err below 0 and data.message. */
async function memberCall<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof MemberError)) throw error;
    return reply.code(error.statusCode).send({
      success: false,
      err: error.err,
      message: error.message,
      data: { err: error.err, message: error.message },
    });
  }
}

/** Personal and team preferences, and the team's members (spec section 7). */
export function teamsRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireAuth(deps, { role: 'member' });
  /** The personal profile stays reachable for a lapsed team, like the subscription page. */
  const profile = requireAuth(deps, { role: 'member', allowLapsed: true });
  const dispatcher = requireAuth(deps, { role: 'dispatcher' });

  r.get('/preferences/', { schema: { tags: ['preferences'] }, preHandler: profile }, async (req) => ({
    success: true,
    data: { preferences: await getPreferences(deps.db, authOf(req)) },
  }));

  r.post(
    '/save_preferences/',
    { schema: { tags: ['preferences'], body: ZSavePreferencesSchema }, preHandler: profile },
    async (req) => ({
      success: true,
      data: { preferences: await savePreferences(deps.db, authOf(req), req.body, deps.now()) },
    }),
  );

  r.get('/team_preferences/', { schema: { tags: ['preferences'] }, preHandler: member }, async (req) => ({
    success: true,
    data: toTeamPreferences(await teamsRepository.findTeam(deps.db, authOf(req).teamId)),
  }));

  r.post(
    '/save_teampreferences/',
    { schema: { tags: ['preferences'], body: ZSaveTeamPreferencesSchema }, preHandler: dispatcher },
    async (req) => {
      const teamId = authOf(req).teamId;
      const data = await deps.db.transaction().execute((trx) => saveTeamPreferences(trx, teamId, req.body));
      return { success: true, data };
    },
  );

  r.get('/team/', { schema: { tags: ['team'] }, preHandler: member }, async (req) => ({
    success: true,
    data: { team: await listTeam(deps.db, authOf(req)) },
  }));

  r.post(
    '/save_teammember/',
    { schema: { tags: ['team'], body: ZSaveTeamMemberSchema }, preHandler: dispatcher },
    async (req, reply) =>
      memberCall(reply, async () => {
        const ctx = {
          caller: authOf(req),
          now: deps.now(),
          mailer: deps.mailer,
          baseUrl: publicBaseUrl(deps.config, req),
          log: req.log,
        };
        const saved = await deps.db.transaction().execute((trx) => saveMember(trx, ctx, req.body));
        return { success: true, data: { err: MemberErr.Ok, message: '', member: saved } };
      }),
  );

  r.post(
    '/teammember_delete/',
    { schema: { tags: ['team'], body: ZTeamMemberDeleteSchema }, preHandler: dispatcher },
    async (req, reply) =>
      memberCall(reply, async () => {
        const caller = authOf(req);
        await deps.db.transaction().execute((trx) => deleteMember(trx, caller, req.body.user_id));
        return { success: true, data: { err: MemberErr.Ok, message: '', user_id: req.body.user_id } };
      }),
  );
}
