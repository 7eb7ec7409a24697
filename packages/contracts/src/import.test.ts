import { describe, expect, it } from 'vitest';
import {
  emptyColumnConfig,
  IMPORT_MAX_FILE_BYTES,
  IMPORT_MAX_ROWS,
  ImportMessages,
  importSummary,
  isImportFile,
  isSearchable,
  placeColumns,
  rowAddress,
  rowName,
  ZBatchGeocodeSchema,
} from './import.js';
import { guessColumns } from './import-headers.js';

describe('import files', () => {
  it('accepts names ending .xlsx, .xls or .csv in any case, within the size limit', () => {
    expect(isImportFile({ name: 'stops.xlsx', size: 10 })).toBe(true);
    expect(isImportFile({ name: 'OLD.XLS', size: 10 })).toBe(true);
    expect(isImportFile({ name: 'stops.Csv', size: IMPORT_MAX_FILE_BYTES })).toBe(true);
    expect(isImportFile({ name: 'stops.csv', size: IMPORT_MAX_FILE_BYTES + 1 })).toBe(false);
    expect(isImportFile({ name: 'stops.txt', size: 10 })).toBe(false);
    expect(isImportFile({ name: 'csv', size: 10 })).toBe(false);
    expect(isImportFile({ name: 'stops.csv.pdf', size: 10 })).toBe(false);
  });
});

describe('guessColumns', () => {
  it('matches header names case-insensitively, exact names first', () => {
    expect(guessColumns(['NAME', 'Street Address', 'city', 'ZIP', 'Lat', 'LONGITUDE'])).toEqual({
      ...emptyColumnConfig(),
      name: 0,
      address: 1,
      city: 2,
      postcode: 3,
      latitude: 4,
      longitude: 5,
    });
  });

  it('matches keywords inside longer headers, and multi-word keywords', () => {
    expect(
      guessColumns(['Customer name', 'Delivery location', 'Town / City', 'Post code', 'GPS lat', 'GPS lng']),
    ).toEqual({
      ...emptyColumnConfig(),
      name: 0,
      address: 1,
      city: 2,
      postcode: 3,
      latitude: 4,
      longitude: 5,
    });
    expect(guessColumns(['zip_code'])).toMatchObject({ postcode: 0 });
    // A country column places each row in its own country (issue 23), no longer read as a postcode.
    expect(guessColumns(['Country'])).toMatchObject({ country: 0, postcode: -1 });
  });

  it('gives each column to one field, specific fields first', () => {
    // 'Street name' is the address, not the name; the plain 'Name' column is the name.
    expect(guessColumns(['Street name', 'Name'])).toMatchObject({ address: 0, name: 1 });
    // An exact header wins over an earlier partial one.
    expect(guessColumns(['City of birth', 'City'])).toMatchObject({ city: 1 });
  });

  it('leaves unknown, empty and look-alike headers unmapped', () => {
    expect(guessColumns(['Latency', '', 'Citycode', 'Telecom'])).toEqual(emptyColumnConfig());
    expect(guessColumns([])).toEqual(emptyColumnConfig());
  });
});

describe('placeColumns', () => {
  it('keeps the place and name columns and drops the stop fields', () => {
    const m = { ...emptyColumnConfig(), city: 1, name: 0, phone: 2, note: 3 };
    expect(placeColumns(m)).toEqual({
      city: 1,
      address: -1,
      postcode: -1,
      latitude: -1,
      longitude: -1,
      name: 0,
      country: -1,
    });
    expect(placeColumns({ city: 1, address: -1, postcode: -1, latitude: -1, longitude: -1 })).toEqual({
      city: 1,
      address: -1,
      postcode: -1,
      latitude: -1,
      longitude: -1,
    });
  });
});

describe('rows', () => {
  const m = { ...emptyColumnConfig(), address: 0, city: 1, postcode: 2, latitude: 3, longitude: 4, name: 5 };

  it('builds the address text and reads the name', () => {
    const row = ['1 Main St', 'Camden', '08102', '', '', 'Ann'];
    expect(rowAddress(row, m)).toBe('1 Main St, 08102, Camden');
    expect(rowName(row, m)).toBe('Ann');
    expect(rowName(row, { ...m, name: undefined })).toBe('');
  });

  it('does not search texts of fewer than 3 letters or digits', () => {
    expect(isSearchable('A')).toBe(false);
    expect(isSearchable('B.')).toBe(false);
    expect(isSearchable('Ulm')).toBe(true);
  });
});

describe('ZBatchGeocodeSchema', () => {
  const body = {
    route_id: 3,
    values: [['1 Main St', 'Camden', 39.9, null]],
    columnConfig: { city: 1, address: 0, postcode: -1, latitude: -1, longitude: -1 },
    countryCode: 'us',
  };

  it('reads a body: cells as strings, the country upper case', () => {
    const parsed = ZBatchGeocodeSchema.parse(body);
    expect(parsed.values).toEqual([['1 Main St', 'Camden', '39.9', '']]);
    expect(parsed.countryCode).toBe('US');
    expect(ZBatchGeocodeSchema.parse({ ...body, countryCode: '' }).countryCode).toBe('');
  });

  it.each([
    [{ values: [] }, 'The file has no rows to import'],
    [{ values: Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => ['a']) }, undefined],
    [{ values: [['x'.repeat(501)]] }, 'A cell may hold at most 500 characters'],
    [{ values: [[{}]] }, undefined],
    [{ countryCode: 'USA' }, 'The country code must be 2 letters'],
    [{ columnConfig: { ...body.columnConfig, city: -2 } }, undefined],
    [{ columnConfig: { ...body.columnConfig, city: 1.5 } }, undefined],
    [
      { columnConfig: { city: -1, address: -1, postcode: -1, latitude: 2, longitude: -1 } },
      ImportMessages.mapSomething,
    ],
    [{ route_id: 0 }, undefined],
  ])('refuses %#', (change, message) => {
    const r = ZBatchGeocodeSchema.safeParse({ ...body, ...change });
    expect(r.success).toBe(false);
    if (message) expect(r.error?.issues[0]?.message).toBe(message);
  });
});

describe('importSummary', () => {
  it('counts added, city-only and failed rows', () => {
    expect(importSummary({ added: 3, byCity: 1, failed: 1 })).toBe(
      '3 stops added (1 placed by their city only). 1 row failed.',
    );
    expect(importSummary({ added: 1, byCity: 0, failed: 0 })).toBe('1 stop added.');
    expect(importSummary({ added: 0, byCity: 0, failed: 2 })).toBe('0 stops added. 2 rows failed.');
    expect(importSummary({ added: 4, byCity: 2, byPostcode: 1, failed: 0 })).toBe(
      '4 stops added (1 placed by their postcode only, 2 placed by their city only).',
    );
  });
});
