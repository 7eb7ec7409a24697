import { afterEach, describe, expect, it } from 'vitest';
import { startFakeService, type TFakeService } from './geo-test-server.js';
import { GeocoderError } from './geocoder-http.js';
import { createNominatimGeocoder, createThrottle } from './nominatim.js';

/** A Nominatim answer as documented for format=jsonv2&addressdetails=1: lat and lon are strings. */
const nominatimAnswer = [
  {
    place_id: 1,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0.',
    osm_type: 'way',
    osm_id: 2,
    lat: '39.9526',
    lon: '-75.1652',
    category: 'building',
    type: 'office',
    place_rank: 30,
    importance: 0.3,
    addresstype: 'building',
    name: '',
    display_name: '1500, Market Street, Center City, Philadelphia, Pennsylvania, 19102, United States',
    address: {
      house_number: '1500',
      road: 'Market Street',
      city: 'Philadelphia',
      state: 'Pennsylvania',
      postcode: '19102',
      country: 'United States',
      country_code: 'us',
    },
    boundingbox: ['39.95', '39.96', '-75.17', '-75.16'],
  },
];

let service: TFakeService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

const options = (url: string) => ({
  url,
  timeoutMs: 2000,
  userAgent: 'RoutePlanner/1.0 (test)',
  minIntervalMs: 0,
});

describe('nominatim geocoder', () => {
  it('calls /search with the documented parameters and a User-Agent, and maps the results', async () => {
    service = await startFakeService(() => ({ body: nominatimAnswer }));
    const g = createNominatimGeocoder(options(service.url));
    const results = await g.search({ text: '1500 market st', lat: 39.95, lon: -75.16, lang: 'en', limit: 4 });
    const req = service.requests[0];
    expect(req?.url.pathname).toBe('/search');
    expect(Object.fromEntries(req?.url.searchParams ?? [])).toEqual({
      q: '1500 market st',
      format: 'jsonv2',
      limit: '4',
      'accept-language': 'en',
      addressdetails: '1',
      viewbox: '-75.6600,40.4500,-74.6600,39.4500',
      bounded: '0',
    });
    expect(req?.headers['user-agent']).toBe('RoutePlanner/1.0 (test)');
    expect(results).toEqual([
      {
        name: '1500 Market Street',
        address: '1500 Market Street, Philadelphia, 19102',
        lat: 39.9526,
        lng: -75.1652,
        country: 'US',
        fullAddress: nominatimAnswer[0]?.display_name,
      },
    ]);
  });

  it('sends requests one after another, in order, through the throttle', async () => {
    service = await startFakeService(() => ({ body: [] }));
    const g = createNominatimGeocoder({ ...options(service.url), minIntervalMs: 300 });
    await Promise.all([g.search({ text: 'a' }), g.search({ text: 'b' }), g.search({ text: 'c' })]);
    expect(service.requests.map((r) => r.url.searchParams.get('q'))).toEqual(['a', 'b', 'c']);
  });

  it('starts each call at least the interval after the previous one started', async () => {
    // Measured where the throttle starts the calls: arrival times at a server can bunch up on a busy
    // machine, but a start can only come later than the interval, never earlier.
    const throttle = createThrottle(300);
    const starts: number[] = [];
    const started = async () => {
      starts.push(Date.now());
    };
    await Promise.all([throttle(started), throttle(started), throttle(started)]);
    expect(starts).toHaveLength(3);
    // A timer may fire a millisecond before Date.now() reaches its target.
    expect((starts[1] as number) - (starts[0] as number)).toBeGreaterThanOrEqual(295);
    expect((starts[2] as number) - (starts[1] as number)).toBeGreaterThanOrEqual(295);
  });

  it('fails clearly on a timeout, an HTTP error and a bad answer', async () => {
    service = await startFakeService((url) => {
      const q = url.searchParams.get('q');
      if (q === 'slow') return { body: [], delayMs: 1000 };
      if (q === 'limited') return { status: 429, body: 'Too many requests' };
      return { body: [{ lat: 'north', lon: '1', display_name: 'x' }] };
    });
    const g = createNominatimGeocoder({ ...options(service.url), timeoutMs: 100 });
    const slow = await g.search({ text: 'slow' }).catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(GeocoderError);
    expect((slow as Error).message).toBe('Geocoder nominatim did not answer within 100 ms');
    const limited = await g.search({ text: 'limited' }).catch((e: unknown) => e);
    expect((limited as Error).message).toBe('Geocoder nominatim answered HTTP 429: Too many requests');
    const bad = await g.search({ text: 'bad' }).catch((e: unknown) => e);
    expect((bad as Error).message).toContain('Geocoder nominatim answered in an unexpected shape at 0.lat');
  });
});
