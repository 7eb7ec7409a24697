import { foldAccents } from '@rp/contracts';

/** Printable ASCII only: nothing to decompose. */
const PLAIN = /^[\x20-\x7e]*$/;

/** Lower case without accents, so "Łódź" is found by "lodz" and "Gießen" by "giessen". */
export function normalisePlaceName(s: string): string {
  // Most names are plain ASCII: the gazetteer normalises a quarter of a million of them at load.
  const folded = PLAIN.test(s) ? s.toLowerCase() : foldAccents(s);
  return folded.replace(/\s+/g, ' ').trim();
}
