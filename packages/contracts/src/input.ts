import { z } from 'zod';

/* Rules every value from outside obeys before it reaches the database: ids fit its integer
   column, texts hold no control characters (PostgreSQL refuses NUL outright). One place, so no
   call can forget one. Coordinates have theirs in coordinates.ts. */

/** The largest value of the database's `integer` column (ids, counts). */
export const DB_INT_MAX = 2_147_483_647;

export const InputMessages = {
  controlCharacters: 'Text may not contain control characters',
} as const;

/**
 * A row id in a JSON body: a JSON number, whole, 1..DB_INT_MAX, with the caller's
 * message for anything else. Nothing is converted: true, '12' and null are refused (true was once
 * read as 1). An id beyond the column can name no row, and the database would refuse it with an
 * error rather than find nothing.
 */
export const dbId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(DB_INT_MAX, { error: message });

/** Decimal digits only: no sign, no spaces, no '1e3', no '0x1f'. */
const DIGITS = /^\d{1,10}$/;

/**
 * A row id in a path (/stops/{routeId}/): the path is text, so digits only, then the same range
 * as `dbId`. A number is taken too, so the web's typed calls can pass the id they hold.
 */
export const dbIdParam = (message: string) =>
  z.union([z.number(), z.string().regex(DIGITS).transform(Number)], { error: message }).pipe(dbId(message));

// C0 controls, DEL and C1 controls. Tab, line feed and carriage return are kept apart: notes and
// spreadsheet cells may span lines.
const CONTROL_ANYWHERE = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;

/** True when the text holds a control character (tab and line breaks allowed when `multiLine`). */
export const hasControlCharacters = (text: string, multiLine = false): boolean =>
  (multiLine ? CONTROL_BUT_LINE_BREAKS : CONTROL_ANYWHERE).test(text);

/** A trimmed one-line text of at most `max` characters, without control characters. */
export const plainText = (max: number, tooLong = `At most ${max} characters`) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((t) => !hasControlCharacters(t), { error: InputMessages.controlCharacters });

/** A trimmed text that may span lines (tabs allowed), of at most `max` characters. */
export const multiLineText = (max: number, tooLong = `At most ${max} characters`) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((t) => !hasControlCharacters(t, true), { error: InputMessages.controlCharacters });
