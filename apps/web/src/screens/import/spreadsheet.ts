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

const cellText = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
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

/**
 * Reads the first sheet of a chosen file in the browser. Only names ending .xlsx, .xls or .csv
 * within the size limit (the contracts' rule) are read: .csv with Papa Parse, .xlsx with
 * read-excel-file (its first sheet). The old binary .xls format is refused with the same message:
 * read-excel-file cannot read it and the only npm build of SheetJS that could (0.18.5) is unmaintained
 * there with known security advisories; saving the sheet as .xlsx or .csv imports it.
 */
export async function readSpreadsheet(file: File): Promise<TSheet> {
  if (!isImportFile(file)) throw new SpreadsheetError('not a spreadsheet, or too large');
  const name = file.name.toLowerCase();
  if (name.endsWith('.xls')) throw new SpreadsheetError('binary .xls is not read');
  let records: unknown[][];
  try {
    records = name.endsWith('.csv') ? parseCsv(await file.text()) : await readSheet(file);
  } catch (e) {
    if (e instanceof SpreadsheetError) throw e;
    throw new SpreadsheetError(e instanceof Error ? e.message : String(e));
  }
  return toSheet(file.name, records);
}
