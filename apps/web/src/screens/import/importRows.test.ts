import { emptyColumnConfig, IMPORT_MAX_CELL_CHARS } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { countryChoices } from './countries';
import { rowsForImport } from './importRows';

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
