import type { TConfig } from '../../../config.js';
import { createHaversineProvider } from './haversine.js';
import { createOsrmProvider } from './osrm.js';
import type { RoutingProvider } from './routing-provider.js';

/** The provider chosen by ROUTING (haversine by default). */
export function createRoutingProvider(config: TConfig): RoutingProvider {
  if (config.ROUTING === 'osrm') {
    if (!config.ROUTING_URL)
      throw new Error('ROUTING=osrm needs ROUTING_URL (the OSRM server, e.g. http://localhost:5000)');
    return createOsrmProvider({ url: config.ROUTING_URL, timeoutMs: config.ROUTING_TIMEOUT_MS });
  }
  return createHaversineProvider({
    speedKmh: config.ROUTING_SPEED_KMH,
    detourFactor: config.ROUTING_DETOUR_FACTOR,
  });
}
