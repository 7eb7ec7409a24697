import { describe, expect, it } from 'vitest';
import { greatCircleMetres } from './haversine.js';
import { detourFactor, legSpeedKmh, roadLeg } from './road-model.js';
import { createRoadModelProvider } from './road-model-provider.js';
import type { TPoint } from './routing-provider.js';

const warsaw: TPoint = { lat: 52.2297, lng: 21.0122 };
const ciechanow: TPoint = { lat: 52.8814, lng: 20.6199 };
const car = { vehicle: 'car', speedFactor: 100 } as const;
const minutes = (seconds: number) => seconds / 60;

describe('road model', () => {
  it('drives Warsaw → Ciechanów (77 km straight) as about 100 km in 1 h 15 – 1 h 30 by car', () => {
    const straight = greatCircleMetres(warsaw, ciechanow);
    expect(straight / 1000).toBeCloseTo(77, 0);
    const leg = roadLeg(straight, car);
    expect(leg.metres / 1000).toBeGreaterThanOrEqual(98);
    expect(leg.metres / 1000).toBeLessThanOrEqual(110);
    expect(minutes(leg.seconds)).toBeGreaterThanOrEqual(75);
    expect(minutes(leg.seconds)).toBeLessThanOrEqual(90);
  });

  it('takes 4–5 minutes for a 1 km city leg by car', () => {
    const leg = roadLeg(1000, car);
    expect(leg.metres).toBeCloseTo(1406, -1);
    expect(minutes(leg.seconds)).toBeGreaterThanOrEqual(4);
    expect(minutes(leg.seconds)).toBeLessThanOrEqual(5);
  });

  it('detours more on short legs than on long ones', () => {
    expect(detourFactor(500)).toBeCloseTo(1.41, 2);
    expect(detourFactor(200_000)).toBeCloseTo(1.3, 3);
    expect(detourFactor(2000)).toBeGreaterThan(detourFactor(20_000));
  });

  it('drives faster on longer legs, a van at 90% of a car', () => {
    expect(legSpeedKmh('car', 1000)).toBeCloseTo(20, 5);
    expect(legSpeedKmh('car', 100_000)).toBe(78);
    expect(legSpeedKmh('car', 500_000)).toBe(85);
    expect(legSpeedKmh('van', 100_000)).toBeCloseTo(70.2, 5);
  });

  it('cycles at 15 km/h and walks at 4.8 km/h whatever the length', () => {
    expect(legSpeedKmh('bicycle', 1000)).toBe(15);
    expect(legSpeedKmh('bicycle', 80_000)).toBe(15);
    expect(minutes(roadLeg(1000, { vehicle: 'foot', speedFactor: 100 }).seconds)).toBeCloseTo(
      (1.406 / 4.8) * 60,
      0,
    );
  });

  it("scales the speeds by the team's factor and keeps the distance", () => {
    const normal = roadLeg(5000, car);
    const slower = roadLeg(5000, { vehicle: 'car', speedFactor: 80 });
    expect(slower.metres).toBe(normal.metres);
    expect(slower.seconds).toBeCloseTo(normal.seconds / 0.8, 6);
  });

  it('lets ROUTING_SPEED_KMH and ROUTING_DETOUR_FACTOR override the curves', () => {
    const leg = roadLeg(10_000, { ...car, flatSpeedKmh: 36, flatDetour: 1.5 });
    expect(leg.metres).toBe(15_000);
    expect(leg.seconds).toBeCloseTo(1500, 6);
  });

  it('builds symmetric matrices for the vehicle asked, zero on the diagonal', async () => {
    const p = createRoadModelProvider();
    expect(p.name).toBe('road-model');
    const byCar = await p.matrix([warsaw, ciechanow]);
    const byBike = await p.matrix([warsaw, ciechanow], { vehicle: 'bicycle', speedFactor: 100 });
    expect(byCar.distances[1]).toBe(byCar.distances[2]);
    expect(byCar.durations[0]).toBe(0);
    expect(byBike.distances[1]).toBe(byCar.distances[1]);
    expect(byBike.durations[1]).toBeGreaterThan((byCar.durations[1] as number) * 4);
  });
});
