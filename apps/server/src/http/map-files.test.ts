import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PMTiles, type RangeResponse, type Source } from 'pmtiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pmtilesArchive } from '../test/pmtiles-fixture.js';
import { createTestApp, type TTestApp } from '../test/test-app.js';

/* The operator's base map: a PMTiles archive in MAP_FILES_DIR, read by the map in byte ranges. */

let t: TTestApp;
const world = new Uint8Array([1, 2, 3, 4, 5]);
const westernHalf = new Uint8Array(Array.from({ length: 300 }, (_, i) => i % 251));
const archive = pmtilesArchive([world, westernHalf], { name: 'test map' });

beforeAll(async () => {
  const mapDir = mkdtempSync(path.join(tmpdir(), 'rp-map-files-'));
  writeFileSync(path.join(mapDir, 'area.pmtiles'), archive);
  const webDist = mkdtempSync(path.join(tmpdir(), 'rp-web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  t = await createTestApp({
    env: { MAP_FILES_DIR: mapDir, WEB_DIST: webDist, MAP_STYLE: '/map-files/area.pmtiles' },
  });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The pmtiles reader the web app uses, fetching through the server's range requests. */
function serverSource(url: string): Source {
  return {
    getKey: () => url,
    async getBytes(offset: number, length: number): Promise<RangeResponse> {
      const res = await get(url, { range: `bytes=${offset}-${offset + length - 1}` });
      expect(res.statusCode).toBe(206);
      const bytes = res.rawPayload;
      return { data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer };
    },
  };
}

describe('the map files', () => {
  it('answers a byte range with 206 and Content-Range, and the whole file without one', async () => {
    const part = await get('/map-files/area.pmtiles', { range: 'bytes=0-126' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-126/${archive.length}`);
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.headers['content-length']).toBe('127');
    expect(part.rawPayload.subarray(0, 7).toString()).toBe('PMTiles');
    expect(part.headers['content-encoding']).toBeUndefined();

    const whole = await get('/map-files/area.pmtiles');
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(archive)).toBe(true);
    expect(whole.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('gives the tiles to the PMTiles reader through ranges', async () => {
    const reader = new PMTiles(serverSource('/map-files/area.pmtiles'));
    const header = await reader.getHeader();
    expect(header.specVersion).toBe(3);
    expect(await reader.getMetadata()).toEqual({ name: 'test map' });
    const tile = await reader.getZxy(1, 0, 0);
    expect(tile && new Uint8Array(tile.data)).toEqual(westernHalf);
    expect(new Uint8Array((await reader.getZxy(0, 0, 0))?.data ?? new ArrayBuffer(0))).toEqual(world);
  });

  it('refuses a range past the end with 416 and a missing file with 404, never the web page', async () => {
    const past = await get('/map-files/area.pmtiles', { range: `bytes=${archive.length + 10}-` });
    expect(past.statusCode).toBe(416);
    const missing = await get('/map-files/nothing.pmtiles');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>app</title>');
  });

  it('tells the web app which base map to draw', async () => {
    const res = await get('/api/config');
    expect(res.json()).toEqual({
      tileUrl: '',
      tileAttribution: '',
      mapStyle: '/map-files/area.pmtiles',
      mapGlyphs: '',
    });
  });
});
