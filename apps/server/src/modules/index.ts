import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../app-deps.js';
import { authRoutes } from './auth/auth.routes.js';

/** Every product area's API routes, mounted under /api. */
export function registerApiModules(api: FastifyInstance, deps: TAppDeps): void {
  authRoutes(api, deps);
}
