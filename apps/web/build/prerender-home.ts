// After `vite build`: renders the public home page to HTML (apps/web/src/prerender/render-home.tsx,
// built for Node with the same settings) and writes dist/home.html, which the server sends for `/`.
// A phone then paints the page from the HTML and its styles alone; the app's code hydrates it.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defaultServerConditions } from 'vite';
import type { TPrerenderedPage } from '../src/prerender/render-home';
import { compressBeside } from './compress-plugin';
import { withPrerenderedPage } from './prerendered-page';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(webDir, 'dist');
const ssrDir = path.join(webDir, 'dist-prerender');

async function main(): Promise<void> {
  await build({
    configFile: false,
    root: webDir,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { conditions: ['api-routes-only', ...defaultServerConditions] },
    build: { ssr: 'src/prerender/render-home.tsx', outDir: ssrDir, emptyOutDir: true, minify: false },
  });
  try {
    const { renderHome } = (await import(pathToFileURL(path.join(ssrDir, 'render-home.js')).href)) as {
      renderHome: () => Promise<TPrerenderedPage>;
    };
    const indexHtml = await readFile(path.join(distDir, 'index.html'), 'utf8');
    const homeFile = path.join(distDir, 'home.html');
    await writeFile(homeFile, withPrerenderedPage(indexHtml, await renderHome()));
    await compressBeside(homeFile);
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
