/**
 * Records of the first sheet of an old binary .xls workbook, read with SheetJS (loaded only here, so
 * the library stays out of every page's entry code: ImportScreen imports this module lazily).
 * Time and date cells come back as Date objects in UTC, as read-excel-file gives them for .xlsx;
 * leading empty rows are put back so every record keeps its line in the file.
 */
export async function readXlsRecords(data: ArrayBuffer): Promise<unknown[][]> {
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.read(new Uint8Array(data), { type: 'array', cellDates: true });
  const first = book.SheetNames[0];
  const sheet = first === undefined ? undefined : book.Sheets[first];
  if (!sheet?.['!ref']) return [];
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: null,
    blankrows: true,
    UTC: true,
  });
  const top = XLSX.utils.decode_range(sheet['!ref']).s.r;
  const leftmost = XLSX.utils.decode_range(sheet['!ref']).s.c;
  const pad = (r: unknown[]) => [...Array.from({ length: leftmost }, () => null), ...r];
  return [...Array.from({ length: top }, () => []), ...rows.map(pad)];
}
