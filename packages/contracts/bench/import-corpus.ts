import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One corpus file: its header row, data rows and the field each column should fill ('-' for none). */
export interface TCorpusCase {
  id: string;
  /** The language (de, en …) or the group (shopify, woo, mix) the case's id starts with. */
  group: string;
  country: string;
  kind: string;
  header: string[];
  expected: string[];
  rows: string[][];
}

const cells = (line: string) => line.split('|').map((c) => c.trim());

/** Reads every case of the corpus folder (see its README for the format). */
export function readCorpus(folder = join(import.meta.dirname, 'import-corpus')): TCorpusCase[] {
  const cases: TCorpusCase[] = [];
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.txt'))) {
    const blocks = readFileSync(join(folder, file), 'utf8').split(/\n\s*\n/);
    for (const block of blocks) {
      const [meta, header, expected, ...rows] = block.split('\n').filter((l) => l.trim() !== '');
      if (!meta || !header || !expected) continue;
      const [, id = '', country = '', kind = ''] = meta.split(/\s+/);
      cases.push({
        id,
        group: id.split('-')[0] ?? id,
        country,
        kind,
        header: cells(header),
        expected: cells(expected),
        rows: rows.map(cells),
      });
    }
  }
  return cases;
}
