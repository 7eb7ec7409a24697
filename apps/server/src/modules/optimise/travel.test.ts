import { Api, travelModelText } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, errorOf } from '../../test/api-call.js';
import { createAppWithTeams, createRoute, insertStops, type TTestTeam } from '../../test/routes-helpers.js';
import { call, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;
let team: TTestTeam;
let other: TTestTeam;
beforeAll(async () => {
  // Iterations, not the clock, end every search.
  ({ t, team, other } = await createAppWithTeams({
    env: { OPTIMIZE_MAX_ITERATIONS: '100', OPTIMIZE_TIME_LIMIT_MS: '600000' },
  }));
});
afterAll(() => t.close());

const depot = { lat: 39.9526, lng: -75.1652 };

/** A route of the team with a depot, 4 stops and the dispatcher as its driver. */
async function readyRoute(vehicle?: 'car' | 'van' | 'bicycle' | 'foot') {
  const routeId = await createRoute(t, team.token, {
    planned_on: '2030-01-15',
    start_time: 8 * 60,
    start_point_address: 'Depot',
    start_point_lat: depot.lat,
    start_point_lng: depot.lng,
    end_point_address: 'Depot',
    end_point_lat: depot.lat,
    end_point_lng: depot.lng,
    ...(vehicle && { vehicle_type: vehicle }),
  });
  await insertStops(t, routeId, 4);
  await callApi(t, Api.saveDrivers, {
    token: team.token,
    body: { route_id: routeId, drivers: [team.userId] },
  });
  return routeId;
}

const optimise = (routeId: number) =>
  callApi(t, Api.optimize, { token: team.token, body: { route_id: routeId, is_route_optimization: true } });
const routeOf = async (routeId: number) =>
  (await callApi(t, Api.getRoute, { token: team.token, params: { routeId } })).answer.route;
const setTeamTravel = (body: { vehicleType?: 'car' | 'van' | 'bicycle' | 'foot'; speedFactor?: number }) =>
  callApi(t, Api.saveTeamPreferences, { token: team.token, body });

describe('travel model of a plan', () => {
  it('answers and stores the model and vehicle that made the plan; a route without a plan has none', async () => {
    const routeId = await readyRoute();
    expect(await routeOf(routeId)).toMatchObject({
      vehicle_type: null,
      travel_model: null,
      travel_vehicle: null,
    });
    const res = await optimise(routeId);
    expect(res.answer).toMatchObject({ err: 0, travel_model: 'road-model', travel_vehicle: 'car' });
    const route = await routeOf(routeId);
    expect(route).toMatchObject({ travel_model: 'road-model', travel_vehicle: 'car' });
    expect(travelModelText('road-model', 'car')).toBe('Times estimated from a road model (car)');
    await callApi(t, Api.cancelOptimization, { token: team.token, body: { route_id: routeId } });
    expect(await routeOf(routeId)).toMatchObject({ travel_model: null, travel_vehicle: null });
  });

  it("plans with the team's vehicle and speed factor: a bicycle team's route takes longer", async () => {
    const byCar = await readyRoute();
    await optimise(byCar);
    const carRoute = await routeOf(byCar);

    expect((await setTeamTravel({ vehicleType: 'bicycle' })).answer.data).toMatchObject({
      vehicleType: 'bicycle',
      speedFactor: 100,
    });
    const byBike = await readyRoute();
    expect((await optimise(byBike)).answer).toMatchObject({ travel_vehicle: 'bicycle' });
    const bikeRoute = await routeOf(byBike);
    expect(bikeRoute.distance).toBeCloseTo(carRoute.distance, 0);
    expect(bikeRoute.duration_travel).toBeGreaterThan(carRoute.duration_travel);

    await setTeamTravel({ vehicleType: 'bicycle', speedFactor: 50 });
    const slowBike = await readyRoute();
    await optimise(slowBike);
    expect((await routeOf(slowBike)).duration_travel).toBeCloseTo(bikeRoute.duration_travel * 2, -1);
    await setTeamTravel({ vehicleType: 'car', speedFactor: 100 });
  });

  it("plans with the route's own vehicle over the team's, kept when the route is copied", async () => {
    const routeId = await readyRoute('van');
    expect(await routeOf(routeId)).toMatchObject({ vehicle_type: 'van' });
    expect((await optimise(routeId)).answer).toMatchObject({ travel_vehicle: 'van' });
    const copy = await callApi(t, Api.copyRoute, { token: team.token, body: { route_id: routeId } });
    expect(await routeOf(copy.answer.id)).toMatchObject({ vehicle_type: 'van' });
  });

  it("edits the route's vehicle and clears it back to the team's with null", async () => {
    const routeId = await readyRoute();
    const edit = (vehicle_type: 'foot' | null) =>
      callApi(t, Api.saveRoute, { token: team.token, body: { route_id: routeId, vehicle_type } });
    expect((await edit('foot')).status).toBe(200);
    expect(await routeOf(routeId)).toMatchObject({ vehicle_type: 'foot' });
    await edit(null);
    expect(await routeOf(routeId)).toMatchObject({ vehicle_type: null });
  });
});

describe('travel settings: bad input and other teams', () => {
  it('refuses an unknown vehicle type or a speed factor out of 50..200 with a message', async () => {
    const bad = async (body: object) => {
      const res = await call(t.app, 'POST', '/save_teampreferences/', { token: team.token, body });
      expect(res.statusCode).toBe(400);
      return errorOf(res).message;
    };
    expect(await bad({ vehicleType: 'boat' })).toMatch(/Vehicle type must be car, van, bicycle or foot/);
    expect(await bad({ speedFactor: 20 })).toMatch(/Speed factor must be a whole percentage 50..200/);
    expect(await bad({ speedFactor: 99.5 })).toMatch(/Speed factor/);
    const routeId = await readyRoute();
    const res = await call(t.app, 'POST', '/route/', {
      token: team.token,
      body: { route_id: routeId, vehicle_type: 'truck' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/Vehicle type must be/);
  });

  it("answers 404 for another team's route's vehicle", async () => {
    const routeId = await readyRoute();
    const res = await call(t.app, 'POST', '/route/', {
      token: other.token,
      body: { route_id: routeId, vehicle_type: 'van' },
    });
    expect(res.statusCode).toBe(404);
    expect(await routeOf(routeId)).toMatchObject({ vehicle_type: null });
  });
});
