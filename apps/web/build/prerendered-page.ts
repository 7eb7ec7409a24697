import { createHash } from 'node:crypto';
import { prerenderedHeadScript, prerenderedHeadStyle } from '../src/prerender/head-script';
import type { TPrerenderedPage } from '../src/prerender/render-page';

/** The head script as a build file: hashed like the others, so cached for good (and by the driver's service worker). */
export const HEAD_SCRIPT_FILE = `assets/head-${createHash('sha256').update(prerenderedHeadScript).digest('hex').slice(0, 8)}.js`;

/** index.html with the page's styles in its head and its markup in the root element. */
export function withPrerenderedPage(indexHtml: string, page: TPrerenderedPage): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root) || !indexHtml.includes('</head>'))
    throw new Error('index.html has no empty root');
  return indexHtml
    .replace('</head>', `${page.styleTag}</head>`)
    .replace(root, `<div id="root">${page.html}</div>`);
}

/**
 * The page with the head script first in its head: a classic script (it runs before the page is
 * painted), and its style (see src/prerender/head-script.ts).
 */
export function withHeadScript(html: string, scriptPath: string): string {
  const head = /<head>/i;
  if (!head.test(html)) throw new Error('the page has no head');
  return html.replace(
    head,
    (tag) => `${tag}\n    <script src="${scriptPath}"></script>${prerenderedHeadStyle}`,
  );
}
