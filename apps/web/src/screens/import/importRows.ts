import {
  IMPORT_ALL_FIELDS,
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_COLUMNS,
  type TColumnConfig,
  type TImportAnyField,
  UNMAPPED_COLUMN,
} from '@rp/contracts';

/** Fields whose cells are times of day. */
const TIME_FIELDS: readonly TImportAnyField[] = ['timeWindow', 'timeWindowStart', 'timeWindowEnd'];

// A spreadsheet date-time cell as the reader wrote it ('2030-02-01 9:00'): its time is the window.
const DATE_TIME = /^\d{4}-\d{2}-\d{2} (\d{1,2}:\d{2})$/;

/** The columns of the mapping that hold a time of day. */
const timeColumns = (m: TColumnConfig) =>
  new Set(TIME_FIELDS.map((f) => m[f] ?? UNMAPPED_COLUMN).filter((i) => i >= 0));

const importCell = (cell: string, isTime: boolean): string => {
  const text = isTime ? (DATE_TIME.exec(cell)?.[1] ?? cell) : cell;
  return text.slice(0, IMPORT_MAX_CELL_CHARS);
};

/**
 * The rows as /batch_geocode/ gets them: only the mapped columns are sent (the others blank, the
 * ones after the last mapped column left out) and cells are cut to the server's length, so a long
 * note in an unrelated column neither blocks the import nor travels. A date-time cell in a time
 * column is sent as its time, which the server's time rules read.
 */
export function rowsForImport(rows: readonly string[][], m: TColumnConfig): string[][] {
  const mapped = new Set(
    IMPORT_ALL_FIELDS.map((f) => m[f] ?? UNMAPPED_COLUMN).filter((i) => i >= 0 && i < IMPORT_MAX_COLUMNS),
  );
  const times = timeColumns(m);
  const width = Math.max(0, ...[...mapped].map((i) => i + 1));
  return rows.map((row) =>
    Array.from({ length: width }, (_, i) => (mapped.has(i) ? importCell(row[i] ?? '', times.has(i)) : '')),
  );
}

/** The header row as the server keys the team's saved mapping: the columns it takes, cells cut to length. */
export const headersForImport = (header: readonly string[]): string[] =>
  header.slice(0, IMPORT_MAX_COLUMNS).map((h) => h.slice(0, IMPORT_MAX_CELL_CHARS));

/** "1 row", "2 rows": how the screen counts a file's rows. */
export const rowsText = (n: number): string => (n === 1 ? '1 row' : `${n} rows`);
