import { describe, expect, it } from 'vitest';
import {
  BarcodeCheck,
  BarcodeCheckLabels,
  barcodeNotOnThisStop,
  compareBarcodes,
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

describe('compareBarcodes', () => {
  it('expected and scanned is matched; expected only is missing; scanned only is not on this stop', () => {
    expect(compareBarcodes(['A1', 'B2', 'C3'], ['B2', 'Z9'])).toEqual([
      { code: 'A1', check: BarcodeCheck.Missing },
      { code: 'B2', check: BarcodeCheck.Matched },
      { code: 'C3', check: BarcodeCheck.Missing },
      { code: 'Z9', check: BarcodeCheck.NotOnThisStop },
    ]);
  });

  it('a code scanned on a stop that expected none is not on this stop, never matched', () => {
    expect(compareBarcodes([], ['X1'])).toEqual([{ code: 'X1', check: BarcodeCheck.NotOnThisStop }]);
  });

  it('nothing expected and nothing scanned is nothing; a repeated code counts once', () => {
    expect(compareBarcodes([], [])).toEqual([]);
    expect(compareBarcodes(['A', 'A'], ['A', 'A'])).toEqual([{ code: 'A', check: BarcodeCheck.Matched }]);
  });

  it('labels each state as the planner shows it', () => {
    expect(BarcodeCheckLabels[BarcodeCheck.NotOnThisStop]).toBe('not on this stop');
    expect(barcodeNotOnThisStop('Z9')).toMatch(/^Not on this stop: Z9\./);
  });
});
