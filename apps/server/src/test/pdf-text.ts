import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a test reads back from a PDF: each page's size in points and its text. */
export interface TPdfContent {
  pages: { width: number; height: number; text: string }[];
}

/** Parses a PDF with pdf.js (as a viewer would) and answers each page's size and text, lines joined by spaces. */
export async function readPdf(bytes: Uint8Array): Promise<TPdfContent> {
  // pdf.js takes over the buffer it is given: pass a copy.
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  try {
    const pages: TPdfContent['pages'] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [, , width, height] = page.view;
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
      pages.push({ width: width ?? 0, height: height ?? 0, text });
    }
    return { pages };
  } finally {
    await doc.destroy();
  }
}
