import { z } from 'zod';
import { rowCell, type TColumnConfig, type TImportStopField, UNMAPPED_COLUMN } from './import.js';
import { foldText } from './import-headers.js';
import {
  cellOk,
  cellRefused,
  type TCellResult,
  timeCell,
  timeWindowCell,
  visitTimeCell,
  windowOrder,
} from './import-times.js';
import { hasControlCharacters, InputMessages } from './input.js';
import { Messages } from './messages.js';
import { normalisePhone } from './phone.js';
import { Priority, type TPriority } from './stop-codes.js';
import { PACKAGE_COUNT_MESSAGE, parsePackageCount, parseStopWeight } from './stop-fields.js';
import { joinSkills, WorkdayMessages, ZSkillsSchema } from './workday.js';

export * from './import-coordinates.js';
export { countryCodeOf } from './import-country.js';
export * from './import-times.js';

/* The rules of a stop's other cells in an imported file (spec section 5's stop field rules, read
   from what dispatchers type into spreadsheets). Each answers the value to save or why not. The
   import modules are not in the package index (imported as @rp/contracts/import-cells and
   /import-headers): the phone metadata and keyword lists are for the server and the import page,
   not for every page's entry code. */

export const CellMessages = {
  priority: 'Priority must be ASAP or Normal',
  email: Messages.memberEmailInvalid,
  tooLong: (max: number) => `At most ${max} characters`,
} as const;

/** Longest texts the stop keeps (the stop requests' limits). */
export const IMPORT_TEXT_LIMITS = { note: 4000, recipientName: 256, email: 256, products: 4000 } as const;

// ---------------------------------------------------------------------------------------------
// Priority: ASAP words in the eight import languages; everything usual for "normal" too
// ---------------------------------------------------------------------------------------------

const ASAP_WORDS = new Set([
  // English, and marks any sheet uses
  ...['asap', 'urgent', 'high', 'express', 'priority', 'yes', 'y', 'true', 'x', '1', '!'],
  // German, French, Spanish, Italian, Portuguese, Dutch, Polish
  ...['dringend', 'eilig', 'eilt', 'sofort', 'hoch', 'ja', 'express'],
  ...['urgente', 'prioritaire', 'haute', 'eleve', 'oui', 'immediat'],
  ...['alta', 'prioritario', 'si', 'inmediato', 'urgentes'],
  ...['subito', 'priorita', 'sì'],
  ...['prioridade', 'sim', 'imediato'],
  ...['spoed', 'hoog', 'met spoed'],
  ...['pilne', 'pilny', 'pilna', 'wysoki', 'wysoka', 'tak', 'natychmiast', 'priorytet', 'ekspres'],
]);
const NORMAL_WORDS = new Set([
  ...['', 'normal', 'standard', 'low', 'no', 'n', 'false', '0', '-'],
  ...['nein', 'niedrig', 'normale', 'basse', 'non', 'baja', 'bassa', 'normaal', 'laag', 'nee'],
  ...['nao', 'baixa', 'normalny', 'normalna', 'normalne', 'niski', 'niska', 'nie', 'zwykly', 'zwykla'],
]);

/** A priority cell: ASAP words (1) or normal ones (0), case and accents ignored. */
export function priorityCell(cell: string): TCellResult<TPriority> {
  const word = foldText(cell);
  if (ASAP_WORDS.has(word)) return cellOk(Priority.Asap);
  if (NORMAL_WORDS.has(word)) return cellOk(Priority.Normal);
  return cellRefused(CellMessages.priority);
}

// ---------------------------------------------------------------------------------------------
// Phone: as the stop editor reads it (phone.ts); national numbers get the team's calling code
// ---------------------------------------------------------------------------------------------

/**
 * A phone cell in the form the stop keeps ('+' and the digits, phone.ts): international numbers
 * keep their code, national ones take the country's. A refusal says the format the country uses.
 */
export function phoneCell(cell: string, countryCode: string): TCellResult<string> {
  const r = normalisePhone(cell, countryCode);
  return r.ok ? cellOk(r.phone) : cellRefused(r.message);
}

// ---------------------------------------------------------------------------------------------
// E-mail, package count, lists and texts
// ---------------------------------------------------------------------------------------------

const emailSchema = z.email();

export function emailCell(cell: string): TCellResult<string> {
  const text = cell.trim();
  if (text === '') return cellOk('');
  const fits = text.length <= IMPORT_TEXT_LIMITS.email && emailSchema.safeParse(text).success;
  return fits ? cellOk(text) : cellRefused(CellMessages.email);
}

/** A package count cell: '' saves none (null); anything else must be a whole count in range. */
export function packageCountCell(cell: string): TCellResult<number | null> {
  const text = cell.trim();
  if (text === '') return cellOk(null);
  const count = parsePackageCount(text);
  return count === null ? cellRefused(PACKAGE_COUNT_MESSAGE) : cellOk(count);
}

// Lists in a cell: commas as the spec's barcodes, and the semicolons, bars and lines sheets use.
const LIST_SEPARATOR = /[,;|\n]+/;

const listItems = (cell: string, squeeze: boolean): string[] =>
  cell
    .split(LIST_SEPARATOR)
    .map((item) => (squeeze ? item.replace(/\s+/g, '') : item.trim()))
    .filter((item) => item !== '');

/** Barcodes as the stop keeps them: 'a,b,c', whitespace removed (spec section 5). */
export const barcodesCell = (cell: string): TCellResult<string> => cellOk(listItems(cell, true).join(','));

/** Products as one readable list: 'Milk; Bread' -> 'Milk, Bread'. */
export function productsCell(cell: string): TCellResult<string> {
  return textCell(listItems(cell, false).join(', '), IMPORT_TEXT_LIMITS.products);
}

/** Skills as the stop keeps them: tags split at commas, semicolons, bars or lines, each once. */
export function skillsCell(cell: string): TCellResult<string> {
  const parsed = ZSkillsSchema.safeParse([...new Set(listItems(cell, false))]);
  if (!parsed.success) return cellRefused(parsed.error.issues[0]?.message ?? WorkdayMessages.invalidSkill);
  return cellOk(joinSkills(parsed.data));
}

/** A weight in kg ('12,5', '12.5 kg'); '' saves none (null). */
export function weightCell(cell: string): TCellResult<number | null> {
  const weight = parseStopWeight(cell.replace(/\s*kg\.?$/i, ''));
  return weight === undefined ? cellRefused(WorkdayMessages.invalidWeight) : cellOk(weight);
}

/** A free text (note, recipient): trimmed, within the stop's limit; lines allowed. */
export function textCell(cell: string, max: number): TCellResult<string> {
  const text = cell.trim();
  if (hasControlCharacters(text, true)) return cellRefused(InputMessages.controlCharacters);
  return text.length <= max ? cellOk(text) : cellRefused(CellMessages.tooLong(max));
}

// ---------------------------------------------------------------------------------------------
// A row's stop fields: every mapped cell through its rule
// ---------------------------------------------------------------------------------------------

/** The stop columns an imported row fills (only the mapped cells that passed their rule). */
export interface TImportedStopFields {
  note?: string;
  time_window_start?: number;
  time_window_end?: number;
  service_time?: number;
  priority?: TPriority;
  recipient_name?: string;
  recipient_phone_number?: string;
  recipient_email?: string;
  order_info_package_count?: number | null;
  order_info_products?: string;
  order_info_products_barcodes?: string;
  skills?: string;
  weight?: number | null;
}

/** A cell that was refused: the field, its column, what it held and why. */
export interface TRowCellProblem {
  field: TImportStopField;
  column: number;
  value: string;
  reason: string;
}

type TFieldRule = (cell: string, phoneCountry: string) => TCellResult<Partial<TImportedStopFields>>;

const as =
  <T>(rule: (cell: string) => TCellResult<T>, save: (value: T) => Partial<TImportedStopFields>) =>
  (cell: string): TCellResult<Partial<TImportedStopFields>> => {
    const r = rule(cell);
    return r.ok ? cellOk(save(r.value)) : r;
  };

/** Each stop field's rule and the stop columns it fills. */
const FIELD_RULES: Record<Exclude<TImportStopField, 'timeWindowStart' | 'timeWindowEnd'>, TFieldRule> = {
  note: as(
    (c) => textCell(c, IMPORT_TEXT_LIMITS.note),
    (note) => ({ note }),
  ),
  timeWindow: as(timeWindowCell, (w) => ({ time_window_start: w.start, time_window_end: w.end })),
  visitTime: as(visitTimeCell, (service_time) => ({ service_time })),
  priority: as(priorityCell, (priority) => ({ priority })),
  recipientName: as(
    (c) => textCell(c, IMPORT_TEXT_LIMITS.recipientName),
    (recipient_name) => ({ recipient_name }),
  ),
  phone: (c, country) => {
    const r = phoneCell(c, country);
    return r.ok ? cellOk({ recipient_phone_number: r.value }) : r;
  },
  email: as(emailCell, (recipient_email) => ({ recipient_email })),
  packageCount: as(packageCountCell, (order_info_package_count) => ({ order_info_package_count })),
  products: as(productsCell, (order_info_products) => ({ order_info_products })),
  barcodes: as(barcodesCell, (order_info_products_barcodes) => ({ order_info_products_barcodes })),
  skills: as(skillsCell, (skills) => ({ skills })),
  weight: as(weightCell, (weight) => ({ weight })),
};

/** The from and to columns: each a time; together they must not end before they start. */
function separateWindow(
  row: readonly string[],
  m: TColumnConfig,
  problems: TRowCellProblem[],
): Partial<TImportedStopFields> {
  const read = (field: 'timeWindowStart' | 'timeWindowEnd') => {
    const column = m[field] ?? UNMAPPED_COLUMN;
    if (column < 0) return undefined;
    const value = rowCell(row, column);
    const r = timeCell(value);
    if (!r.ok) problems.push({ field, column, value, reason: r.reason });
    return r.ok ? r.value : undefined;
  };
  const start = read('timeWindowStart');
  const end = read('timeWindowEnd');
  if (start !== undefined && end !== undefined) {
    const ordered = windowOrder(start, end);
    if (!ordered.ok) {
      const column = m.timeWindowEnd ?? UNMAPPED_COLUMN;
      problems.push({ field: 'timeWindowEnd', column, value: rowCell(row, column), reason: ordered.reason });
      return {};
    }
  }
  return {
    ...(start === undefined ? {} : { time_window_start: start }),
    ...(end === undefined ? {} : { time_window_end: end }),
  };
}

/**
 * The stop fields of one row: each mapped cell through its rule. A refused cell is left out (the
 * stop keeps its default) and reported; the row's other fields still land. `phoneCountry` is the
 * country whose calling code national phone numbers take.
 */
export function rowStopFields(
  row: readonly string[],
  m: TColumnConfig,
  phoneCountry: string,
): { fields: TImportedStopFields; problems: TRowCellProblem[] } {
  const problems: TRowCellProblem[] = [];
  let fields: TImportedStopFields = {};
  for (const [field, rule] of Object.entries(FIELD_RULES) as [keyof typeof FIELD_RULES, TFieldRule][]) {
    const column = m[field] ?? UNMAPPED_COLUMN;
    if (column < 0) continue;
    const value = rowCell(row, column);
    const r = rule(value, phoneCountry);
    if (r.ok) fields = { ...fields, ...r.value };
    else problems.push({ field, column, value, reason: r.reason });
  }
  // Separate from/to columns win over a window column, being the more precise.
  return { fields: { ...fields, ...separateWindow(row, m, problems) }, problems };
}
