import { Messages } from '@rp/contracts';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/browser';

/** Spreadsheets the import reads (spec section 5); .xls is accepted by the chooser but only .xlsx/.csv parse. */
export const SPREADSHEET_ACCEPT = '.xlsx,.xls,.csv';
export const SPREADSHEET_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;
/** The size limit (the spec leaves it open): 5 MB is far more than a 500-stop route needs. */
export const SPREADSHEET_MAX_BYTES = 5 * 1024 * 1024;

/** A file the import cannot read; its message is always the spec's "Cant't parse this file!". */
export class SpreadsheetError extends Error {
  constructor(readonly reason: string) {
    super(Messages.fileCantParse);
    this.name = 'SpreadsheetError';
  }
}

const cellText = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).trim();
};

/** Rows of strings without the fully empty ones. */
export const cleanRows = (rows: readonly (readonly unknown[])[]): string[][] =>
  rows.map((r) => r.map(cellText)).filter((r) => r.some((c) => c !== ''));

/** Parses CSV text (delimiter detected, quotes honoured). */
export function parseCsv(text: string): string[][] {
  const result = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  if (result.errors.some((e) => e.type === 'Quotes')) throw new SpreadsheetError('broken quotes');
  return cleanRows(result.data);
}

/** Checks a chosen file's name and size before reading it. */
export function checkSpreadsheetFile(file: { name: string; size: number }): void {
  const name = file.name.toLowerCase();
  if (!SPREADSHEET_EXTENSIONS.some((ext) => name.endsWith(ext)))
    throw new SpreadsheetError('not a spreadsheet');
  if (file.size > SPREADSHEET_MAX_BYTES) throw new SpreadsheetError('too large');
}

/** The rows of the file's first sheet as strings (header row first). */
export async function readSpreadsheet(file: File): Promise<string[][]> {
  checkSpreadsheetFile(file);
  const name = file.name.toLowerCase();
  let rows: string[][];
  try {
    rows = name.endsWith('.csv') ? parseCsv(await file.text()) : cleanRows(await readSheet(file));
  } catch (e) {
    if (e instanceof SpreadsheetError) throw e;
    throw new SpreadsheetError(e instanceof Error ? e.message : String(e));
  }
  if (rows.length < 2) throw new SpreadsheetError('no data rows');
  return rows;
}
