import { ZClientIdSchema } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { newClientId } from './client-id';
import { metresBetween, shouldSendPosition } from './position/throttle';
import { dataUrlBytes, fitWithin } from './proof/shrink-photo';
import { installSteps } from './pwa/InstallHint';
import { barcodeList, geoUrl, mailUrl, navigationUrl, telUrl } from './screens/stop-links';

describe('client ids', () => {
  it('uses randomUUID where the page has it', () => {
    const id = newClientId({
      randomUUID: () => '0b7e4b9a-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
      getRandomValues: crypto.getRandomValues.bind(crypto),
    });
    expect(id).toBe('0b7e4b9a-1c2d-4e5f-8a9b-0c1d2e3f4a5b');
    expect(ZClientIdSchema.safeParse(id).success).toBe(true);
  });
  it('makes a valid, different id from random bytes on plain-http pages (no randomUUID)', () => {
    const noUuid: Pick<Crypto, 'getRandomValues'> = { getRandomValues: (a) => crypto.getRandomValues(a) };
    const ids = new Set(Array.from({ length: 50 }, () => newClientId(noUuid)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(ZClientIdSchema.safeParse(id).success).toBe(true);
  });
});

describe('shrinking photos', () => {
  it('fits the longest side within 1600 px, keeping the shape', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
  });
  it('never enlarges a small picture', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
  it('counts the bytes a data URL decodes to', () => {
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa('abcd')}`)).toBe(4);
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa('abcde')}`)).toBe(5);
  });
});

describe('position throttle', () => {
  const at = (lat: number, seconds: number) => ({ lat, lng: -75.16, at: 1_900_000_000_000 + seconds * 1000 });
  it('sends the first fix, then one each 15 s while standing', () => {
    expect(shouldSendPosition(null, at(39.95, 0))).toBe(true);
    expect(shouldSendPosition(at(39.95, 0), at(39.95, 14))).toBe(false);
    expect(shouldSendPosition(at(39.95, 0), at(39.95, 15))).toBe(true);
  });
  it('sends sooner after 50 m, but not twice within 5 s', () => {
    // 0.001 degree of latitude is about 111 m.
    expect(metresBetween(at(39.95, 0), at(39.951, 0))).toBeCloseTo(111, 0);
    expect(shouldSendPosition(at(39.95, 0), at(39.951, 6))).toBe(true);
    expect(shouldSendPosition(at(39.95, 0), at(39.951, 3))).toBe(false);
    expect(shouldSendPosition(at(39.95, 0), at(39.9502, 6))).toBe(false);
  });
});

describe('stop links', () => {
  const stop = { lat: 39.96, lng: -75.15, name: 'Bakery & Co' };
  it('opens Apple Maps on an iPhone and Google Maps elsewhere', () => {
    expect(navigationUrl(stop, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(
      'https://maps.apple.com/?daddr=39.96,-75.15&dirflg=d',
    );
    expect(navigationUrl(stop, 'Mozilla/5.0 (Linux; Android 14)')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=39.96,-75.15&travelmode=driving',
    );
  });
  it('builds geo:, tel: and mailto: links', () => {
    expect(geoUrl(stop)).toBe('geo:39.96,-75.15?q=39.96,-75.15(Bakery%20%26%20Co)');
    expect(telUrl('+1 (215) 555-0123')).toBe('tel:+12155550123');
    expect(mailUrl(' ann@example.com ')).toBe('mailto:ann@example.com');
  });
  it('reads comma-separated barcodes', () => {
    expect(barcodeList(' A1, ,B2,')).toEqual(['A1', 'B2']);
  });
});

describe('install steps', () => {
  it('tells an iPhone user to use Safari’s Share menu and others the browser menu', () => {
    expect(installSteps('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toMatch(
      /Add to Home Screen/,
    );
    expect(installSteps('Mozilla/5.0 (Linux; Android 14)')).toMatch(/Install app/);
  });
});
