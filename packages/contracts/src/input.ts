import { z } from 'zod';

/* Rules every value from outside obeys before it reaches the database: ids fit its integer
   column, texts hold no control characters (PostgreSQL refuses NUL outright), coordinates are
   real numbers on the globe. One place, so no call can forget one. */

/** The largest value of the database's `integer` column (ids, counts). */
export const DB_INT_MAX = 2_147_483_647;

export const InputMessages = {
  controlCharacters: 'Text may not contain control characters',
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
} as const;

/**
 * A row id from a path or a body ('12' is read as 12): a whole number 1..DB_INT_MAX, with the
 * caller's message for anything else (an id beyond the column can name no row, and the database
 * would refuse it with an error rather than find nothing).
 */
export const dbId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(DB_INT_MAX, { error: message });

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

/** JSON number or numeric text; anything else (null, '', true, 'abc') is refused, not read as 0. */
const finiteNumber = (message: string) =>
  z
    .union(
      [
        z.number({ error: message }),
        z
          .string({ error: message })
          .trim()
          .regex(/^[-+]?\d+(\.\d+)?$/),
      ],
      {
        error: message,
      },
    )
    .transform(Number)
    .pipe(z.number({ error: message }).finite({ error: message }));

/** A latitude a stop can stand on: a finite number -90..90. */
export const ZLatitudeSchema = finiteNumber(InputMessages.latitude).pipe(
  z.number().min(-90, InputMessages.latitude).max(90, InputMessages.latitude),
);

/** A longitude a stop can stand on: a finite number -180..180. */
export const ZLongitudeSchema = finiteNumber(InputMessages.longitude).pipe(
  z.number().min(-180, InputMessages.longitude).max(180, InputMessages.longitude),
);
