import type { IncomingMessage } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import { Api } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config.js';

const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** Answers that carry a session token or a password link's outcome: never kept by a cache. */
const NO_STORE_PATHS = new Set(
  [
    Api.signup,
    Api.login,
    Api.verifyToken,
    Api.verifyTokenAdmin,
    Api.verifyTokenLapsed,
    Api.resetPassword,
  ].map((call) => `/api${call.path}`),
);

/**
 * The origin the map's tiles come from, as a CSP source: `{s}` (Leaflet's subdomain) becomes a
 * wildcard; a relative or unparsable TILE_URL adds nothing ('self' covers a relative one).
 */
export function tileSource(tileUrl: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(tileUrl.trim());
  if (!match?.[1] || !match[2]) return null;
  const host = match[2].replace(/^\{s\}\./, '*.');
  if (!/^(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host)) return null;
  return `${match[1].toLowerCase()}://${host.toLowerCase()}`;
}

/** A Host header that is a plain host[:port], safe to put into a CSP source (else null). */
const plainHost = (host: string | undefined): string | null =>
  host && /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host) ? host.toLowerCase() : null;

/** The socket's own origin as ws:/wss: sources: the host the page was served from, nothing else. */
function socketSources(config: Pick<TConfig, 'PUBLIC_URL'>, req: IncomingMessage): string {
  const host = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).host : plainHost(req.headers.host);
  return host ? `ws://${host} wss://${host}` : '';
}

/** Helmet's settings: a CSP limited to what the web app loads; HSTS is set per request (below). */
export function helmetOptions(config: Pick<TConfig, 'PUBLIC_URL' | 'TILE_URL'>): FastifyHelmetOptions {
  const tiles = tileSource(config.TILE_URL);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", (req) => socketSources(config, req)],
        scriptSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  };
}

/**
 * HSTS only where the browser reached the server over HTTPS (directly or through a trusted proxy)
 * or PUBLIC_URL is https: sent over plain HTTP it would lock a plain-HTTP install out of itself.
 * Auth answers get Cache-Control: no-store.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<TConfig, 'PUBLIC_URL'>): void {
  const httpsPublicUrl = config.PUBLIC_URL?.startsWith('https:') ?? false;
  app.addHook('onSend', async (request, reply) => {
    if (httpsPublicUrl || request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    if (request.routeOptions.url && NO_STORE_PATHS.has(request.routeOptions.url)) {
      reply.header('cache-control', 'no-store');
    }
  });
}
