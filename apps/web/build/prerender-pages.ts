// After `vite build`: renders the pages a phone opens first to HTML (apps/web/src/prerender/
// render-page.tsx, built for Node with the same settings): the public home page into dist/home.html,
// which the server sends for `/`, and the driver's sign-in into dist/driver.html (already holding its
// files' preloads), sent for `/driver` and below. A phone then paints the page from the HTML and its
// styles alone; the app's code hydrates it.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defaultServerConditions } from 'vite';
import { prerenderedHeadScript } from '../src/prerender/head-script';
import type { TPrerenderedPage } from '../src/prerender/render-page';
import { compressBeside } from './compress-plugin';
import { HEAD_SCRIPT_FILE, withHeadScript, withPrerenderedPage } from './prerendered-page';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(webDir, 'dist');
const ssrDir = path.join(webDir, 'dist-prerender');

type TRenderPage = (path: string) => Promise<TPrerenderedPage>;

/** Writes the head script; its path. */
async function writeHeadScript(): Promise<string> {
  await writeFile(path.join(distDir, HEAD_SCRIPT_FILE), prerenderedHeadScript);
  return `/${HEAD_SCRIPT_FILE}`;
}

/** Renders `pagePath` into the root of `fromFile`'s HTML and writes it (and its compressed copies) as `toFile`. */
async function writePage(
  renderPage: TRenderPage,
  pagePath: string,
  fromFile: string,
  toFile: string,
  change: (html: string) => string = (html) => html,
): Promise<void> {
  const html = await readFile(path.join(distDir, fromFile), 'utf8');
  const file = path.join(distDir, toFile);
  await writeFile(file, change(withPrerenderedPage(html, await renderPage(pagePath))));
  await compressBeside(file);
}

async function main(): Promise<void> {
  await build({
    configFile: false,
    root: webDir,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { conditions: ['api-routes-only', ...defaultServerConditions] },
    build: { ssr: 'src/prerender/render-page.tsx', outDir: ssrDir, emptyOutDir: true, minify: false },
  });
  try {
    const { renderPage } = (await import(pathToFileURL(path.join(ssrDir, 'render-page.js')).href)) as {
      renderPage: TRenderPage;
    };
    await writePage(renderPage, '/', 'index.html', 'home.html');
    const headScript = await writeHeadScript();
    await writePage(renderPage, '/driver', 'driver.html', 'driver.html', (html) =>
      withHeadScript(html, headScript),
    );
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
