import { Messages } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { parseCsv, readSpreadsheet } from './spreadsheet';

describe('spreadsheet files', () => {
  it("refuses other files, too large ones and sheets without data rows with the spec's message", async () => {
    await expect(readSpreadsheet(new File(['x'], 'stops.pdf'))).rejects.toThrow(Messages.fileCantParse);
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.csv');
    await expect(readSpreadsheet(big)).rejects.toThrow(Messages.fileCantParse);
    await expect(readSpreadsheet(new File(['Address\n'], 'only-header.csv'))).rejects.toThrow(
      Messages.fileCantParse,
    );
    await expect(readSpreadsheet(new File(['not a zip'], 'broken.xlsx'))).rejects.toThrow(
      Messages.fileCantParse,
    );
  });

  it('reads a CSV file: quotes honoured, empty lines dropped', async () => {
    const file = new File(['Address,City\n"1 Main St, Apt 2",Camden\n\n,\n2 Oak Ave,Media\n'], 'Stops.CSV');
    expect(await readSpreadsheet(file)).toEqual([
      ['Address', 'City'],
      ['1 Main St, Apt 2', 'Camden'],
      ['2 Oak Ave', 'Media'],
    ]);
    expect(parseCsv('a;b\n1;2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
