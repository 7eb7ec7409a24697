import { readdir } from 'node:fs/promises';

/** Every file under a folder (relative paths, sorted); an absent folder has none. */
export async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => `${e.parentPath}/${e.name}`)
      .sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}
