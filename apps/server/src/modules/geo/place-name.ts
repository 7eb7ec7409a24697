/** Letters that Unicode does not decompose into a base letter and a mark. */
const UNDECOMPOSED: Record<string, string> = { ł: 'l', ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd', ı: 'i' };

/** Lower case without accents, so "Łódź" is found by "lodz" and "Gießen" by "giessen". */
export function normalisePlaceName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łßøæœđı]/g, (c) => UNDECOMPOSED[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}
