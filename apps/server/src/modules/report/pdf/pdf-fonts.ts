import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Font names the drawing code uses once the document has registered them. */
export const Fonts = { regular: 'report-regular', bold: 'report-bold' } as const;

/**
 * DejaVu Sans from its npm package: it covers Latin (Polish, German, French …), Greek and
 * Cyrillic, and PDFKit embeds only the glyphs used. Read once per process.
 */
let cached: { regular: Buffer; bold: Buffer } | undefined;

export function reportFontFiles(): { regular: Buffer; bold: Buffer } {
  cached ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return cached;
}
