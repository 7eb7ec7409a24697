import {
  emptyColumnConfig,
  type TFullColumnConfig,
  type TImportAnyField,
  UNMAPPED_COLUMN,
} from './import.js';
import { columnKind, columnMean, type TCellKind } from './import-cell-kinds.js';
import { assignCandidates, headerCandidates, type TFieldCandidate } from './import-headers.js';
import { readShopExport, type TShopName } from './import-shops.js';

/* The import's mapping as a dispatcher makes it (issue 23): the headers name most columns, the
   cells name the rest (a column of e-mail addresses is the e-mail whatever its header says), a
   header the cells contradict becomes a question shown beside the field, and a shop's export is
   read by its known format. */

/** Why a field has its column: its header, its cells, the team's last mapping, a shop's format. */
export type TMappingReason = 'header' | 'cells' | 'saved' | 'shop';

/** A column whose header names one field and whose cells another: the cells were followed. */
export interface TMappingQuestion {
  column: number;
  headerField: TImportAnyField;
  cellsField: TImportAnyField;
}

export interface TGuessedMapping {
  mapping: TFullColumnConfig;
  reasons: Partial<Record<TImportAnyField, TMappingReason>>;
  questions: TMappingQuestion[];
}

export interface TGuessOptions {
  /** The file's country (ISO code, '' for none): its phone numbers and postcodes. */
  country: string;
  /** The team's place, which tells latitude from longitude when both are in range of each. */
  region?: { lat: number; lng: number } | null;
}

/** The field a kind of cells names on its own (times and coordinates are paired below). */
const FIELD_OF_KIND: Partial<Record<TCellKind, TImportAnyField>> = {
  email: 'email',
  phone: 'phone',
  timeRange: 'timeWindow',
  postcode: 'postcode',
  country: 'country',
};

/** Header fields each kind of cells agrees with; any other header field is contradicted. */
const AGREEING_FIELDS: Partial<Record<TCellKind, readonly TImportAnyField[]>> = {
  email: ['email'],
  phone: ['phone'],
  timeRange: ['timeWindow'],
  time: ['timeWindowStart', 'timeWindowEnd', 'timeWindow', 'visitTime'],
  coordinate: ['latitude', 'longitude'],
  postcode: ['postcode'],
};

// Cells alone rank below any header, so a named column keeps its field; cells that contradict a
// header rank above all.
const CELLS_ALONE = 1;
const CELLS_OVER_HEADER = 4;

/** The fields cells name: kinds alone, times as from and to in order, coordinates by range and region. */
function cellFields(
  kinds: readonly TCellKind[],
  columns: readonly string[][],
  region: TGuessOptions['region'],
): (TImportAnyField | undefined)[] {
  const fields = kinds.map((k) => FIELD_OF_KIND[k]);
  const times = kinds.flatMap((k, i) => (k === 'time' ? [i] : []));
  if (times.length === 2) {
    const [a = 0, b = 0] = times;
    const isOrdered = !(columnMean(columns[a] ?? []) > columnMean(columns[b] ?? []));
    fields[a] = isOrdered ? 'timeWindowStart' : 'timeWindowEnd';
    fields[b] = isOrdered ? 'timeWindowEnd' : 'timeWindowStart';
  }
  const coordinates = kinds.flatMap((k, i) => (k === 'coordinate' ? [i] : []));
  if (coordinates.length === 2) {
    const [a = 0, b = 0] = coordinates;
    const [ma, mb] = [columnMean(columns[a] ?? []), columnMean(columns[b] ?? [])];
    const aIsLng =
      Math.abs(ma) > 90 ||
      (Math.abs(mb) <= 90 && region
        ? Math.abs(ma - region.lng) + Math.abs(mb - region.lat) <
          Math.abs(ma - region.lat) + Math.abs(mb - region.lng)
        : false);
    fields[a] = aIsLng ? 'longitude' : 'latitude';
    fields[b] = aIsLng ? 'latitude' : 'longitude';
  }
  return fields;
}

/** Each column's cells (of the first rows). */
const columnsOf = (width: number, rows: readonly (readonly string[])[]) =>
  Array.from({ length: width }, (_, i) => rows.slice(0, 50).map((r) => String(r[i] ?? '')));

/**
 * The mapping of a file from its header and its first rows: header candidates, then the cells'
 * candidates for columns no header names, and the cells' field over a header they contradict
 * (answered as a question).
 */
export function guessFromHeaderAndCells(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  options: TGuessOptions,
): TGuessedMapping {
  const width = Math.max(header.length, ...rows.slice(0, 50).map((r) => r.length));
  const columns = columnsOf(width, rows);
  const kinds = columns.map((cells) => columnKind(cells, options.country));
  const byCells = cellFields(kinds, columns, options.region);
  const fromHeader = headerCandidates(header);
  const fromCells = new Set<string>();
  const questions: TMappingQuestion[] = [];
  const candidates: TFieldCandidate[] = [];
  for (let column = 0; column < width; column++) {
    const named = fromHeader.filter((c) => c.column === column).sort((a, b) => b.score - a.score);
    const cellsField = byCells[column];
    const agreeing = AGREEING_FIELDS[kinds[column] ?? 'text'];
    const best = named[0];
    if (best && cellsField && agreeing && !agreeing.includes(best.field)) {
      // The header says one thing, the cells clearly another: follow the cells, and ask.
      questions.push({ column, headerField: best.field, cellsField });
      candidates.push({ field: cellsField, column, score: CELLS_OVER_HEADER });
      fromCells.add(`${cellsField}:${column}`);
      continue;
    }
    candidates.push(...named);
    if (!best && cellsField) {
      candidates.push({ field: cellsField, column, score: CELLS_ALONE });
      fromCells.add(`${cellsField}:${column}`);
    }
  }
  const mapping = assignCandidates(candidates);
  const reasons: TGuessedMapping['reasons'] = {};
  for (const [field, column] of Object.entries(mapping) as [TImportAnyField, number][]) {
    if (column === UNMAPPED_COLUMN) continue;
    reasons[field] = fromCells.has(`${field}:${column}`) ? 'cells' : 'header';
  }
  const kept = questions.filter((q) => mapping[q.cellsField] === q.column);
  return { mapping, reasons, questions: kept };
}

/** A file as the import reads it: a shop's export as one row per order, any other file as it is. */
export interface TReadFile {
  header: string[];
  rows: string[][];
  /** For each row, the index of the file row it starts at (a shop order's first line item). */
  firstRows: number[];
  shop: TShopName | null;
  guess: TGuessedMapping;
}

/**
 * Reads a file's header and rows into the rows the import sends and the mapping it proposes:
 * a recognised shop export by its format (its rows grouped by order), any other file by its
 * headers and cells.
 */
export function readImportFile(
  header: readonly string[],
  rows: readonly string[][],
  options: TGuessOptions,
): TReadFile {
  const shop = readShopExport(header, rows);
  if (shop) {
    const mapping: TFullColumnConfig = { ...emptyColumnConfig(), ...shop.mapping };
    const reasons = Object.fromEntries(Object.keys(shop.mapping).map((f) => [f, 'shop' as const]));
    return { ...shop, guess: { mapping, reasons, questions: [] } };
  }
  return {
    header: [...header],
    rows: rows.map((r) => [...r]),
    firstRows: rows.map((_, i) => i),
    shop: null,
    guess: guessFromHeaderAndCells(header, rows, options),
  };
}
