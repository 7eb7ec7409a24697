import { describe, expect, it } from 'vitest';
import {
  NO_POSITION,
  NO_VEHICLE_ROUTE,
  Priority,
  StopErr,
  stopLimitMessage,
  UNSET_TIME_WINDOW,
} from './stop-codes.js';

describe('sentinels', () => {
  it('match the spec', () => {
    expect(NO_POSITION).toBe(999999);
    expect(NO_VEHICLE_ROUTE).toBe(-1);
    expect(UNSET_TIME_WINDOW).toBe(0);
    expect(Priority).toEqual({ Normal: 0, Asap: 1 });
    expect(StopErr.PlanLimit).toBe(-20);
  });

  it('the plan limit message names the limit', () => {
    expect(stopLimitMessage(10)).toBe('Your plan allows at most 10 stops per route. Upgrade to add more.');
  });
});
