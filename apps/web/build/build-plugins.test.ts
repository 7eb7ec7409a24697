import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig, Rollup } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressBuild } from './compress-plugin';
import { driverPrecache } from './driver-sw-plugin';
import { preloadScript, routeFiles, withModulePreloads } from './route-preload-plugin';

type OutputChunk = Rollup.OutputChunk;

const chunk = (fileName: string, imports: string[], extra: Partial<OutputChunk> = {}): OutputChunk =>
  ({
    type: 'chunk',
    fileName,
    imports,
    dynamicImports: [],
    isEntry: false,
    facadeModuleId: null,
    ...extra,
  }) as OutputChunk;

describe('the route preload', () => {
  const chunks = [
    chunk('assets/index.js', ['assets/react.js'], { isEntry: true }),
    chunk('assets/react.js', []),
    chunk('assets/DriverApp.js', ['assets/react.js', 'assets/TextField.js'], {
      facadeModuleId: '/repo/apps/web/src/driver/DriverApp.tsx',
    }),
    chunk('assets/TextField.js', ['assets/react.js']),
    chunk('assets/Home.js', [], { facadeModuleId: '/repo/apps/web/src/screens/public/HomeScreen.tsx' }),
  ];
  const files = routeFiles(chunks, {
    '/driver': 'src/driver/DriverApp.tsx',
    '/': 'src/screens/public/HomeScreen.tsx',
  });

  afterEach(() => {
    for (const link of document.head.querySelectorAll('link')) link.remove();
    window.history.replaceState(null, '', '/');
  });

  it("lists each page's screen files that the entry does not already load", () => {
    expect(files).toEqual({
      '/driver': ['/assets/DriverApp.js', '/assets/TextField.js'],
      '/': ['/assets/Home.js'],
    });
    expect(() => routeFiles(chunks, { '/x': 'src/Nowhere.tsx' })).toThrow(/not a chunk/);
  });

  it('asks for the current page files only, on the page and below it', () => {
    const preloaded = (pathname: string) => {
      for (const link of document.head.querySelectorAll('link')) link.remove();
      window.history.replaceState(null, '', pathname);
      new Function(preloadScript(files))();
      return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) =>
        l.getAttribute('href'),
      );
    };
    expect(preloaded('/driver')).toEqual(['/assets/DriverApp.js', '/assets/TextField.js']);
    expect(preloaded('/driver/route/3')).toEqual(['/assets/DriverApp.js', '/assets/TextField.js']);
    expect(preloaded('/')).toEqual(['/assets/Home.js']);
    expect(preloaded('/drivers')).toEqual([]);
    expect(preloaded('/routes')).toEqual([]);
  });

  it("writes a page's files into its own HTML, beside the entry's", () => {
    const html =
      '<html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>';
    const page = withModulePreloads(html, files['/driver'] ?? []);
    const head = new DOMParser().parseFromString(page, 'text/html').head;
    const links = [...head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));
    expect(links).toEqual(['/assets/DriverApp.js', '/assets/TextField.js']);
    expect(head.querySelector('script')?.getAttribute('src')).toBe('/assets/index.js');
    expect(() => withModulePreloads('<p>no head</p>', [])).toThrow(/no head/);
  });
});

describe("the driver app's offline files", () => {
  it('keeps the lazy screens of the driver folder and theirs in turn, not the packages they fetch later', () => {
    const chunks = [
      chunk('assets/index.js', ['assets/react.js'], { isEntry: true }),
      chunk('assets/react.js', []),
      chunk('assets/DriverApp.js', ['assets/react.js'], {
        facadeModuleId: '/repo/apps/web/src/driver/DriverApp.tsx',
        dynamicImports: ['assets/DriverSignedIn.js', 'assets/refusal.js'],
      }),
      chunk('assets/DriverSignedIn.js', ['assets/Chip.js'], {
        facadeModuleId: '/repo/apps/web/src/driver/DriverSignedIn.tsx',
        dynamicImports: ['assets/DriverRouteScreen.js'],
      }),
      chunk('assets/Chip.js', []),
      chunk('assets/DriverRouteScreen.js', ['assets/Dialog.js'], {
        facadeModuleId: '/repo/apps/web/src/driver/screens/DriverRouteScreen.tsx',
        dynamicImports: ['assets/barcode.js'],
      }),
      chunk('assets/Dialog.js', []),
      chunk('assets/barcode.js', [], { facadeModuleId: '/repo/node_modules/@zxing/library/esm/index.js' }),
      chunk('assets/refusal.js', [], { facadeModuleId: '/repo/apps/web/src/auth/refusal-message.ts' }),
      chunk('assets/Home.js', [], { facadeModuleId: '/repo/apps/web/src/screens/public/HomeScreen.tsx' }),
    ];
    const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
    expect(driverPrecache(bundle, 'src/driver/DriverApp.tsx')).toEqual([
      '/assets/Chip.js',
      '/assets/Dialog.js',
      '/assets/DriverApp.js',
      '/assets/DriverRouteScreen.js',
      '/assets/DriverSignedIn.js',
      '/assets/index.js',
      '/assets/react.js',
    ]);
  });
});

describe('the build compression', () => {
  it('writes Brotli and gzip copies beside text files, not beside tiny files, images or source maps', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'rp-compress-'));
    const dist = path.join(root, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    const script = `console.log(${JSON.stringify('route '.repeat(500))});\n`;
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), script);
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.map'), script);
    writeFileSync(path.join(dist, 'assets', 'tiny-3c4d.js'), 'export {};\n');
    writeFileSync(path.join(dist, 'icon.png'), Buffer.alloc(4000, 7));

    const plugin = precompressBuild();
    const config = { root, build: { outDir: 'dist' } } as ResolvedConfig;
    await (plugin.configResolved as (c: ResolvedConfig) => void)(config);
    await (plugin.closeBundle as () => Promise<void>)();

    const file = path.join(dist, 'assets', 'app-1a2b.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(script.length / 5);
    for (const skipped of ['assets/app-1a2b.js.map', 'assets/tiny-3c4d.js', 'icon.png']) {
      expect(existsSync(path.join(dist, `${skipped}.br`)), skipped).toBe(false);
      expect(existsSync(path.join(dist, `${skipped}.gz`)), skipped).toBe(false);
    }
  });
});
