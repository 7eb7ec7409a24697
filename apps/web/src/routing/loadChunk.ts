import { CHUNK_LOAD_TIMEOUT_MS } from '@rp/contracts';

/** A page's code could not be fetched: the network failed, or it did not arrive in time. */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

/**
 * Loads a lazily split module. Any failure of the dynamic import is a chunk-load failure, and so
 * is a load still pending after `timeoutMs` (spec section 9): browsers may wait far longer on a
 * stalled connection, and the user should be told to reload instead of staring at a blank page.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Page code did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('Page code failed to load', { cause }));
      },
    );
  });
}
