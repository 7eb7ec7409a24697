import type { TConfig } from '../../config.js';
import type { Geocoder } from './geocoder.js';
import { createOfflineGeocoder } from './offline-geocoder.js';

/** The geocoder chosen by GEOCODER (offline by default). */
export function createGeocoder(config: TConfig): Geocoder {
  switch (config.GEOCODER) {
    case 'offline':
      return createOfflineGeocoder();
    default:
      throw new Error(`GEOCODER=${config.GEOCODER} is not available yet`);
  }
}
