import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFolderFileStore, type FileStore, InvalidFileKeyError } from './file-store.js';

describe('the folder file store', () => {
  let root: string;
  let store: FileStore;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'rp-files-'));
    store = createFolderFileStore(path.join(root, 'files'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('keeps, reads back and deletes a file, leaving no temporary file behind', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await store.put('proof/7/12-photo-ab.png', bytes, 'image/png');
    expect(await store.get('proof/7/12-photo-ab.png')).toEqual({ bytes, type: 'image/png' });
    expect(await readdir(path.join(root, 'files/proof/7'))).toEqual(['12-photo-ab.png']);
    await store.delete('proof/7/12-photo-ab.png');
    expect(await store.get('proof/7/12-photo-ab.png')).toBeNull();
    await expect(store.delete('proof/7/12-photo-ab.png')).resolves.toBeUndefined();
  });

  it('replaces a file under the same key whole', async () => {
    await store.put('a/b.jpg', Buffer.from('first'), 'image/jpeg');
    await store.put('a/b.jpg', Buffer.from('second'), 'image/jpeg');
    expect((await store.get('a/b.jpg'))?.bytes.toString()).toBe('second');
  });

  it.each([
    '../outside.png',
    'a/../../outside.png',
    '/etc/passwd.png',
    'a\\..\\b.png',
    'a//b.png',
    '.hidden.png',
    'a/./b.png',
    'no-extension',
  ])('refuses the key %s that could leave the folder', async (key) => {
    await expect(store.put(key, Buffer.from('x'), 'image/png')).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(store.get(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    expect(await readdir(root)).toEqual([]);
  });

  it('refuses a type the key does not name', async () => {
    await expect(store.put('a/b.png', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/does not name/);
  });
});
