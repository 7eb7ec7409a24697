import { ZCredentialsSchema, ZSignupSchema } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app-deps.js';
import { authOf, bearerToken, requireAuth } from '../../http/auth-context.js';
import { authRepository } from './auth.repository.js';
import { login, signup } from './auth.service.js';
import { hashToken } from './tokens.js';

/** Sign-up, log-in, log-out and the three token checks of spec section 7. */
export function authRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.post('/a/signup/', { schema: { tags, body: ZSignupSchema } }, async (req) => signup(deps, req.body));

  r.post(
    '/a/login/',
    {
      schema: { tags, body: ZCredentialsSchema },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req) => login(deps, req.body, req.ip),
  );

  r.post('/a/logout/', { schema: { tags } }, async (req) => {
    const token = bearerToken(req);
    if (token) await authRepository.deleteSession(deps.db, hashToken(token));
    return { success: true };
  });

  const verifyAnswer = (req: Parameters<typeof authOf>[0]) => {
    const a = authOf(req);
    return {
      success: true,
      email: a.email,
      name: a.name,
      team: a.teamName,
      role: a.role,
      is_admin: a.isAdmin,
      plan: a.access.kind,
      is_active: a.access.isActive,
      active_to: a.access.activeTo?.toISOString() ?? null,
      user_data: a.userData,
    };
  };

  r.post('/verify-token/', { schema: { tags }, preHandler: requireAuth(deps) }, async (req) =>
    verifyAnswer(req),
  );
  r.post(
    '/verify-token2/',
    { schema: { tags }, preHandler: requireAuth(deps, { admin: true }) },
    async (req) => verifyAnswer(req),
  );
  r.post(
    '/verify-token3/',
    { schema: { tags }, preHandler: requireAuth(deps, { allowLapsed: true }) },
    async (req) => verifyAnswer(req),
  );
}
