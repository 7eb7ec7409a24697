/** Countries offered by the import's Country choice (ISO 3166-1 alpha-2); the team's own is always added. */
const CODES = [
  'AR',
  'AT',
  'AU',
  'BE',
  'BG',
  'BR',
  'CA',
  'CH',
  'CL',
  'CO',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IL',
  'IN',
  'IS',
  'IT',
  'JP',
  'KR',
  'LT',
  'LU',
  'LV',
  'MX',
  'NL',
  'NO',
  'NZ',
  'PH',
  'PL',
  'PT',
  'RO',
  'RS',
  'SE',
  'SG',
  'SI',
  'SK',
  'TR',
  'UA',
  'US',
  'ZA',
] as const;

export const ANY_COUNTRY = { code: '', name: 'Any country' } as const;

const regionName = (code: string): string => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** 'Any country' first, then the countries by English name; `current` (e.g. the team's) is included. */
export function countryChoices(current = ''): { code: string; name: string }[] {
  const code = current.trim().toUpperCase();
  const codes = new Set<string>(CODES);
  if (/^[A-Z]{2}$/.test(code)) codes.add(code);
  const named = [...codes].map((c) => ({ code: c, name: regionName(c) }));
  return [ANY_COUNTRY, ...named.sort((a, b) => a.name.localeCompare(b.name))];
}
