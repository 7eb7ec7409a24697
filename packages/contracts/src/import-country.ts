import { foldText } from './import-headers.js';

/* A country cell ('Deutschland', 'United States', 'DE', 'Polska') as its ISO 3166-1 alpha-2 code,
   so each row of a file is placed in its own country (issue 23). The names come from the
   platform's Intl data in the import's eight languages, so no list of names is kept here. */

const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// Names people write that Intl spells otherwise.
const EXTRA_NAMES: Record<string, string> = {
  usa: 'US',
  'u s a': 'US',
  'united states of america': 'US',
  uk: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  holland: 'NL',
  'the netherlands': 'NL',
};

let byName: Map<string, string> | undefined;

/** Every region code Intl names, by each of its folded names in the import's languages. */
function countryNames(): Map<string, string> {
  if (byName) return byName;
  const names = new Map<string, string>(Object.entries(EXTRA_NAMES));
  const displays = LANGUAGES.map((l) => new Intl.DisplayNames([l], { type: 'region', fallback: 'none' }));
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = a + b;
      for (const display of displays) {
        let name: string | undefined;
        try {
          name = display.of(code);
        } catch {
          name = undefined;
        }
        if (name && name !== code) names.set(foldText(name), code);
      }
    }
  }
  byName = names;
  return names;
}

/** The ISO code of a country cell: a 2-letter code or a name; undefined when it names none. */
export function countryCodeOf(cell: string): string | undefined {
  const text = cell.trim();
  if (/^[A-Za-z]{2}$/.test(text)) {
    const code = text.toUpperCase();
    return [...countryNames().values()].includes(code) ? code : undefined;
  }
  return text === '' ? undefined : countryNames().get(foldText(text));
}

/** True when the cell is a country's name (not a 2-letter code, which a state column holds too). */
export const isCountryName = (cell: string): boolean =>
  cell.trim().length > 2 && countryCodeOf(cell) !== undefined;
