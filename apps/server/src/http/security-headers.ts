import type { IncomingMessage } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import { Api } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config.js';

const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The API's answers that are the same for everyone and carry nothing private; every other answer
 * under /api (each call's, its errors, an unknown path's 404) is `private, no-store`.
 */
const PUBLIC_ANSWER_PATHS = new Set([Api.health, Api.webConfig].map((call) => `/api${call.path}`));
const API_DOCS_PREFIX = '/api/docs';

/** True for an answer under /api that no cache may keep: anything but the public calls and the docs. */
function isPrivateApiAnswer(url: string, routeUrl: string | undefined): boolean {
  if (!url.startsWith('/api/') && url !== '/api') return false;
  if (routeUrl && (PUBLIC_ANSWER_PATHS.has(routeUrl) || routeUrl.startsWith(API_DOCS_PREFIX))) return false;
  return true;
}

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

/** The origins a vector base map fetches from (style, PMTiles ranges, glyphs) when not the server's. */
function vectorMapSources(config: Partial<Pick<TConfig, 'MAP_STYLE' | 'MAP_GLYPHS'>>): string[] {
  const sources = [config.MAP_STYLE ?? '', config.MAP_GLYPHS ?? ''].map(tileSource);
  return [...new Set(sources.filter((s): s is string => s !== null))];
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
export function helmetOptions(
  config: Pick<TConfig, 'PUBLIC_URL' | 'TILE_URL'> & Partial<Pick<TConfig, 'MAP_STYLE' | 'MAP_GLYPHS'>>,
): FastifyHelmetOptions {
  const tiles = tileSource(config.TILE_URL);
  const vectorMap = vectorMapSources(config);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", ...vectorMap, (req) => socketSources(config, req)],
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
 * Every private API answer gets Cache-Control: private, no-store (photos, positions, tokens, the team).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<TConfig, 'PUBLIC_URL'>): void {
  const httpsPublicUrl = config.PUBLIC_URL?.startsWith('https:') ?? false;
  app.addHook('onSend', async (request, reply) => {
    if (httpsPublicUrl || request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    if (isPrivateApiAnswer(request.url, request.routeOptions.url)) {
      reply.header('cache-control', 'private, no-store');
    }
  });
}
