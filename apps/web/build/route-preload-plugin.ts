import { createHash } from 'node:crypto';
import type { IndexHtmlTransformContext, Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/** Each page's lazily loaded screen module (as the router imports it), by the path that opens it. */
export type TRouteModules = Record<string, string>;

/** A chunk's file and every file it imports statically, transitively. */
function filesOf(byName: Map<string, OutputChunk>, start: OutputChunk): string[] {
  const files: string[] = [];
  const visit = (chunk: OutputChunk) => {
    if (files.includes(chunk.fileName)) return;
    files.push(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byName.get(imported);
      if (next) visit(next);
    }
  };
  visit(start);
  return files;
}

/**
 * For each path, the files its screen needs that index.html does not already preload: what the
 * router would fetch only after the entry has run.
 */
export function routeFiles(chunks: OutputChunk[], routes: TRouteModules): Record<string, string[]> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const entryFiles = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => filesOf(byName, c)));
  const result: Record<string, string[]> = {};
  for (const [path, module] of Object.entries(routes)) {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
    if (!chunk) throw new Error(`${module} (for ${path}) is not a chunk of its own in the build`);
    result[path] = filesOf(byName, chunk)
      .filter((f) => !entryFiles.has(f))
      .map((f) => `/${f}`);
  }
  return result;
}

/** The tiny script: on a known path, ask for its screen's files now, beside the entry's. */
export function preloadScript(files: Record<string, string[]>): string {
  return `{const f=${JSON.stringify(files)};const p=location.pathname;const k=Object.keys(f).find(r=>r==="/"?p==="/":p===r||p.startsWith(r+"/"));for(const h of k?f[k]:[]){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.append(l)}}\n`;
}

/**
 * The page's HTML with its screen's files asked for up front, beside the entry's: no script has to
 * arrive and run first (one round trip less on a slow phone).
 */
export function withModulePreloads(html: string, files: string[]): string {
  if (!html.includes('</head>')) throw new Error('the page has no head');
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}

function canEmitFiles(context: object): context is Pick<Rollup.PluginContext, 'emitFile'> {
  return typeof (context as { emitFile?: unknown }).emitFile === 'function';
}

/**
 * A page's screen is loaded by the router only once the entry has downloaded and run: on a slow
 * phone a second round of requests after the first. This adds an `async` module script (it runs
 * as soon as it arrives, beside the entry's downloads) that asks for the current page's screen
 * files at once. Pages not listed load as before. Each path of `pages` also gets an HTML file of its
 * own (served for it by the server) with its files preloaded in the HTML itself, not by the script.
 */
export function routePreload(routes: TRouteModules, pages: Record<string, string> = {}): Plugin {
  return {
    name: 'route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html: string, ctx: IndexHtmlTransformContext) {
        // Vite runs the build's post hooks inside generateBundle, with the full plugin context.
        if (!ctx.bundle || !canEmitFiles(this)) return undefined;
        const chunks = Object.values(ctx.bundle).filter((f): f is OutputChunk => f.type === 'chunk');
        const files = routeFiles(chunks, routes);
        for (const [path, fileName] of Object.entries(pages)) {
          this.emitFile({ type: 'asset', fileName, source: withModulePreloads(html, files[path] ?? []) });
        }
        const source = preloadScript(files);
        const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
        const fileName = `assets/route-preload-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, src: `/${fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
