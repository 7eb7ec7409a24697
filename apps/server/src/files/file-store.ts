import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FileStore } from '../core/ports/file-store.js';

export type { FileStore, TStoredFile } from '../core/ports/file-store.js';

/** The media types a key's extension stands for; a folder has nowhere else to keep the type. */
const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export const extensionOf = (type: string): string | undefined =>
  Object.entries(TYPE_BY_EXTENSION).find(([, t]) => t === type)?.[0];

/** Segments of lower-case letters, digits, - and _, with one optional extension on the last. */
const KEY_PATTERN = /^([a-z0-9][a-z0-9_-]{0,63}\/){0,4}[a-z0-9][a-z0-9_-]{0,127}\.[a-z0-9]{1,8}$/;

export class InvalidFileKeyError extends Error {
  constructor(key: string) {
    super(`invalid file key: ${JSON.stringify(key)}`);
    this.name = 'InvalidFileKeyError';
  }
}

/**
 * Files in a folder (FILES_DIR, DATA_DIR/files by default). A key that could leave the folder
 * (`..`, an absolute path, a backslash) is refused before any file call; writes go to a temporary
 * name first and are renamed into place, so a reader never sees half a file.
 */
export function createFolderFileStore(root: string): FileStore {
  const base = path.resolve(root);

  const pathOf = (key: string): string => {
    if (!KEY_PATTERN.test(key)) throw new InvalidFileKeyError(key);
    const full = path.resolve(base, key);
    if (!full.startsWith(base + path.sep)) throw new InvalidFileKeyError(key);
    return full;
  };

  const typeOf = (key: string): string =>
    TYPE_BY_EXTENSION[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

  return {
    async put(key, bytes, type) {
      const full = pathOf(key);
      if (typeOf(key) !== type) throw new Error(`file key ${key} does not name type ${type}`);
      await fs.mkdir(path.dirname(full), { recursive: true });
      const temp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temp, bytes, { flag: 'wx' });
        await fs.rename(temp, full);
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
    },

    async get(key) {
      const full = pathOf(key);
      try {
        return { bytes: await fs.readFile(full), type: typeOf(key) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },

    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },

    async listOlderThan(prefix, before) {
      const folder = path.resolve(base, prefix);
      if (!(folder + path.sep).startsWith(base + path.sep)) throw new InvalidFileKeyError(prefix);
      const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch((err) => {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      });
      const keys: string[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        const key = path.relative(base, full).split(path.sep).join('/');
        if (!KEY_PATTERN.test(key)) continue; // a temporary or foreign file: not ours to judge
        const { mtime } = await fs.stat(full);
        if (mtime < before) keys.push(key);
      }
      return keys;
    },
  };
}
