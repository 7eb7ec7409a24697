import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** Files of the public folder the installed app needs (manifest and icons). */
const PUBLIC_FILES = [
  '/driver.webmanifest',
  '/driver-icon-192.png',
  '/driver-icon-512.png',
  '/driver-icon.svg',
  '/favicon.svg',
];

const isChunk = (file: OutputBundle[string] | undefined): file is OutputChunk => file?.type === 'chunk';

/** A chunk's file, its CSS and everything it imports statically, transitively. */
function filesOf(bundle: OutputBundle, start: OutputChunk[]): Set<string> {
  const byName = new Map(Object.values(bundle).map((f) => [f.fileName, f]));
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) {
      const next = byName.get(imported);
      if (isChunk(next)) visit(next);
    }
  };
  start.forEach(visit);
  return files;
}

/**
 * The driver app's own lazy screens, and theirs in turn (the signed-in screens fetch a route's
 * screen), but not the packages they fetch later (the barcode library): modules of the driver's
 * folder only.
 */
function driverLazyScreens(
  chunks: OutputChunk[],
  driverChunk: OutputChunk,
  driverFolder: string,
): OutputChunk[] {
  const screens: OutputChunk[] = [];
  const visit = (chunk: OutputChunk) => {
    for (const lazy of chunks.filter((c) => chunk.dynamicImports.includes(c.fileName))) {
      if (screens.includes(lazy) || !lazy.facadeModuleId?.includes(`/${driverFolder}`)) continue;
      screens.push(lazy);
      visit(lazy);
    }
  };
  visit(driverChunk);
  return screens;
}

/** Every file the driver app loads: the entry, the driver chunk and its lazy screens, with their imports. */
export function driverPrecache(bundle: OutputBundle, driverModule: string): string[] {
  const chunks = Object.values(bundle).filter(isChunk);
  const driverChunk = chunks.find((c) => c.facadeModuleId?.endsWith(driverModule));
  if (!driverChunk) throw new Error(`${driverModule} is not a chunk of the build`);
  const driverFolder = driverModule.slice(0, driverModule.lastIndexOf('/') + 1);
  const start = [
    ...chunks.filter((c) => c.isEntry),
    driverChunk,
    ...driverLazyScreens(chunks, driverChunk, driverFolder),
  ];
  return [...filesOf(bundle, start)].sort().map((f) => `/${f}`);
}

/**
 * Writes /driver-sw.js from build/driver-sw.js with the list of files the driver app loads (the
 * entry, the driver chunk and its own lazy screens, with their imports, and `pageFiles`, which its
 * page names but the build writes apart), so the app opens offline after one visit.
 */
export function driverServiceWorker(driverModule: string, pageFiles: readonly string[] = []): Plugin {
  return {
    name: 'driver-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const precache = driverPrecache(bundle, driverModule);
      const all = [...precache, ...pageFiles, ...PUBLIC_FILES];
      const version = createHash('sha256').update(all.join('\n')).digest('hex').slice(0, 12);
      const template = readFileSync(new URL('./driver-sw.js', import.meta.url), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'driver-sw.js',
        source: template.replaceAll('__PRECACHE__', JSON.stringify(all)).replaceAll('__VERSION__', version),
      });
    },
  };
}
