import { afterEach, describe, expect, it } from 'vitest';
import { startFakeService, type TFakeService } from './geo-test-server.js';
import { GeocoderError } from './geocoder-http.js';
import { createPhotonGeocoder } from './photon.js';

/** A Photon answer as documented: GeoJSON features with OSM properties. */
const photonAnswer = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-75.1503, 39.9496] },
      properties: {
        osm_id: 123,
        osm_type: 'W',
        osm_key: 'tourism',
        osm_value: 'attraction',
        name: 'Liberty Bell',
        street: 'Market Street',
        housenumber: '526',
        city: 'Philadelphia',
        postcode: '19106',
        state: 'Pennsylvania',
        country: 'United States',
        countrycode: 'US',
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [21.0118, 52.2319] },
      properties: {
        street: 'Marszałkowska',
        housenumber: '10',
        city: 'Warszawa',
        postcode: '00-001',
        country: 'Polska',
        countrycode: 'PL',
      },
    },
  ],
};

let service: TFakeService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

describe('photon geocoder', () => {
  it('calls /api with the documented parameters and maps the features', async () => {
    service = await startFakeService(() => ({ body: photonAnswer }));
    const g = createPhotonGeocoder({ url: service.url, timeoutMs: 2000 });
    const results = await g.search({ text: 'liberty', lat: 39.95, lon: -75.16, lang: 'en', limit: 3 });
    const url = service.requests[0]?.url as URL;
    expect(url.pathname).toBe('/api');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'liberty',
      lat: '39.95',
      lon: '-75.16',
      lang: 'en',
      limit: '3',
    });
    expect(results).toEqual([
      {
        name: 'Liberty Bell',
        address: '526 Market Street, Philadelphia, 19106',
        lat: 39.9496,
        lng: -75.1503,
        country: 'US',
        fullAddress: 'Liberty Bell, 526 Market Street, Philadelphia, 19106, United States',
      },
      {
        name: 'Marszałkowska 10',
        address: 'Marszałkowska 10, Warszawa, 00-001',
        lat: 52.2319,
        lng: 21.0118,
        country: 'PL',
        fullAddress: 'Marszałkowska 10, Warszawa, 00-001, Polska',
      },
    ]);
  });

  it('leaves out a language Photon does not answer in', async () => {
    service = await startFakeService(() => ({ body: photonAnswer }));
    const g = createPhotonGeocoder({ url: service.url, timeoutMs: 2000 });
    await g.search({ text: 'warszawa', lang: 'pl' });
    expect(Object.fromEntries(service.requests[0]?.url.searchParams ?? [])).toEqual({
      q: 'warszawa',
      limit: '10',
    });
  });

  it('fails clearly on a timeout and on a bad answer', async () => {
    service = await startFakeService((url) =>
      url.searchParams.get('q') === 'slow'
        ? { body: photonAnswer, delayMs: 1000 }
        : { body: { features: 'none' } },
    );
    const g = createPhotonGeocoder({ url: service.url, timeoutMs: 100 });
    const slow = await g.search({ text: 'slow' }).catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(GeocoderError);
    expect((slow as Error).message).toBe('Geocoder photon did not answer within 100 ms');
    const bad = await g.search({ text: 'bad' }).catch((e: unknown) => e);
    expect((bad as Error).message).toContain('Geocoder photon answered in an unexpected shape at features');
  });

  it('fails clearly on an HTTP error', async () => {
    service = await startFakeService(() => ({
      status: 400,
      body: { message: 'language pl is not supported' },
    }));
    const g = createPhotonGeocoder({ url: service.url, timeoutMs: 2000 });
    const err = await g.search({ text: 'x' }).catch((e: unknown) => e);
    expect((err as Error).message).toContain('Geocoder photon answered HTTP 400');
  });
});
