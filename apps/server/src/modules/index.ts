import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../core/app-deps.js';
import { adminRoutes } from './admin/admin.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { billingRoutes } from './billing/billing.routes.js';
import { driversRoutes } from './drivers/drivers.routes.js';
import { geoRoutes } from './geo/geo.routes.js';
import { optimiseRoutes } from './optimise/optimise.routes.js';
import { publicRoutes } from './public/public.routes.js';
import { reportRoutes } from './report/report.routes.js';
import { routesRoutes } from './routes/routes.routes.js';
import { stopsRoutes } from './stops/stops.routes.js';
import { teamsRoutes } from './teams/teams.routes.js';
import { workdayRoutes } from './workday/workday.routes.js';

/** Every product area's API routes, mounted under /api. */
export function registerApiModules(api: FastifyInstance, deps: TAppDeps): void {
  authRoutes(api, deps);
  teamsRoutes(api, deps);
  billingRoutes(api, deps);
  publicRoutes(api, deps);
  geoRoutes(api, deps);
  routesRoutes(api, deps);
  stopsRoutes(api, deps);
  reportRoutes(api, deps);
  optimiseRoutes(api, deps);
  driversRoutes(api, deps);
  adminRoutes(api, deps);
  workdayRoutes(api, deps);
}
