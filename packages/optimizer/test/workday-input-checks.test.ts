import { describe, expect, it } from 'vitest';
import type { BreakInput, JobInput, SolveInput, VehicleInput } from '../src/input.js';
import { locationIndex, seconds } from '../src/units.js';
import { compileAllowed, compileBreaks, workdayKey } from '../src/workday-rules.js';

/** The workday rules' input checks and compiled tables on their own, without a search. */
const van = (extra: Partial<VehicleInput> = {}): VehicleInput => ({
  start: locationIndex(0),
  shiftStart: seconds(0),
  ...extra,
});
const stop = (extra: Partial<JobInput> = {}): JobInput => ({
  location: locationIndex(0),
  service: seconds(60),
  ...extra,
});
const pause = (from: number, to: number, duration = 600): BreakInput => ({
  window: [seconds(from), seconds(to)],
  duration: seconds(duration),
});
const input = (vehicles: VehicleInput[], jobs: JobInput[] = []): SolveInput => ({
  durations: new Float64Array(1),
  distances: new Float64Array(1),
  vehicles,
  jobs,
});

describe('workday input checks', () => {
  it('refuses a break window that is not two finite times, earliest first', () => {
    const message = 'vehicles[1].breaks[0].window must be two finite times, earliest first';
    for (const bad of [pause(100, 50), pause(Number.NaN, 50), pause(0, Number.POSITIVE_INFINITY)]) {
      expect(() => compileBreaks(input([van(), van({ breaks: [bad] })]))).toThrow(new RangeError(message));
    }
  });

  it('refuses a negative or endless break duration', () => {
    const message = 'vehicles[0].breaks[1].duration must be >= 0';
    for (const duration of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      const breaks = [pause(0, 10), pause(0, 10, duration)];
      expect(() => compileBreaks(input([van({ breaks })]))).toThrow(new RangeError(message));
    }
  });

  it('refuses a job naming a vehicle that does not exist', () => {
    for (const v of [-1, 2, 0.5]) {
      const jobs = [stop(), stop({ vehicles: [0, v] })];
      expect(() => compileBreaks(input([van(), van()], jobs))).toThrow(
        new RangeError(`jobs[1].vehicles names ${v}, which is not a vehicle index`),
      );
    }
  });

  it('accepts the edges: a window of one instant, a zero-length break, the last vehicle', () => {
    const vehicles = [van({ breaks: [pause(50, 50, 0)] }), van()];
    expect(compileBreaks(input(vehicles, [stop({ vehicles: [1] })])).count).toBe(1);
  });
});

describe('compiled breaks', () => {
  it("numbers each vehicle's breaks by window start, ties in input order", () => {
    const breaks = [pause(300, 400), pause(100, 200), pause(100, 500)];
    const compiled = compileBreaks(input([van({ breaks: [pause(0, 10)] }), van({ breaks })]));
    expect(Array.from(compiled.vehicle)).toEqual([0, 1, 1, 1]);
    expect(Array.from(compiled.index)).toEqual([0, 1, 2, 0]);
  });
});

describe('allowed vehicles', () => {
  it('is no table when no job is restricted and there is no break', () => {
    expect(compileAllowed(input([van()], [stop(), stop({ skills: [] })]), 3, new Int32Array())).toBeNull();
  });

  it('allows a job only the vehicles it names and those with its skills, and a break only its own vehicle', () => {
    const vehicles = [van({ skills: ['cold'] }), van()];
    const jobs = [stop({ vehicles: [1] }), stop({ skills: ['cold'] })];
    // Nodes: 2 jobs, then each vehicle's start and end (4), then one break of vehicle 1.
    const allowed = compileAllowed(input(vehicles, jobs), 7, Int32Array.from([1]));
    expect(Array.from(allowed ?? [])).toEqual([0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('is a table as soon as one job names its vehicles, even all of them', () => {
    expect(compileAllowed(input([van()], [stop({ vehicles: [0] })]), 3, new Int32Array())).not.toBeNull();
  });
});

describe('workdayKey', () => {
  it('tells vehicles apart by limits, skills in any order and breaks', () => {
    const key = workdayKey(
      van({ maxWeight: 500, maxStops: 20, skills: ['lift', 'cold'], breaks: [pause(100, 200, 30)] }),
    );
    expect(key).toBe('500|20|cold,lift|100-200:30');
    expect(workdayKey(van({ breaks: [pause(1, 2, 3), pause(4, 5, 6)] }))).toBe(
      'undefined|undefined||1-2:3,4-5:6',
    );
  });
});
