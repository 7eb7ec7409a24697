import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { createRoutingProvider } from './create-routing-provider.js';

const providerFor = (env: Record<string, string>) => createRoutingProvider(loadConfig(env));

describe('ROUTING', () => {
  it('is the road model by default and under its former name haversine', () => {
    expect(providerFor({}).name).toBe('road-model');
    expect(providerFor({ ROUTING: 'haversine' }).name).toBe('road-model');
  });

  it('chooses OSRM, Valhalla or GraphHopper with a ROUTING_URL, and says which URL is missing', () => {
    for (const engine of ['osrm', 'valhalla', 'graphhopper'] as const) {
      expect(providerFor({ ROUTING: engine, ROUTING_URL: 'http://127.0.0.1:9' }).name).toBe(engine);
      expect(() => providerFor({ ROUTING: engine })).toThrow(`ROUTING=${engine} needs ROUTING_URL`);
    }
  });

  it('keeps ROUTING_SPEED_KMH and ROUTING_DETOUR_FACTOR as overrides of the road model', async () => {
    const flat = providerFor({ ROUTING_SPEED_KMH: '36', ROUTING_DETOUR_FACTOR: '1.5' });
    const m = await flat.matrix([
      { lat: 0, lng: 0 },
      { lat: 0.1, lng: 0 },
    ]);
    expect(m.durations[1]).toBeCloseTo((m.distances[1] as number) / 10, 6);
    expect(m.distances[1]).toBeCloseTo(11_119.5 * 1.5, -1);
  });
});
