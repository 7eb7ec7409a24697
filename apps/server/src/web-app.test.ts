import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './test/test-app.js';

/* The built web app as the server serves it: its files, index.html for a page, and its source maps
   only when SERVE_SOURCE_MAPS asks for them. */

let t: TTestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rp-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1);\n//# sourceMappingURL=app.js.map\n');
  writeFileSync(path.join(dir, 'assets', 'app.js.map'), '{"version":3,"sources":["secret.ts"]}');
  return dir;
}

const get = (url: string, headers: Record<string, string> = {}) => {
  if (!t) throw new Error('no app');
  return t.app.inject({ method: 'GET', url, headers });
};

/** A build as `npm run build` writes it: each text file with its Brotli and gzip copies beside it. */
function compressedWebDist(): string {
  const dir = webDist();
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
  const page = '<!doctype html><title>app</title>';
  const home = '<!doctype html><title>app</title><h1>Route Planner and Optimization</h1>';
  const driver = '<!doctype html><title>app</title><link rel="modulepreload" href="/assets/DriverApp.js">';
  for (const [file, text] of [
    ['assets/app-1a2b3c.js', script],
    ['index.html', page],
    ['home.html', home],
    ['driver.html', driver],
    ['driver-sw.js', script],
  ] as const) {
    writeFileSync(path.join(dir, file), text);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
  }
  return dir;
}

describe('the web build', () => {
  it('serves its files and index.html for a page, but not its source maps by default', async () => {
    t = await createTestApp({ env: { WEB_DIST: webDist() } });
    expect((await get('/assets/app.js')).statusCode).toBe(200);
    expect((await get('/planner')).body).toContain('<title>app</title>');
    for (const url of ['/assets/app.js.map', '/assets/app.js.map?v=1', '/assets/other.js.map']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('secret.ts');
    }
  });

  it('serves the source maps with SERVE_SOURCE_MAPS=true', async () => {
    t = await createTestApp({ env: { WEB_DIST: webDist(), SERVE_SOURCE_MAPS: 'true' } });
    const res = await get('/assets/app.js.map');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('secret.ts');
  });
});

describe('the web build on the wire', () => {
  let shared: TTestApp | undefined;
  beforeAll(async () => {
    shared = await createTestApp({ env: { WEB_DIST: compressedWebDist() } });
  });
  afterAll(async () => {
    await shared?.close();
  });
  const get = (url: string, headers: Record<string, string>) => {
    if (!shared) throw new Error('no app');
    return shared.app.inject({ method: 'GET', url, headers });
  };

  it('sends the Brotli, gzip or plain copy the browser accepts, with the right headers', async () => {
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br' },
      { accept: 'gzip', encoding: 'gzip' },
      { accept: 'identity', encoding: undefined },
    ];
    for (const { accept, encoding } of cases) {
      const res = await get('/assets/app-1a2b3c.js', { 'accept-encoding': accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toMatch(/javascript/);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      const plain =
        encoding === 'br'
          ? brotliDecompressSync(res.rawPayload)
          : encoding === 'gzip'
            ? gunzipSync(res.rawPayload)
            : res.rawPayload;
      expect(plain.toString(), accept).toContain('xxxx');
      expect(res.rawPayload.length < 4000, accept).toBe(encoding !== undefined);
    }
  });

  it('lets browsers keep hashed assets for a year and ask again for index.html and the service worker', async () => {
    const asset = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/index.html', '/planner', '/driver', '/driver-sw.js']) {
      for (const accept of ['br', 'gzip', 'identity']) {
        const res = await get(url, { 'accept-encoding': accept });
        expect(res.statusCode, `${url} ${accept}`).toBe(200);
        expect(res.headers['cache-control'], `${url} ${accept}`).toBe('no-cache');
      }
    }
    const page = await get('/planner', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(gunzipSync(page.rawPayload).toString()).toContain('<title>app</title>');
  });

  it('sends the home page as the build rendered it for / only, compressed and asked again on each use', async () => {
    for (const url of ['/', '/?from=ad']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain(
        '<h1>Route Planner and Optimization</h1>',
      );
    }
    for (const url of ['/login', '/plans', '/drivers', '/planner/driver']) {
      const res = await get(url, { 'accept-encoding': 'identity' });
      expect(res.body, url).toBe('<!doctype html><title>app</title>');
    }
  });

  it("sends the driver app's page with its files preloaded for /driver and the pages under it", async () => {
    for (const url of ['/driver', '/driver/', '/driver/routes/abc?day=1']) {
      const res = await get(url, { 'accept-encoding': 'gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(gunzipSync(res.rawPayload).toString(), url).toContain('/assets/DriverApp.js');
    }
  });
});
