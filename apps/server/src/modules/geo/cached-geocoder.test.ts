import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.js';
import { createCachedGeocoder, geocodeCacheKey } from './cached-geocoder.js';
import { startFakeService, type TFakeService } from './geo-test-server.js';
import { createPhotonGeocoder } from './photon.js';

const answer = {
  type: 'FeatureCollection',
  features: [
    {
      geometry: { coordinates: [-75.15, 39.95] },
      properties: { name: 'Liberty Bell', city: 'Philadelphia', countrycode: 'US', country: 'United States' },
    },
  ],
};

let t: TTestApp;
let service: TFakeService;
beforeAll(async () => {
  t = await createTestApp();
  service = await startFakeService((url) =>
    url.searchParams.get('q') === 'broken' ? { status: 500, body: 'down' } : { body: answer },
  );
});
afterAll(async () => {
  await service.close();
  await t.close();
});

describe('cached geocoder', () => {
  it('normalises the key: text case and spaces, focus to 0.1 degree, language, limit', () => {
    expect(geocodeCacheKey({ text: '  Liberty   BELL ', lat: 39.9526, lon: -75.1652, lang: 'EN' })).toBe(
      'liberty bell|40.0,-75.2|en|10',
    );
    expect(geocodeCacheKey({ text: 'liberty bell', limit: 5 })).toBe('liberty bell|-|-|5');
  });

  it('answers a repeated search from the database without reaching the service', async () => {
    let now = new Date('2025-06-01T10:00:00Z');
    const g = createCachedGeocoder(t.deps.db, createPhotonGeocoder({ url: service.url, timeoutMs: 2000 }), {
      now: () => now,
      ttlMs: 24 * 3600 * 1000,
    });
    const before = service.requests.length;
    const first = await g.search({ text: 'Liberty Bell', lat: 39.95, lon: -75.16 });
    const second = await g.search({ text: 'liberty  bell', lat: 39.951, lon: -75.161 });
    expect(second).toEqual(first);
    expect(first[0]).toMatchObject({ name: 'Liberty Bell', country: 'US' });
    expect(service.requests.length - before).toBe(1);
    const row = await t.deps.db
      .selectFrom('geocode_cache')
      .selectAll()
      .where('provider', '=', 'photon')
      .execute();
    expect(row).toHaveLength(1);

    // A different language is a different search.
    await g.search({ text: 'Liberty Bell', lat: 39.95, lon: -75.16, lang: 'de' });
    expect(service.requests.length - before).toBe(2);

    // After the time to live, the service is asked again and the entry refreshed.
    now = new Date('2025-06-03T10:00:00Z');
    await g.search({ text: 'Liberty Bell', lat: 39.95, lon: -75.16 });
    expect(service.requests.length - before).toBe(3);
    await g.search({ text: 'Liberty Bell', lat: 39.95, lon: -75.16 });
    expect(service.requests.length - before).toBe(3);
  });

  it('does not cache a failure', async () => {
    const g = createCachedGeocoder(t.deps.db, createPhotonGeocoder({ url: service.url, timeoutMs: 2000 }));
    const before = service.requests.length;
    await expect(g.search({ text: 'broken' })).rejects.toThrow('Geocoder photon answered HTTP 500');
    await expect(g.search({ text: 'broken' })).rejects.toThrow('Geocoder photon answered HTTP 500');
    expect(service.requests.length - before).toBe(2);
  });
});
