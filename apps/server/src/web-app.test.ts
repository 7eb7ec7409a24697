import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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

const get = (url: string) => {
  if (!t) throw new Error('no app');
  return t.app.inject({ method: 'GET', url });
};

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
