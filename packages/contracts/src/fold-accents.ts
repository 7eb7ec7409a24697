/** Letters that Unicode does not decompose into a base letter and a mark. */
const UNDECOMPOSED: Record<string, string> = { ł: 'l', ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd', ı: 'i' };

/**
 * Lower case without accents: 'Łódź' -> 'lodz', 'Straße' -> 'strasse'. The one fold behind header
 * guessing, cell words and the gazetteer's place names.
 */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łßøæœđı]/g, (c) => UNDECOMPOSED[c] ?? c);
}
