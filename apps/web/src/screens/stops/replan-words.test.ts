import type { TReplanStopChange } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { driverChangeText, replanSummary, stopChangeText } from './replanWords';

const anna = { id: 1, name: 'Anna' };
const ben = { id: 2, name: 'Ben' };
const stop = (s: Partial<TReplanStopChange>): TReplanStopChange => ({
  stop_id: 5,
  name: 'Bakery',
  driver_before: anna,
  driver_after: anna,
  arrival_before: 10 * 3600,
  arrival_after: 10 * 3600,
  is_new: false,
  left_out: false,
  reason: '',
  ...s,
});

describe('the changes of a re-plan in words, on the team clock', () => {
  it('says which stops are new, moved, later or left out', () => {
    expect(stopChangeText(stop({ driver_before: null, is_new: true, arrival_before: null }), 12)).toBe(
      'Bakery: new, to Anna at 10:00 AM',
    );
    expect(stopChangeText(stop({ driver_after: ben, arrival_after: 11 * 3600 + 30 * 60 }), 24)).toBe(
      'Bakery: from Anna to Ben, 10:00 → 11:30',
    );
    expect(stopChangeText(stop({ arrival_after: 10 * 3600 + 20 * 60 }), 12)).toBe(
      'Bakery (Anna): 10:00 AM → 10:20 AM',
    );
    expect(
      stopChangeText(stop({ driver_after: null, left_out: true, reason: 'Cannot reach time window' }), 12),
    ).toBe('Bakery: left out (Cannot reach time window)');
    expect(stopChangeText(stop({ arrival_after: 10 * 3600 + 20 }), 12)).toBe('');
  });

  it("says each driver's stops and return, and the counts", () => {
    expect(
      driverChangeText(
        { driver: ben, stops_before: 0, stops_after: 2, end_before: null, end_after: 14 * 3600 },
        12,
      ),
    ).toBe('Ben: 0 → 2 stops, back — → 2:00 PM');
    expect(replanSummary({ placed: 2, moved: 1, left_out: 0 })).toBe(
      '2 new stops placed · 1 moved between drivers · 0 left out',
    );
  });
});
