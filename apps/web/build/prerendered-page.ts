import { createHash } from 'node:crypto';
import type { TPrerenderedPage } from '../src/prerender/render-page';
import { signedInGuardScript, signedInGuardStyle } from '../src/prerender/signed-in-guard';

/** The guard's script as a build file: hashed like the others, so cached for good (and by the driver's service worker). */
export const SIGNED_IN_GUARD_FILE = `assets/signed-in-guard-${createHash('sha256').update(signedInGuardScript).digest('hex').slice(0, 8)}.js`;

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
 * The page with the signed-in guard first in its head: a classic script (it runs before the page is
 * painted) and the style that hides the rendered markup from someone signed in.
 */
export function withSignedInGuard(html: string, scriptPath: string): string {
  const head = /<head>/i;
  if (!head.test(html)) throw new Error('the page has no head');
  return html.replace(
    head,
    (tag) => `${tag}\n    <script src="${scriptPath}"></script>${signedInGuardStyle}`,
  );
}
