import type { TConfig } from '../../../config.js';
import { createGraphHopperProvider } from './graphhopper.js';
import { createOsrmProvider } from './osrm.js';
import { createRoadModelProvider } from './road-model-provider.js';
import type { RoutingProvider } from './routing-provider.js';
import { createValhallaProvider } from './valhalla.js';

const EXAMPLE_URL = {
  osrm: 'http://localhost:5000',
  valhalla: 'http://localhost:8002',
  graphhopper: 'https://graphhopper.com/api/1',
} as const;

function routingUrl(config: TConfig, engine: keyof typeof EXAMPLE_URL): string {
  if (!config.ROUTING_URL)
    throw new Error(`ROUTING=${engine} needs ROUTING_URL (the server, e.g. ${EXAMPLE_URL[engine]})`);
  return config.ROUTING_URL;
}

/** The provider chosen by ROUTING (the offline road model by default; docs/travel-model.md). */
export function createRoutingProvider(config: TConfig): RoutingProvider {
  const timeoutMs = config.ROUTING_TIMEOUT_MS;
  switch (config.ROUTING) {
    case 'osrm':
      return createOsrmProvider({ url: routingUrl(config, 'osrm'), timeoutMs });
    case 'valhalla':
      return createValhallaProvider({ url: routingUrl(config, 'valhalla'), timeoutMs });
    case 'graphhopper':
      return createGraphHopperProvider({
        url: routingUrl(config, 'graphhopper'),
        timeoutMs,
        key: config.ROUTING_API_KEY,
      });
    default:
      return createRoadModelProvider({
        flatSpeedKmh: config.ROUTING_SPEED_KMH,
        flatDetour: config.ROUTING_DETOUR_FACTOR,
      });
  }
}
