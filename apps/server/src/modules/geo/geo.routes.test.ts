import {
  Api,
  GeoMessages,
  InputMessages,
  type TAddressResult,
  type TAddressSearchQuery,
} from '@rp/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerOf, errorOf } from '../../test/api-call.js';
import { call, createTestApp, signupUser, type TTestApp } from '../../test/test-app.js';
import { ADDRESS_SEARCH_UNAVAILABLE } from './geo.service.js';
import type { Geocoder } from './geocoder.js';

/** A geocoder standing in for a search service: it records each query and answers one fixed result. */
const queries: TAddressSearchQuery[] = [];
let failWith: Error | null = null;
const result: TAddressResult = {
  name: '1500 Market St',
  address: '1500 Market St, Philadelphia',
  lat: 39.9526,
  lng: -75.1652,
  country: 'US',
  fullAddress: '1500 Market St, Philadelphia, PA 19102, United States',
};
const recordingGeocoder: Geocoder = {
  name: 'recording',
  async search(query) {
    queries.push(query);
    if (failWith) throw failWith;
    return [result];
  },
};

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ geocoder: recordingGeocoder });
  token = (await signupUser(t.app)).token;
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  queries.length = 0;
  failWith = null;
});

describe('GET /address_search/', () => {
  it('passes text, focus and language to the geocoder and answers { data: results }', async () => {
    const res = await call(t.app, 'GET', '/address_search/?text=1500%20Market&lat=39.9&lon=-75.2&lang=en', {
      token,
    });
    expect(res.statusCode).toBe(200);
    expect(answerOf(res, Api.addressSearch)).toEqual({ success: true, data: [result] });
    expect(queries).toEqual([{ text: '1500 Market', lat: 39.9, lon: -75.2, lang: 'en', limit: undefined }]);
  });

  it("focuses on the team's place and the browser's language when the call gives none", async () => {
    const owner = await signupUser(t.app);
    await call(t.app, 'POST', '/save_teampreferences/', {
      token: owner.token,
      body: { countryCode: 'PL', latitude: 52.23, longitude: 21.01, timezone: 'Europe/Warsaw' },
    });
    const res = await call(t.app, 'GET', '/address_search/?text=Marsza', {
      token: owner.token,
      headers: { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' },
    });
    expect(res.statusCode).toBe(200);
    expect(queries.at(-1)).toMatchObject({ text: 'Marsza', lat: 52.23, lon: 21.01, lang: 'pl' });

    // A fresh team has no place yet: no focus at all.
    await call(t.app, 'GET', '/address_search/?text=Market', { token });
    expect(queries.at(-1)?.text).toBe('Market');
    expect(queries.at(-1)?.lat).toBeUndefined();
    expect(queries.at(-1)?.lon).toBeUndefined();
  });

  it('answers 502 with a clear message when the geocoder fails', async () => {
    failWith = new Error('connect ECONNREFUSED 127.0.0.1:4000');
    const res = await call(t.app, 'GET', '/address_search/?text=Market', { token });
    expect(res.statusCode).toBe(502);
    expect(errorOf(res)).toEqual({ success: false, err: -1, message: ADDRESS_SEARCH_UNAVAILABLE });
  });

  it.each([
    ['/address_search/', GeoMessages.textRequired],
    ['/address_search/?text=', GeoMessages.textRequired],
    ['/address_search/?text=%20%20', GeoMessages.textRequired],
    [`/address_search/?text=${'a'.repeat(201)}`, GeoMessages.textTooLong],
    ['/address_search/?text=Market&lat=abc&lon=1', GeoMessages.latitude],
    ['/address_search/?text=Market&lat=91&lon=1', GeoMessages.latitude],
    ['/address_search/?text=Market&lat=1&lon=-181', GeoMessages.longitude],
    ['/address_search/?text=Market&limit=0', GeoMessages.limit],
    ['/address_search/?text=Market&limit=2.5', GeoMessages.limit],
    ['/address_search/?text=Main%00St', InputMessages.controlCharacters],
    ['/address_search/?text=Main%1BSt', InputMessages.controlCharacters],
    ['/address_search/?text=Market&lang=e%00n', GeoMessages.language],
  ])('answers 400 for %s with the message %j, without asking the geocoder', async (url, message) => {
    const res = await call(t.app, 'GET', url, { token });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ success: false, err: -1, message });
    expect(queries).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/address_search/?text=Market')).statusCode).toBe(401);
    expect(queries).toEqual([]);
  });
});

describe('GET /address_search/ with the default offline geocoder', () => {
  it('finds a city from the gazetteer and typed coordinates', async () => {
    const offline = await createTestApp();
    try {
      const owner = await signupUser(offline.app);
      const res = await call(offline.app, 'GET', '/address_search/?text=Philadelphia&lat=39.95&lon=-75.16', {
        token: owner.token,
      });
      expect(res.statusCode).toBe(200);
      const first = answerOf(res, Api.addressSearch).data[0];
      expect(first).toMatchObject({ name: 'Philadelphia', country: 'US' });
      expect(first.lat).toBeCloseTo(39.95, 1);
      const coords = await call(offline.app, 'GET', '/address_search/?text=39.95,-75.16', {
        token: owner.token,
      });
      expect(answerOf(coords, Api.addressSearch).data[0]).toMatchObject({ lat: 39.95, lng: -75.16 });

      // Each Camden once, with its state; a street address says an online geocoder is needed.
      const camden = answerOf(
        await call(offline.app, 'GET', '/address_search/?text=Camden&lat=39.95&lon=-75.16', {
          token: owner.token,
        }),
        Api.addressSearch,
      );
      expect(camden.data[0]).toMatchObject({ name: 'Camden', address: 'Camden, New Jersey, US' });
      const labels = camden.data.map((r) => r.address);
      expect(new Set(labels).size).toBe(labels.length);
      expect(camden.message).toBeUndefined();
      const street = answerOf(
        await call(offline.app, 'GET', '/address_search/?text=1500%20Market%20St', { token: owner.token }),
        Api.addressSearch,
      );
      expect(street).toEqual({ success: true, data: [], message: GeoMessages.streetNeedsOnlineGeocoder });
      const unknown = answerOf(
        await call(offline.app, 'GET', '/address_search/?text=Qqzxv', { token: owner.token }),
        Api.addressSearch,
      );
      expect(unknown).toEqual({ success: true, data: [] });
    } finally {
      await offline.close();
    }
  });

  it('says nothing more for a street address through an online geocoder that found nothing', async () => {
    const empty = await createTestApp({ geocoder: { name: 'photon', search: async () => [] } });
    try {
      const owner = await signupUser(empty.app);
      const res = await call(empty.app, 'GET', '/address_search/?text=1500%20Market%20St', {
        token: owner.token,
      });
      expect(answerOf(res, Api.addressSearch)).toEqual({ success: true, data: [] });
    } finally {
      await empty.close();
    }
  });
});
