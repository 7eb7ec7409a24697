import path from 'node:path';
import type { FastifyReply } from 'fastify';

/** Vite names every file under assets/ by its content's hash: a new build never reuses a name. */
export const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';
/** index.html, the service worker and the other unhashed files: kept, but asked again on each use. */
export const REVALIDATE = 'no-cache';

/** The Cache-Control of one built file (its compressed copy included), by where it sits in the build. */
export function webAppCacheControl(webDist: string, filePath: string): string {
  const relative = path.relative(webDist, filePath).split(path.sep);
  return relative.length > 1 && relative[0] === 'assets' ? IMMUTABLE_ASSET : REVALIDATE;
}

/** @fastify/static's `setHeaders` for the built web app. */
export function webAppCacheHeaders(webDist: string) {
  return (reply: FastifyReply, filePath: string): void => {
    reply.header('cache-control', webAppCacheControl(webDist, filePath));
  };
}
