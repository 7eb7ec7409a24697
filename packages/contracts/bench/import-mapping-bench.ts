import { readImportFile } from '../src/import-guess.js';
import { readCorpus, type TCorpusCase } from './import-corpus.js';

/* npm run bench:import-mapping: guesses the mapping of every corpus file and prints the share of
   columns guessed right, overall, per language or group and per kind, then every miss. A column
   counts when it should fill a field (right only with that field) or when it was given a field it
   should not have (always wrong). */

interface TScore {
  right: number;
  total: number;
}

// The team's place in the corpus' countries: what tells latitude from longitude.
const REGIONS: Record<string, { lat: number; lng: number }> = {
  US: { lat: 39, lng: -98 },
  DE: { lat: 51, lng: 10 },
  FR: { lat: 46, lng: 2 },
  ES: { lat: 40, lng: -4 },
  IT: { lat: 42, lng: 12.5 },
  PT: { lat: 39.5, lng: -8 },
  BR: { lat: -15, lng: -47 },
  NL: { lat: 52, lng: 5 },
  PL: { lat: 52, lng: 19 },
  GB: { lat: 54, lng: -2 },
};

function guessCase(c: TCorpusCase): { header: string[]; fieldOf: (string | undefined)[] } {
  const file = readImportFile(c.header, c.rows, { country: c.country, region: REGIONS[c.country] ?? null });
  const mapping = file.guess.mapping;
  const fieldOf: (string | undefined)[] = [];
  for (const [field, column] of Object.entries(mapping)) if (column >= 0) fieldOf[column] = field;
  return { header: file.header, fieldOf };
}

const share = (s: TScore) =>
  `${((100 * s.right) / Math.max(1, s.total)).toFixed(1)}% (${s.right}/${s.total})`;

function main() {
  const cases = readCorpus();
  const overall: TScore = { right: 0, total: 0 };
  const byGroup = new Map<string, TScore>();
  const byKind = new Map<string, TScore>();
  const misses: string[] = [];
  for (const c of cases) {
    const { header, fieldOf } = guessCase(c);
    const scores = [
      overall,
      ...[byGroup, byKind].map((m, i) => {
        const key = i === 0 ? c.group : c.kind;
        const s = m.get(key) ?? { right: 0, total: 0 };
        m.set(key, s);
        return s;
      }),
    ];
    c.expected.forEach((expected, column) => {
      const got = fieldOf[column] ?? '-';
      if (expected === '-' && got === '-') return;
      const right = expected === got;
      for (const s of scores) {
        s.total += 1;
        if (right) s.right += 1;
      }
      if (!right) misses.push(`${c.id}: "${header[column] ?? ''}" should be ${expected}, guessed ${got}`);
    });
  }
  console.log(`Import mapping corpus: ${cases.length} files`);
  console.log(`Columns guessed right: ${share(overall)}`);
  console.log('\nBy language or group:');
  for (const [group, s] of [...byGroup].sort()) console.log(`  ${group.padEnd(8)} ${share(s)}`);
  console.log('\nBy kind:');
  for (const [kind, s] of [...byKind].sort()) console.log(`  ${kind.padEnd(10)} ${share(s)}`);
  console.log(`\nMisses (${misses.length}):`);
  for (const m of misses) console.log(`  ${m}`);
}

main();
