/** Column indexes of the import mapping (spec section 3); -1 when a column is not mapped. */
export interface TColumnMapping {
  city: number;
  address: number;
  postcode: number;
  latitude: number;
  longitude: number;
}

export const UNMAPPED = -1;

export const COLUMN_LABELS: Record<keyof TColumnMapping, string> = {
  city: 'City',
  address: 'Address/Location/Street',
  postcode: 'Zip/Postcode/Country',
  latitude: 'Latitude',
  longitude: 'Longitude',
};

/** Header keywords per column, matched case-insensitively (the spec leaves the lists open). */
const KEYWORDS: Record<keyof TColumnMapping, string[]> = {
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'lng', 'lon', 'long'],
  postcode: ['zip', 'postcode', 'postal', 'post code', 'zip code', 'country'],
  city: ['city', 'town', 'place', 'locality', 'municipality'],
  address: ['address', 'location', 'street', 'addr', 'road'],
};

const words = (header: string) =>
  header
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Guesses the mapping from the header row: an exact header first, then a header containing the keyword. */
export function guessColumns(header: readonly string[]): TColumnMapping {
  const mapping: TColumnMapping = { city: -1, address: -1, postcode: -1, latitude: -1, longitude: -1 };
  const used = new Set<number>();
  const order: (keyof TColumnMapping)[] = ['latitude', 'longitude', 'postcode', 'city', 'address'];
  for (const key of order) {
    const keywords = KEYWORDS[key];
    const exact = header.findIndex((h, i) => !used.has(i) && keywords.includes(h.trim().toLowerCase()));
    const partial =
      exact >= 0
        ? exact
        : header.findIndex((h, i) => !used.has(i) && words(h).some((w) => keywords.includes(w)));
    if (partial >= 0) {
      mapping[key] = partial;
      used.add(partial);
    }
  }
  return mapping;
}

const cell = (row: readonly string[], index: number) => (index >= 0 ? (row[index] ?? '').trim() : '');

/** Coordinates of a row when both columns are mapped and hold numbers in range, else null. */
export function rowCoordinates(
  row: readonly string[],
  m: TColumnMapping,
): { lat: number; lng: number } | null {
  const latText = cell(row, m.latitude).replace(',', '.');
  const lngText = cell(row, m.longitude).replace(',', '.');
  if (!latText || !lngText) return null;
  const lat = Number(latText);
  const lng = Number(lngText);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  return { lat, lng };
}

/** The text that names a row's place: address, postcode, city. */
export function rowAddress(row: readonly string[], m: TColumnMapping): string {
  return [cell(row, m.address), cell(row, m.postcode), cell(row, m.city)].filter(Boolean).join(', ');
}

/**
 * What to search for a row, best first: the full address with the country, then the city alone
 * (a geocoder that knows only places still finds the town).
 */
export function rowQueries(row: readonly string[], m: TColumnMapping, country: string): string[] {
  const withCountry = (s: string) => (country ? `${s}, ${country}` : s);
  const full = rowAddress(row, m);
  const city = cell(row, m.city);
  const queries = full ? [withCountry(full)] : [];
  if (city && city !== full) queries.push(withCountry(city));
  return queries;
}
