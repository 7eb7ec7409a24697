import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** The file's text: a whole number of milliseconds to add to the real time (may be negative); empty means 0. */
const ZOffsetTextSchema = z
  .string()
  .trim()
  .regex(/^(-?\d{1,15})?$/, 'TEST_CLOCK_FILE must hold a whole number of milliseconds');

/** The offset the file asks for now; a missing file means no offset (a test has not moved time yet). */
export function readClockOffset(file: string): number {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw e;
  }
  const parsed = ZOffsetTextSchema.parse(text);
  return parsed === '' ? 0 : Number(parsed);
}

/**
 * The server's `now`. Test-only: with TEST_CLOCK_FILE set, time is shifted by the offset in that
 * file, read again on every call, so browser tests can end a running server's trial without
 * restarting it. A production server refuses the setting: a writable file must never move the time
 * that decides who pays.
 */
export function serverClock(
  config: { NODE_ENV: string; TEST_CLOCK_FILE?: string },
  realNow: () => number = Date.now,
): () => Date {
  const file = config.TEST_CLOCK_FILE;
  if (!file) return () => new Date(realNow());
  if (config.NODE_ENV === 'production') {
    throw new Error(
      'Invalid environment: TEST_CLOCK_FILE is for tests only and is refused when NODE_ENV=production',
    );
  }
  return () => new Date(realNow() + readClockOffset(file));
}
