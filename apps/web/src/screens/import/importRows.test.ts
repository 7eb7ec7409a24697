import { emptyColumnConfig, IMPORT_MAX_CELL_CHARS, IMPORT_MAX_COLUMNS } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { countryChoices } from './countries';
import { headersForImport, rowsForImport } from './importRows';

describe('rowsForImport', () => {
  it('sends only the mapped columns, cut to the cell limit', () => {
    const m = { ...emptyColumnConfig(), city: 2, name: 0 };
    const long = 'x'.repeat(IMPORT_MAX_CELL_CHARS + 50);
    expect(
      rowsForImport(
        [
          ['Ann', 'a long note', 'Camden', 'more'],
          [long, long],
        ],
        m,
      ),
    ).toEqual([
      ['Ann', '', 'Camden'],
      ['x'.repeat(IMPORT_MAX_CELL_CHARS), '', ''],
    ]);
    expect(rowsForImport([['a']], emptyColumnConfig())).toEqual([[]]);
  });

  it("sends every mapped stop field, a date-time cell in a time column as its time, and the header cut to the server's size", () => {
    const m = { ...emptyColumnConfig(), city: 0, timeWindowStart: 1, timeWindowEnd: 2, phone: 3, note: 4 };
    const row = ['Köln', '2030-02-01 9:00', '13:30', '0221 123456', '2030-02-01 9:00'];
    expect(rowsForImport([row], m)).toEqual([['Köln', '9:00', '13:30', '0221 123456', '2030-02-01 9:00']]);
    const header = Array.from({ length: IMPORT_MAX_COLUMNS + 3 }, (_, i) =>
      i === 0 ? 'y'.repeat(600) : `C${i}`,
    );
    const sent = headersForImport(header);
    expect(sent).toHaveLength(IMPORT_MAX_COLUMNS);
    expect(sent[0]).toHaveLength(IMPORT_MAX_CELL_CHARS);
  });
});

describe('countryChoices', () => {
  it("offers 'Any country' first, names by English name, and always the team's country", () => {
    const list = countryChoices('us');
    expect(list[0]).toEqual({ code: '', name: 'Any country' });
    expect(list.find((c) => c.code === 'US')?.name).toBe('United States');
    const names = list.slice(1).map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(countryChoices('KE').some((c) => c.code === 'KE')).toBe(true);
    expect(countryChoices('').some((c) => c.code === 'KE')).toBe(false);
  });
});
