import { isImportFile, Messages } from '@rp/contracts';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/browser';

/** A file the import cannot read; its message is always the spec's "Cant't parse this file!". */
export class SpreadsheetError extends Error {
  constructor(readonly reason: string) {
    super(Messages.fileCantParse);
    this.name = 'SpreadsheetError';
  }
}

/** The first sheet of a file: its header, its data rows and each data row's line in the file (1 = header). */
export interface TSheet {
  fileName: string;
  header: string[];
  rows: string[][];
  lines: number[];
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A date or time cell as text. Both readers give Date objects in UTC; a time cell without a date
 * falls on the spreadsheet's day zero (1899-12-30/31, or 1904-01-01 in Mac workbooks) and is sent
 * as '9:00', which the contracts' time rules read; a date alone as YYYY-MM-DD, a date with a time as 'YYYY-MM-DD 9:00'.
 */
export function dateCellText(cell: Date): string {
  // Day fractions are floats: 12:30 may arrive as 12:29:59.999, so the nearest minute is meant.
  const d = new Date(Math.round(cell.getTime() / 60_000) * 60_000);
  const iso = d.toISOString();
  const clock = `${d.getUTCHours()}:${twoDigits(d.getUTCMinutes())}`;
  const isDayZero = d.getUTCFullYear() < 1900 || iso.startsWith('1904-01-01');
  if (isDayZero) return clock;
  const hasTime = d.getUTCHours() !== 0 || d.getUTCMinutes() !== 0;
  return hasTime ? `${iso.slice(0, 10)} ${clock}` : iso.slice(0, 10);
}

const cellText = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : dateCellText(v);
  return String(v).trim();
};

/**
 * Rows of strings without the fully empty ones, each with its 1-based line in the file; the first
 * one is the header. Throws when there is no data row under the header.
 */
export function toSheet(fileName: string, records: readonly (readonly unknown[])[]): TSheet {
  const kept: { cells: string[]; line: number }[] = [];
  records.forEach((r, i) => {
    const cells = (Array.isArray(r) ? r : []).map(cellText);
    if (cells.some((c) => c !== '')) kept.push({ cells, line: i + 1 });
  });
  const [head, ...data] = kept;
  if (!head || data.length === 0) throw new SpreadsheetError('no data rows');
  return { fileName, header: head.cells, rows: data.map((d) => d.cells), lines: data.map((d) => d.line) };
}

/** The records of a CSV text (delimiter detected, quotes honoured, empty lines kept for numbering). */
export function parseCsv(text: string): string[][] {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  if (result.errors.some((e) => e.type === 'Quotes')) throw new SpreadsheetError('broken quotes');
  return result.data;
}

/** The records of a file by its kind: .csv, .xls (SheetJS, loaded on demand) or .xlsx. */
async function fileRecords(file: File): Promise<unknown[][]> {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return parseCsv(await file.text());
  if (name.endsWith('.xls')) {
    const { readXlsRecords } = await import('./xlsRead');
    return readXlsRecords(await file.arrayBuffer());
  }
  return readSheet(file);
}

/**
 * Reads the first sheet of a chosen file in the browser. Only names ending .xlsx, .xls or .csv
 * within the size limit (the contracts' rule) are read: .csv with Papa Parse, .xlsx with
 * read-excel-file, the old binary .xls with SheetJS CE (the registry's @e965/xlsx build of 0.20.3),
 * fetched only when such a file is chosen. Anything unreadable gets the spec's message.
 */
export async function readSpreadsheet(file: File): Promise<TSheet> {
  if (!isImportFile(file)) throw new SpreadsheetError('not a spreadsheet, or too large');
  let records: unknown[][];
  try {
    records = await fileRecords(file);
  } catch (e) {
    if (e instanceof SpreadsheetError) throw e;
    throw new SpreadsheetError(e instanceof Error ? e.message : String(e));
  }
  return toSheet(file.name, records);
}
