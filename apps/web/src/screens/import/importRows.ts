import {
  IMPORT_FIELDS,
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_COLUMNS,
  type TColumnConfig,
  UNMAPPED_COLUMN,
} from '@rp/contracts';

/**
 * The rows as /batch_geocode/ gets them: only the mapped columns are sent (the others blank, the
 * ones after the last mapped column left out) and cells are cut to the server's length, so a long
 * note in an unrelated column neither blocks the import nor travels.
 */
export function rowsForImport(rows: readonly string[][], m: TColumnConfig): string[][] {
  const mapped = new Set(
    IMPORT_FIELDS.map((f) => m[f] ?? UNMAPPED_COLUMN).filter((i) => i >= 0 && i < IMPORT_MAX_COLUMNS),
  );
  const width = Math.max(0, ...[...mapped].map((i) => i + 1));
  return rows.map((row) =>
    Array.from({ length: width }, (_, i) =>
      mapped.has(i) ? (row[i] ?? '').slice(0, IMPORT_MAX_CELL_CHARS) : '',
    ),
  );
}
