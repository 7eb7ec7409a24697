import { z } from 'zod';
import { ADDRESS_SEARCH_MIN_CHARS } from './geo.js';
import { dbId, hasControlCharacters, InputMessages } from './input.js';
import { RouteMessages } from './routes.js';

// ---------------------------------------------------------------------------------------------
// Spreadsheet import (spec sections 2, 3, 5 and 7; decisions "Spreadsheet"): the browser reads
// the first sheet, the user maps its columns, and POST /batch_geocode/ adds the rows as stops.
// ---------------------------------------------------------------------------------------------

/** File names the import reads (spec section 5). */
export const IMPORT_FILE_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;
/** The `accept` attribute of the file chooser. */
export const IMPORT_FILE_ACCEPT = IMPORT_FILE_EXTENSIONS.join(',');
/** The file size limit (the spec leaves it open): far more than a 500-stop route needs. */
export const IMPORT_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Data rows one /batch_geocode/ call takes (the largest plan allows 500 stops per route). */
export const IMPORT_MAX_ROWS = 2000;
/** Columns per row and characters per cell that /batch_geocode/ takes. */
export const IMPORT_MAX_COLUMNS = 100;
export const IMPORT_MAX_CELL_CHARS = 500;
/** Geocoder searches one /batch_geocode/ call runs at the same time. */
export const IMPORT_GEOCODE_PARALLEL = 4;

/** True when a file may be read: a name ending .xlsx, .xls or .csv (any case) within the size limit. */
export const isImportFile = (file: { name: string; size: number }): boolean => {
  const name = file.name.toLowerCase();
  return IMPORT_FILE_EXTENSIONS.some((ext) => name.endsWith(ext)) && file.size <= IMPORT_MAX_FILE_BYTES;
};

// ---------------------------------------------------------------------------------------------
// Column mapping (spec section 3 "Import mapping"): column indexes, -1 when unmapped
// ---------------------------------------------------------------------------------------------

export const UNMAPPED_COLUMN = -1;

/** The fields that place a row and name its stop, in the order the mapping form shows them. */
export const IMPORT_FIELDS = [
  'city',
  'address',
  'postcode',
  'latitude',
  'longitude',
  'name',
  'country',
] as const;
export type TImportField = (typeof IMPORT_FIELDS)[number];

/**
 * The stop's other fields a column may fill (spec section 5's stop details). The time window is
 * one column ('9:00-12:30') or a from and a to column.
 */
export const IMPORT_STOP_FIELDS = [
  'note',
  'timeWindow',
  'timeWindowStart',
  'timeWindowEnd',
  'visitTime',
  'priority',
  'recipientName',
  'phone',
  'email',
  'packageCount',
  'products',
  'barcodes',
  'skills',
  'weight',
] as const;
export type TImportStopField = (typeof IMPORT_STOP_FIELDS)[number];

export const IMPORT_ALL_FIELDS = [...IMPORT_FIELDS, ...IMPORT_STOP_FIELDS] as const;
export type TImportAnyField = TImportField | TImportStopField;

/** The labels of the mapping selects (spec section 2 for the place fields). */
export const IMPORT_FIELD_LABELS: Record<TImportAnyField, string> = {
  city: 'City',
  address: 'Address/Location/Street',
  postcode: 'Zip/Postcode/Country',
  latitude: 'Latitude',
  longitude: 'Longitude',
  name: 'Name',
  note: 'Note',
  timeWindow: 'Time window (9:00-12:30)',
  timeWindowStart: 'Time window from',
  timeWindowEnd: 'Time window to',
  visitTime: 'Visit time (minutes)',
  priority: 'Priority (ASAP)',
  recipientName: 'Recipient name',
  phone: 'Phone',
  email: 'E-mail',
  packageCount: 'Package count',
  products: 'Products',
  barcodes: 'Barcodes',
  country: 'Country of the row',
  skills: 'Skills (comma-separated)',
  weight: 'Weight (kg)',
};

const columnIndex = z
  .number({ error: 'Column indexes must be numbers' })
  .int('Column indexes must be whole numbers')
  .min(UNMAPPED_COLUMN, 'Column indexes are -1 (not mapped) or more')
  .max(IMPORT_MAX_COLUMNS - 1, `A spreadsheet may have at most ${IMPORT_MAX_COLUMNS} columns`);

const optionalColumns = Object.fromEntries(IMPORT_STOP_FIELDS.map((f) => [f, columnIndex.optional()])) as {
  [K in TImportStopField]: z.ZodOptional<typeof columnIndex>;
};

export const ZColumnConfigSchema = z.object({
  city: columnIndex,
  address: columnIndex,
  postcode: columnIndex,
  latitude: columnIndex,
  longitude: columnIndex,
  /** The stop's name; optional (the spec's mapping has no name: the address text names the stop). */
  name: columnIndex.optional(),
  /** Each row's own country (a name or a 2-letter code); rows without one take the file's. */
  country: columnIndex.optional(),
  /** The stop's other fields: optional, so the spec's bodies stay valid. */
  ...optionalColumns,
});
export type TColumnConfig = z.infer<typeof ZColumnConfigSchema>;
export type TFullColumnConfig = Required<TColumnConfig>;

/** The place and name columns of a mapping alone: what a mapping form without the stop fields sends. */
export const placeColumns = (m: TColumnConfig): Pick<TColumnConfig, TImportField> =>
  Object.fromEntries(IMPORT_FIELDS.filter((f) => m[f] !== undefined).map((f) => [f, m[f]])) as Pick<
    TColumnConfig,
    TImportField
  >;

/** A mapping with nothing mapped. */
export const emptyColumnConfig = (): TFullColumnConfig =>
  Object.fromEntries(IMPORT_ALL_FIELDS.map((f) => [f, UNMAPPED_COLUMN])) as TFullColumnConfig;

// ---------------------------------------------------------------------------------------------
// Rows: what the server reads from each one
// ---------------------------------------------------------------------------------------------

/** A row's cell in a mapped column, trimmed; '' when unmapped or past the row's end. */
export const rowCell = (row: readonly string[], index: number | undefined): string =>
  index !== undefined && index >= 0 ? (row[index] ?? '').trim() : '';

/** Letters and digits in a text: what a search has to go on. */
const searchableChars = (text: string): number => (text.match(/[\p{L}\p{N}]/gu) ?? []).length;

/** True when the text has enough letters to be searched (a shorter one lands anywhere on Earth). */
export const isSearchable = (text: string): boolean => searchableChars(text) >= ADDRESS_SEARCH_MIN_CHARS;

/** The text that places a row: address, postcode, city (the mapped, non-empty ones). */
export function rowAddress(row: readonly string[], m: TColumnConfig): string {
  return [rowCell(row, m.address), rowCell(row, m.postcode), rowCell(row, m.city)].filter(Boolean).join(', ');
}

/** The row's name column, '' when it is not mapped or empty. */
export const rowName = (row: readonly string[], m: TColumnConfig): string => rowCell(row, m.name);

// ---------------------------------------------------------------------------------------------
// POST /batch_geocode/
// ---------------------------------------------------------------------------------------------

/** Texts of the import not in the spec's catalogue (the file failure is Messages.fileCantParse). */
export const ImportMessages = {
  mapSomething: 'Map an address, a city, a postcode or both coordinates first',
  notFound: 'Address not found',
  nothingToPlace: 'No address, city or coordinates in the mapped columns',
  searchFailed: 'Address search is not available right now',
  mappingSaved: 'Mapping saved',
  tooShort: `The address is too short to search for (at least ${ADDRESS_SEARCH_MIN_CHARS} letters or digits)`,
} as const;

/** A cell as a string: the browser sends strings; numbers (e.g. from a spreadsheet) are accepted. */
const cellValue = z
  .union([z.string(), z.number(), z.boolean(), z.null()], { error: 'Cells must be text or numbers' })
  .transform((v) => (v === null ? '' : String(v)))
  .refine((v) => v.length <= IMPORT_MAX_CELL_CHARS, {
    error: `A cell may hold at most ${IMPORT_MAX_CELL_CHARS} characters`,
  })
  // Cells may span lines; the row's texts become a stop's name and address.
  .refine((v) => !hasControlCharacters(v, true), { error: InputMessages.controlCharacters });

/** A file's header row, as the team's saved mappings are keyed by it. */
export const ZImportHeadersSchema = z
  .array(cellValue, { error: 'headers must be a list of texts' })
  .max(IMPORT_MAX_COLUMNS, `A row may have at most ${IMPORT_MAX_COLUMNS} columns`);

export const ZBatchGeocodeSchema = z.object({
  route_id: dbId(RouteMessages.invalidRouteId),
  values: z
    .array(
      z.array(cellValue).max(IMPORT_MAX_COLUMNS, `A row may have at most ${IMPORT_MAX_COLUMNS} columns`),
      { error: 'values must be a list of rows' },
    )
    .min(1, 'The file has no rows to import')
    .max(IMPORT_MAX_ROWS, `At most ${IMPORT_MAX_ROWS} rows can be imported at once`),
  columnConfig: ZColumnConfigSchema.refine(
    (m) => (m.latitude >= 0 && m.longitude >= 0) || m.address >= 0 || m.city >= 0 || m.postcode >= 0,
    { error: ImportMessages.mapSomething },
  ),
  countryCode: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{2})?$/, 'The country code must be 2 letters')
    .transform((c) => c.toUpperCase())
    .default(''),
  /** The file line of the first row of `values` (the header is line 1), so problems name lines. */
  first_line: z
    .number({ error: 'first_line must be a line number' })
    .int('first_line must be a line number')
    .min(1, 'first_line must be a line number')
    .max(1_000_000, 'first_line must be a line number')
    .default(2),
  /** The file's header row: when given, a successful import saves its mapping for the team. */
  headers: ZImportHeadersSchema.optional(),
});
export type TBatchGeocode = z.input<typeof ZBatchGeocodeSchema>;
export type TBatchGeocodeParsed = z.output<typeof ZBatchGeocodeSchema>;

// ---------------------------------------------------------------------------------------------
// The team's last mapping for a file with the same header row
// ---------------------------------------------------------------------------------------------

/** POST /get_import_mapping/: the file's header row. */
export const ZImportMappingQuerySchema = z.object({
  headers: ZImportHeadersSchema.min(1, 'The file has no header row'),
});

/** POST /save_import_mapping/: the header row and the mapping the team used for it. */
export const ZSaveImportMappingSchema = z.object({
  headers: ZImportHeadersSchema.min(1, 'The file has no header row'),
  columnConfig: ZColumnConfigSchema,
});

/**
 * A row that did not become a stop: its index in `values` (0 = the first data row) and its line in
 * the file (`first_line` + index).
 */
export const ZImportFailureSchema = z.object({
  row: z.number().int(),
  line: z.number().int(),
  text: z.string(),
  reason: z.string(),
});
export type TImportFailure = z.infer<typeof ZImportFailureSchema>;

/** A cell that was not saved (its row still became a stop): where it is, what it held and why. */
export const ZImportCellProblemSchema = z.object({
  row: z.number().int(),
  line: z.number().int(),
  column: z.number().int(),
  field: z.enum(IMPORT_STOP_FIELDS),
  value: z.string(),
  reason: z.string(),
});
export type TImportCellProblem = z.infer<typeof ZImportCellProblemSchema>;

/**
 * The import's summary: '3 stops added (1 placed by their postcode only, 1 placed by their city
 * only). 1 row failed. 2 cells not saved.'
 */
export function importSummary(r: {
  added: number;
  byCity: number;
  byPostcode?: number;
  failed: number;
  badCells?: number;
}): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const approximate = [
    (r.byPostcode ?? 0) > 0 ? `${r.byPostcode} placed by their postcode only` : '',
    r.byCity > 0 ? `${r.byCity} placed by their city only` : '',
  ].filter(Boolean);
  const byCity = approximate.length > 0 ? ` (${approximate.join(', ')})` : '';
  const failed = r.failed > 0 ? ` ${plural(r.failed, 'row', 'rows')} failed.` : '';
  const badCells = (r.badCells ?? 0) > 0 ? ` ${plural(r.badCells ?? 0, 'cell', 'cells')} not saved.` : '';
  return `${plural(r.added, 'stop', 'stops')} added${byCity}.${failed}${badCells}`;
}
