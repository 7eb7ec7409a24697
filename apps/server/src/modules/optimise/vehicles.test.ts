import { EMPTY_WORKDAY } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { buildSolveInput, END_INDEX, FIRST_STOP_INDEX, START_INDEX } from './build-problem.js';
import { breakOf, homePoints, type TDriverDay, withWorkdays } from './vehicles.js';

const stop = (id: number) => ({
  id,
  lat: 0,
  lng: 0,
  service_time: 5,
  time_window_start: 0,
  time_window_end: 0,
  priority: 0,
  order_info_package_count: 1,
});
const size = 5;
const matrices = {
  size,
  durations: new Float64Array(size * size).fill(60),
  distances: new Float64Array(size * size).fill(500),
};
const ROUTE_START = 8 * 3600;

describe('vehicles from the working day', () => {
  it("keeps today's vehicle when nothing is set", () => {
    const base = buildSolveInput(matrices, [stop(1), stop(2)], [7], ROUTE_START);
    const day: TDriverDay = { driver_id: 7, effective: EMPTY_WORKDAY, home: null };
    const input = withWorkdays(base, [day], new Map(), ROUTE_START, []);
    expect(input.vehicles[0]).toMatchObject({ start: START_INDEX, end: END_INDEX, shiftStart: ROUTE_START });
    expect(input.vehicles[0]?.capacity).toBeUndefined();
    expect(input.vehicles[0]?.breaks).toEqual([]);
  });

  it('passes shift, limits, skills, the break and the home, and the stops their skills and weight', () => {
    const base = buildSolveInput(matrices, [stop(1), stop(2)], [7], ROUTE_START);
    const day: TDriverDay = {
      driver_id: 7,
      home: { lat: 1, lng: 1 },
      effective: {
        ...EMPTY_WORKDAY,
        shift_start: 9 * 60,
        shift_end: 17 * 60,
        break_duration: 30,
        break_window_start: 12 * 60,
        break_window_end: 14 * 60,
        start_place: 'home',
        end_place: 'depot',
        capacity: 40,
        max_weight: 500,
        max_stops: 20,
        skills: ['fridge'],
      },
    };
    const homes = homePoints([day], FIRST_STOP_INDEX + 2);
    const input = withWorkdays(base, [day], homes.indexOf, ROUTE_START, [
      { skills: ['fridge'], weight: 12 },
      { skills: [], weight: null },
    ]);
    expect(input.vehicles[0]).toMatchObject({
      start: FIRST_STOP_INDEX + 2,
      end: END_INDEX,
      shiftStart: 9 * 3600,
      shiftEnd: 17 * 3600,
      capacity: 40,
      maxWeight: 500,
      maxStops: 20,
      skills: ['fridge'],
      breaks: [{ id: 'break', window: [12 * 3600, 13.5 * 3600], duration: 1800 }],
    });
    expect(input.jobs[0]).toMatchObject({ skills: ['fridge'], weight: 12 });
    expect(input.jobs[1]?.skills).toBeUndefined();
  });

  it("starts at the route's start when it is later than the shift, and drops a break already over", () => {
    const w = {
      ...EMPTY_WORKDAY,
      break_duration: 30,
      break_window_start: 12 * 60,
      break_window_end: 13 * 60,
    };
    expect(breakOf(w, 14 * 3600)).toEqual([]);
    expect(breakOf(w, 12 * 3600 + 600)[0]?.window).toEqual([12 * 3600 + 600, 12.5 * 3600]);
  });
});
