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

/**
 * The rows of the file's first sheet as strings (header row first). The name and size are
 * checked with the contracts' rule; .xlsx is read by read-excel-file, .csv by Papa Parse; the old
 * binary .xls format cannot be read in the browser and fails like any unreadable file.
 */
export async function readSpreadsheet(file: File): Promise<string[][]> {
  if (!isImportFile(file)) throw new SpreadsheetError('not a spreadsheet, or too large');
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
