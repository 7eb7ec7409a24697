import type { TPrerenderedPage } from '../src/prerender/render-home';

/** index.html with the page's styles in its head and its markup in the root element. */
export function withPrerenderedPage(indexHtml: string, page: TPrerenderedPage): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root) || !indexHtml.includes('</head>'))
    throw new Error('index.html has no empty root');
  return indexHtml
    .replace('</head>', `${page.styleTag}</head>`)
    .replace(root, `<div id="root">${page.html}</div>`);
}
