import { describe, expect, it } from 'vitest';
import { minutesFromTimeInput, timeInputFromMinutes, todayDay, tomorrowDay } from './dates';

describe('planner dates', () => {
  it('gives today and tomorrow as local YYYY-MM-DD', () => {
    const now = new Date(2025, 11, 31, 23, 30);
    expect(todayDay(now)).toBe('2025-12-31');
    expect(tomorrowDay(now)).toBe('2026-01-01');
  });
  it('converts start time inputs, empty meaning now (0)', () => {
    expect(minutesFromTimeInput('')).toBe(0);
    expect(minutesFromTimeInput('07:30')).toBe(450);
    expect(minutesFromTimeInput('nonsense')).toBe(0);
    expect(timeInputFromMinutes(0)).toBe('');
    expect(timeInputFromMinutes(450)).toBe('07:30');
  });
});
