import { afterEach, describe, expect, it } from 'vitest';
import { startFakeService, type TFakeService } from './geo-test-server.js';
import { GeocoderError } from './geocoder-http.js';
import { createPeliasGeocoder } from './pelias.js';

/** A Pelias answer as documented: a GeoJSON FeatureCollection. */
const peliasAnswer = {
  geocoding: { version: '0.2', query: { text: '1500 market' } },
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-75.1652, 39.9526] },
      properties: {
        id: 'us/pa/philadelphia:1',
        layer: 'address',
        name: '1500 Market Street',
        housenumber: '1500',
        street: 'Market Street',
        postalcode: '19102',
        country: 'United States',
        country_a: 'USA',
        locality: 'Philadelphia',
        label: '1500 Market Street, Philadelphia, PA, USA',
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [21.0122, 52.2297] },
      properties: { name: 'Warsaw', country: 'Poland', country_a: 'POL', label: 'Warsaw, Poland' },
    },
  ],
};

let service: TFakeService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

describe('pelias geocoder', () => {
  it('calls /v1/autocomplete with the documented parameters and maps the features', async () => {
    service = await startFakeService(() => ({ body: peliasAnswer }));
    const g = createPeliasGeocoder({ url: `${service.url}/`, apiKey: 'k-123', timeoutMs: 2000 });
    const results = await g.search({ text: '1500 market', lat: 39.95, lon: -75.16, lang: 'en', limit: 5 });

    expect(service.requests).toHaveLength(1);
    const url = service.requests[0]?.url as URL;
    expect(url.pathname).toBe('/v1/autocomplete');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      text: '1500 market',
      'focus.point.lat': '39.95',
      'focus.point.lon': '-75.16',
      lang: 'en',
      size: '5',
      api_key: 'k-123',
    });
    expect(results).toEqual([
      {
        name: '1500 Market Street',
        address: '1500 Market Street, Philadelphia, 19102',
        lat: 39.9526,
        lng: -75.1652,
        country: 'US',
        fullAddress: '1500 Market Street, Philadelphia, PA, USA',
      },
      {
        name: 'Warsaw',
        address: 'Warsaw',
        lat: 52.2297,
        lng: 21.0122,
        country: 'PL',
        fullAddress: 'Warsaw, Poland',
      },
    ]);
  });

  it('falls back to /v1/search when autocomplete finds nothing, without focus or key when not given', async () => {
    service = await startFakeService((url) => ({
      body: url.pathname === '/v1/search' ? peliasAnswer : { type: 'FeatureCollection', features: [] },
    }));
    const g = createPeliasGeocoder({ url: service.url, timeoutMs: 2000 });
    const results = await g.search({ text: '1500 Market Street, Philadelphia, PA 19102' });
    expect(service.requests.map((r) => r.url.pathname)).toEqual(['/v1/autocomplete', '/v1/search']);
    const params = Object.fromEntries(service.requests[1]?.url.searchParams ?? []);
    expect(params).toEqual({ text: '1500 Market Street, Philadelphia, PA 19102', size: '10' });
    expect(results).toHaveLength(2);
  });

  it('fails clearly on a timeout', async () => {
    service = await startFakeService(() => ({ body: peliasAnswer, delayMs: 1000 }));
    const g = createPeliasGeocoder({ url: service.url, timeoutMs: 100 });
    const err = await g.search({ text: 'slow' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GeocoderError);
    expect((err as Error).message).toBe('Geocoder pelias did not answer within 100 ms');
  });

  it.each([
    [{ status: 500, body: { error: 'boom' } }, 'Geocoder pelias answered HTTP 500: {"error":"boom"}'],
    [{ body: '<html>not json</html>' }, 'Geocoder pelias answered something that is not JSON'],
    [{ body: { type: 'FeatureCollection' } }, 'Geocoder pelias answered in an unexpected shape at features'],
    [
      { body: { features: [{ geometry: { coordinates: ['x', 1] }, properties: {} }] } },
      'Geocoder pelias answered in an unexpected shape at features.0.geometry.coordinates.0',
    ],
  ])('fails clearly on a bad answer %#', async (answer, message) => {
    service = await startFakeService(() => answer);
    const g = createPeliasGeocoder({ url: service.url, timeoutMs: 2000 });
    const err = await g.search({ text: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GeocoderError);
    expect((err as Error).message).toContain(message);
  });

  it('fails clearly when the service is down', async () => {
    service = await startFakeService(() => ({ body: {} }));
    const url = service.url;
    await service.close();
    service = undefined;
    const g = createPeliasGeocoder({ url, timeoutMs: 2000 });
    const err = await g.search({ text: 'x' }).catch((e: unknown) => e);
    expect((err as Error).message).toMatch(/^Geocoder pelias could not be reached \(ECONNREFUSED\)$/);
  });
});
