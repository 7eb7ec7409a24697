import { Messages } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { parseCsv, readSpreadsheet, toSheet } from './spreadsheet';

describe('spreadsheet files', () => {
  it("refuses other files, .xls, too large ones and sheets without data rows with the spec's message", async () => {
    await expect(readSpreadsheet(new File(['x'], 'stops.pdf'))).rejects.toThrow(Messages.fileCantParse);
    await expect(readSpreadsheet(new File(['Name\nA\n'], 'stops.txt'))).rejects.toThrow(
      Messages.fileCantParse,
    );
    await expect(readSpreadsheet(new File(['x'], 'old.xls'))).rejects.toThrow(Messages.fileCantParse);
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.csv');
    await expect(readSpreadsheet(big)).rejects.toThrow(Messages.fileCantParse);
    await expect(readSpreadsheet(new File(['Address\n\n'], 'only-header.csv'))).rejects.toThrow(
      Messages.fileCantParse,
    );
    await expect(readSpreadsheet(new File(['not a zip'], 'broken.xlsx'))).rejects.toThrow(
      Messages.fileCantParse,
    );
    await expect(readSpreadsheet(new File(['a,"b\n1,2'], 'quotes.csv'))).rejects.toThrow(
      Messages.fileCantParse,
    );
  });

  it('reads a CSV file: quotes honoured, empty lines dropped, each row with its line in the file', async () => {
    const text = '\uFEFFAddress,City\n"1 Main St, Apt 2",Camden\n\n,\n2 Oak Ave,Media\n';
    expect(await readSpreadsheet(new File([text], 'Stops.CSV'))).toEqual({
      fileName: 'Stops.CSV',
      header: ['Address', 'City'],
      rows: [
        ['1 Main St, Apt 2', 'Camden'],
        ['2 Oak Ave', 'Media'],
      ],
      lines: [2, 5],
    });
    expect(parseCsv('a;b\n1;2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('turns sheet cells into trimmed text, dates as YYYY-MM-DD', () => {
    const sheet = toSheet('s.xlsx', [
      [null, null],
      ['Name', ' Lat '],
      ['A', 39.5],
      [true, new Date(Date.UTC(2030, 0, 2))],
    ]);
    expect(sheet).toEqual({
      fileName: 's.xlsx',
      header: ['Name', 'Lat'],
      rows: [
        ['A', '39.5'],
        ['true', '2030-01-02'],
      ],
      lines: [3, 4],
    });
  });
});
