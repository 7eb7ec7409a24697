import { Api } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { answerOf } from '../../test/api-call.js';
import { newTeam } from '../../test/routes-helpers.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';
import { createGeocoder } from './create-geocoder.js';
import { startFakeService, type TFakeService } from './geo-test-server.js';

describe('createGeocoder', () => {
  it('chooses the adapter named by GEOCODER', () => {
    expect(createGeocoder(loadConfig({})).name).toBe('offline');
    expect(createGeocoder(loadConfig({ GEOCODER: 'photon' })).name).toBe('photon');
    expect(createGeocoder(loadConfig({ GEOCODER: 'nominatim' })).name).toBe('nominatim');
    expect(createGeocoder(loadConfig({ GEOCODER: 'pelias', GEOCODER_URL: 'http://127.0.0.1:1' })).name).toBe(
      'pelias',
    );
  });

  it('needs GEOCODER_URL for Pelias', () => {
    expect(() => createGeocoder(loadConfig({ GEOCODER: 'pelias' }))).toThrow(
      /GEOCODER=pelias needs GEOCODER_URL/,
    );
  });
});

describe('the product with GEOCODER=photon', () => {
  let service: TFakeService;
  let t: TTestApp;
  beforeAll(async () => {
    service = await startFakeService(() => ({
      body: {
        type: 'FeatureCollection',
        features: [
          {
            geometry: { coordinates: [-75.1652, 39.9526] },
            properties: {
              name: 'City Hall',
              city: 'Philadelphia',
              countrycode: 'US',
              country: 'United States',
            },
          },
        ],
      },
    }));
    t = await createTestApp({
      env: { GEOCODER: 'photon', GEOCODER_URL: service.url, GEOCODER_TIMEOUT_MS: '2000' },
    });
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  it('searches through the service once and then from the cache', async () => {
    const { token } = await newTeam(t);
    const first = await call(t.app, 'GET', '/address_search/?text=City%20Hall&lat=39.95&lon=-75.16', {
      token,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(JSON.stringify(answerOf(first, Api.addressSearch))).toContain('City Hall');
    const second = await call(t.app, 'GET', '/address_search/?text=city%20hall&lat=39.95&lon=-75.16', {
      token,
    });
    expect(answerOf(second, Api.addressSearch)).toEqual(answerOf(first, Api.addressSearch));
    expect(service.requests).toHaveLength(1);
    expect(service.requests[0]?.url.searchParams.get('q')).toBe('City Hall');
  });
});
