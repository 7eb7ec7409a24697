import { readImportFile, type TReadFile } from '@rp/contracts/import-guess';
import { session } from '../../auth/session';
import { readSpreadsheet, type TSheet } from './spreadsheet';

/**
 * A chosen file as the import screen works with it: its first sheet read, a shop export grouped
 * into one row per order (each row keeping the file line of its order's first row), and the
 * mapping its headers and cells suggest in the file's country and the team's region.
 */
export async function readImportSheet(
  file: File,
  country: string,
): Promise<{ sheet: TSheet; file: TReadFile; fileRows: number }> {
  const read = await readSpreadsheet(file);
  const user = session.get()?.user_data;
  const region =
    user && (user.latitude !== 0 || user.longitude !== 0)
      ? { lat: user.latitude, lng: user.longitude }
      : null;
  const guessed = readImportFile(read.header, read.rows, { country, region });
  const sheet: TSheet = {
    fileName: read.fileName,
    header: guessed.header,
    rows: guessed.rows,
    lines: guessed.firstRows.map((i) => read.lines[i] ?? i + 2),
  };
  return { sheet, file: guessed, fileRows: read.rows.length };
}
