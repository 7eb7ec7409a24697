/** A stored file: its bytes and the media type it was stored with. */
export interface TStoredFile {
  bytes: Buffer;
  type: string;
}

/**
 * Where uploaded files (proof-of-delivery pictures) live. Keys are relative names such as
 * `proof/12/345-photo-ab12.jpg`; the database keeps the key, never the bytes. A folder today; an
 * object store later behind the same three calls.
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array, type: string): Promise<void>;
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<TStoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Keys under a prefix (e.g. `proof/`) of files last written before the time (the retention job's sweep). */
  listOlderThan(prefix: string, before: Date): Promise<string[]>;
}
