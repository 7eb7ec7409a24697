import { Messages } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { guessColumns, rowCoordinates, rowQueries } from './columns';
import { checkSpreadsheetFile, parseCsv } from './spreadsheet';

describe('import column guessing', () => {
  it('maps headers case-insensitively, exact names before partial ones', () => {
    expect(guessColumns(['Name', 'Street Address', 'CITY', 'Zip', 'Lat', 'Longitude'])).toEqual({
      address: 1,
      city: 2,
      postcode: 3,
      latitude: 4,
      longitude: 5,
    });
    expect(guessColumns(['Customer', 'Phone'])).toEqual({
      address: -1,
      city: -1,
      postcode: -1,
      latitude: -1,
      longitude: -1,
    });
  });

  it('reads coordinates (also with decimal commas) and builds search texts', () => {
    const m = guessColumns(['Address', 'City', 'Postcode', 'Latitude', 'Longitude']);
    expect(rowCoordinates(['', '', '', '39,95', '-75.16'], m)).toEqual({ lat: 39.95, lng: -75.16 });
    expect(rowCoordinates(['', '', '', '95', '-75.16'], m)).toBeNull();
    expect(rowCoordinates(['', '', '', '', ''], m)).toBeNull();
    expect(rowQueries(['1 Main St', 'Camden', '08102', '', ''], m, 'US')).toEqual([
      '1 Main St, 08102, Camden, US',
      'Camden, US',
    ]);
    expect(rowQueries(['', 'Camden', '', '', ''], m, '')).toEqual(['Camden']);
  });
});

describe('spreadsheet files', () => {
  it("accepts .xlsx, .xls and .csv within the size limit, else the spec's message", () => {
    expect(() => checkSpreadsheetFile({ name: 'stops.CSV', size: 100 })).not.toThrow();
    expect(() => checkSpreadsheetFile({ name: 'stops.xlsx', size: 100 })).not.toThrow();
    expect(() => checkSpreadsheetFile({ name: 'stops.pdf', size: 100 })).toThrow(Messages.fileCantParse);
    expect(() => checkSpreadsheetFile({ name: 'big.csv', size: 50 * 1024 * 1024 })).toThrow(
      Messages.fileCantParse,
    );
  });

  it('parses CSV with quotes and drops empty lines', () => {
    expect(parseCsv('Address,City\n"1 Main St, Apt 2",Camden\n\n,\n2 Oak Ave,Media\n')).toEqual([
      ['Address', 'City'],
      ['1 Main St, Apt 2', 'Camden'],
      ['2 Oak Ave', 'Media'],
    ]);
  });
});
