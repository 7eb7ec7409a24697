import { describe, expect, it } from 'vitest';
import { minutesFromTimeInput, timeInputFromMinutes, todayDay, tomorrowDay } from './dates';

describe('planner dates', () => {
  it('gives today and tomorrow as local YYYY-MM-DD', () => {
    const now = new Date(2025, 11, 31, 23, 30);
    expect(todayDay(undefined, now)).toBe('2025-12-31');
    expect(tomorrowDay(undefined, now)).toBe('2026-01-01');
  });
  it("gives today and tomorrow on the team's clock: 00:45 UTC is still the evening before in New York", () => {
    const now = new Date(Date.UTC(2026, 10, 27, 0, 45));
    expect(todayDay('America/New_York', now)).toBe('2026-11-26');
    expect(tomorrowDay('America/New_York', now)).toBe('2026-11-27');
    expect(todayDay('Asia/Tokyo', now)).toBe('2026-11-27');
    expect(tomorrowDay('Asia/Tokyo', new Date(Date.UTC(2026, 11, 31, 16)))).toBe('2027-01-02');
  });
  it('converts start time inputs, empty meaning now (0)', () => {
    expect(minutesFromTimeInput('')).toBe(0);
    expect(minutesFromTimeInput('07:30')).toBe(450);
    expect(minutesFromTimeInput('nonsense')).toBe(0);
    expect(timeInputFromMinutes(0)).toBe('');
    expect(timeInputFromMinutes(450)).toBe('07:30');
  });
});
