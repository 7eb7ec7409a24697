import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Api, tooManyRequestsMessage } from '@rp/contracts';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TAppDeps } from './core/app-deps.js';
import { TooManyRequestsError } from './core/errors.js';
import { createAppDeps, type TAppDepsOptions } from './create-app-deps.js';
import type { TDbStats } from './db/database.js';
import { healthRepository } from './db/health.repository.js';
import { declareLargestBodyLimit, registerJsonBodyParser, serverBodyLimit } from './http/body-limits.js';
import { registerErrorHandler } from './http/errors.js';
import { MAP_FILES_PREFIX, registerMapFiles } from './http/map-files.js';
import { rateLimitRedis } from './http/rate-limit-redis.js';
import { registerCall } from './http/register-call.js';
import { helmetOptions, registerSecurityHeaders } from './http/security-headers.js';
import { webAppCacheHeaders } from './http/web-app-caching.js';
import { attachLiveSocket, type LiveSocket } from './live/socket-server.js';
import { registerApiModules } from './modules/index.js';
import { addDatabaseMetrics } from './ops/db-metrics.js';
import { registerHealthChecks } from './ops/health-routes.js';
import { addLiveMetrics } from './ops/live-metrics.js';
import { registerMetricsRoute } from './ops/metrics-endpoint.js';
import { createMetrics } from './ops/metrics-registry.js';
import { echoRequestId, requestIdGenerator } from './ops/request-id.js';
import { registerRequestMetrics } from './ops/request-metrics.js';
import { fastifyTrustProxy } from './trust-proxy.js';

/** The app's parts as createAppDeps takes them (its logger and job-taking come from the app), and the HTTP options. */
export interface TBuildAppOptions extends Omit<TAppDepsOptions, 'log' | 'takesJobs'> {
  /** Sees every route as it is registered (tests list them). */
  onRoute?: (route: RouteOptions) => void;
  /** pino options or false; tests pass false. */
  logger?: boolean | object;
  /** The database connections' use, for the metrics (main.ts passes its handle's). */
  dbStats?: () => TDbStats;
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole HTTP product (API under /api, OpenAPI at /api/docs, the web app) without listening. */
export async function buildApp(
  opts: TBuildAppOptions,
): Promise<{ app: FastifyInstance; deps: TAppDeps; liveSocket: LiveSocket }> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.LOG_LEVEL },
    // Small for everything; the calls that need more say so in http/body-limits.ts.
    bodyLimit: serverBodyLimit(config.BODY_LIMIT_BYTES),
    // request.ip (the key of every per-address limit) and request.protocol follow only trusted proxies.
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    // Every log line of a request carries this id (reqId); see ops/request-id.ts for whose header counts.
    genReqId: requestIdGenerator(config.TRUST_PROXY),
  });
  echoRequestId(app);
  const metrics = opts.metrics ?? createMetrics({ processMetrics: false });
  registerRequestMetrics(app, metrics);
  if (opts.dbStats) addDatabaseMetrics(metrics, opts.dbStats);
  app.decorateRequest('auth', null);
  declareLargestBodyLimit(app, config.BODY_LIMIT_BYTES);
  registerJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);

  const deps = createAppDeps({ ...opts, log: app.log, takesJobs: config.WEB_TAKES_JOBS, metrics });
  const { jobs } = deps;
  await jobs.start();
  if (opts.drainJobsBeforeAnswer)
    app.addHook('onSend', async () => {
      await jobs.drain();
    });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await deps.solverPool.close();
  });
  // The socket shares the HTTP server (and its port); its sockets go before the server stops listening.
  const liveSocket = await attachLiveSocket(app, deps);
  addLiveMetrics(metrics, liveSocket);
  app.addHook('preClose', async () => {
    await liveSocket.close();
  });

  await app.register(helmet, helmetOptions(config));
  registerSecurityHeaders(app, config);
  await app.register(cors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: true,
  });
  const limitsRedis = config.REDIS_URL ? rateLimitRedis(config.REDIS_URL, app.log) : null;
  if (limitsRedis) {
    app.addHook('onClose', async () => {
      await limitsRedis.quit().catch(() => limitsRedis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(limitsRedis ? { redis: limitsRedis, nameSpace: 'rp-rate-limit-', skipOnError: true } : {}),
    // Every 429 in the error shape, with a message saying when (the plugin sets Retry-After).
    errorResponseBuilder: (_req, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      return new TooManyRequestsError(tooManyRequestsMessage(seconds), seconds);
    },
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Route Planner API', version: '1.0.0' }, servers: [{ url: '/api' }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      registerCall(api, Api.health, {
        handler: async () => {
          await healthRepository.ping(opts.db);
          return { status: 'ok' as const };
        },
      });
      registerHealthChecks(api, opts.db);
      registerCall(api, Api.webConfig, {
        handler: async () => ({
          tileUrl: config.TILE_URL,
          tileAttribution: config.TILE_ATTRIBUTION,
          mapStyle: config.MAP_STYLE,
          mapGlyphs: config.MAP_GLYPHS,
        }),
      });
      registerApiModules(api, deps);
    },
    { prefix: '/api' },
  );

  registerMetricsRoute(app, metrics, config);
  registerMapFiles(app, config.MAP_FILES_DIR);
  registerWebApp(app, config.WEB_DIST ?? defaultWebDist, config.SERVE_SOURCE_MAPS);
  return { app, deps, liveSocket };
}

/**
 * The HTML file for a page, when the build has one of its own: the public home page (`/`) as the
 * build rendered it (apps/web/build/prerender-pages.ts) and the driver app's with its files preloaded
 * (build/route-preload-plugin.ts); every other page starts from index.html.
 */
function webAppPageFile(pageFiles: ReadonlySet<string>, url: string): string {
  const pathName = url.split(/[?#]/, 1)[0] ?? '';
  const own = pathName === '/' ? 'home.html' : /^\/driver(\/|$)/.test(pathName) ? 'driver.html' : undefined;
  return own && pageFiles.has(own) ? own : 'index.html';
}

/** A source map's path (a query or fragment after it does not change what is asked for). */
const isSourceMap = (url: string): boolean => /\.map$/i.test(url.split(/[?#]/, 1)[0] ?? '');

/**
 * Serves the built single-page app; any other GET outside /api falls back to index.html, except the
 * socket's path (Socket.IO answers it before Fastify, so reaching here means no socket is attached)
 * and a source map: the build's .map files (the source code, comments and all) are a 404 unless
 * SERVE_SOURCE_MAPS is set.
 */
function registerWebApp(app: FastifyInstance, webDist: string, serveSourceMaps: boolean): void {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const pageFiles = new Set(['home.html', 'driver.html'].filter((f) => existsSync(path.join(webDist, f))));
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies beside each file (apps/web/build/compress-plugin.ts).
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: webAppCacheHeaders(webDist),
      ...(!serveSourceMaps && { allowedPath: (pathName: string) => !isSourceMap(pathName) }),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/socket.io/') &&
      !request.url.startsWith(MAP_FILES_PREFIX) &&
      !isSourceMap(request.url);
    if (isPage && hasWeb) {
      return reply.type('text/html').sendFile(webAppPageFile(pageFiles, request.url));
    }
    return reply
      .code(404)
      .send({ success: false, err: -1, message: `No such call: ${request.method} ${request.url}` });
  });
}
