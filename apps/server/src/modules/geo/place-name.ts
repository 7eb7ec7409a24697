/** Letters that Unicode does not decompose into a base letter and a mark. */
const UNDECOMPOSED: Record<string, string> = { ł: 'l', ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd', ı: 'i' };

/** Printable ASCII only: nothing to decompose. */
const PLAIN = /^[\x20-\x7e]*$/;

/** Lower case without accents, so "Łódź" is found by "lodz" and "Gießen" by "giessen". */
export function normalisePlaceName(s: string): string {
  // Most names are plain ASCII: the gazetteer normalises a quarter of a million of them at load.
  if (PLAIN.test(s)) return s.toLowerCase().replace(/\s+/g, ' ').trim();
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łßøæœđı]/g, (c) => UNDECOMPOSED[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}
