import { utils, write } from '@e965/xlsx';
import { Messages } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { parseCsv, readSpreadsheet, toSheet } from './spreadsheet';

describe('spreadsheet files', () => {
  it("refuses other files, unreadable .xls, too large ones and sheets without data rows with the spec's message", async () => {
    await expect(readSpreadsheet(new File(['x'], 'stops.pdf'))).rejects.toThrow(Messages.fileCantParse);
    await expect(readSpreadsheet(new File(['Name\nA\n'], 'stops.txt'))).rejects.toThrow(
      Messages.fileCantParse,
    );
    await expect(
      readSpreadsheet(new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2])], 'old.xls')),
    ).rejects.toThrow(Messages.fileCantParse);
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

  it('reads an old binary .xls: first sheet, time cells as clock times, its rows on their lines', async () => {
    const stops = utils.aoa_to_sheet([
      [],
      ['Nazwa', 'Szerokość', 'Długość', 'Od', 'Do', 'Telefon', 'Dzień'],
      ['Sklep Łódź', 51.7592, 19.456, { t: 'n', v: 0.375, z: 'h:mm' }, { t: 'n', v: 0.5208333, z: 'hh:mm' }],
      [],
      [
        'Kraków',
        50.06,
        19.94,
        { t: 'n', v: 45812.5, z: 'yyyy-mm-dd hh:mm' },
        '',
        '601 234 567',
        {
          t: 'n',
          v: 45812,
          z: 'yyyy-mm-dd',
        },
      ],
    ]);
    const book = utils.book_new();
    utils.book_append_sheet(book, stops, 'Trasa');
    utils.book_append_sheet(book, utils.aoa_to_sheet([['Nazwa'], ['Inny']]), 'Notatki');
    const bytes = write(book, { bookType: 'biff8', type: 'array' }) as ArrayBuffer;
    expect(await readSpreadsheet(new File([bytes], 'Trasa.XLS'))).toEqual({
      fileName: 'Trasa.XLS',
      header: ['Nazwa', 'Szerokość', 'Długość', 'Od', 'Do', 'Telefon', 'Dzień'],
      rows: [
        ['Sklep Łódź', '51.7592', '19.456', '9:00', '12:30', '', ''],
        ['Kraków', '50.06', '19.94', '2025-06-04 12:00', '', '601 234 567', '2025-06-04'],
      ],
      lines: [3, 5],
    });
  });

  it('turns sheet cells into trimmed text, dates as YYYY-MM-DD, times of day as H:MM', () => {
    const sheet = toSheet('s.xlsx', [
      [null, null],
      ['Name', ' Lat '],
      ['A', 39.5],
      [true, new Date(Date.UTC(2030, 0, 2))],
      [new Date(Date.UTC(1899, 11, 30, 9, 5)), new Date(Date.UTC(2030, 0, 2, 14, 30))],
    ]);
    expect(sheet).toEqual({
      fileName: 's.xlsx',
      header: ['Name', 'Lat'],
      rows: [
        ['A', '39.5'],
        ['true', '2030-01-02'],
        ['9:05', '2030-01-02 14:30'],
      ],
      lines: [3, 4, 5],
    });
  });
});
