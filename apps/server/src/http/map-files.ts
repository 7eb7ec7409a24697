import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the operator's map files are served: MAP_STYLE may name `/map-files/planet.pmtiles`. */
export const MAP_FILES_PREFIX = '/map-files/';
/** An operator who replaces the file under the same name reaches every browser within a day. */
const MAP_FILE_CACHE = 'public, max-age=86400';

/**
 * Serves MAP_FILES_DIR (a .pmtiles archive the operator downloaded once, a style, fonts) with
 * range requests: the map reads a PMTiles archive a few kilobytes at a time, never whole. Files
 * added while the server runs are served too; the folder need not exist until then. The base map
 * is public data, so no session is asked for.
 */
export function registerMapFiles(app: FastifyInstance, dir: string): void {
  app.register(fastifyStatic, {
    root: dir,
    prefix: MAP_FILES_PREFIX,
    decorateReply: false,
    index: false,
    acceptRanges: true,
    dotfiles: 'ignore',
    cacheControl: false,
    suppressWarning: true,
    setHeaders: (reply) => {
      reply.header('cache-control', MAP_FILE_CACHE);
    },
  });
}
