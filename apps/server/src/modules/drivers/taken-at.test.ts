import { DriverMessages } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors.js';
import { startOfDayIn, TAKEN_AT_CLOCK_SKEW_MS, takenAtOnRoute } from './taken-at.js';

const iso = (d: Date) => d.toISOString();

describe('startOfDayIn', () => {
  it('is midnight on the zone’s clock, summer time and unknown zones included', () => {
    expect(iso(startOfDayIn('UTC', '2025-06-02'))).toBe('2025-06-02T00:00:00.000Z');
    expect(iso(startOfDayIn('Europe/Warsaw', '2025-06-02'))).toBe('2025-06-01T22:00:00.000Z');
    expect(iso(startOfDayIn('Europe/Warsaw', '2025-01-15'))).toBe('2025-01-14T23:00:00.000Z');
    expect(iso(startOfDayIn('America/New_York', '2025-03-09'))).toBe('2025-03-09T05:00:00.000Z');
    expect(iso(startOfDayIn('America/New_York', '2025-03-10'))).toBe('2025-03-10T04:00:00.000Z');
    expect(iso(startOfDayIn('Pacific/Kiritimati', '2025-06-02'))).toBe('2025-06-01T10:00:00.000Z');
    expect(iso(startOfDayIn('Asia/Kolkata', '2025-06-02'))).toBe('2025-06-01T18:30:00.000Z');
    expect(iso(startOfDayIn('Not/AZone', '2025-06-02'))).toBe('2025-06-02T00:00:00.000Z');
  });
});

describe('takenAtOnRoute', () => {
  const route = { planned_on: '2025-06-02', timezone: 'Europe/Warsaw' };
  const now = new Date('2025-06-02T10:00:00Z');
  const refusal = (takenAt: number) => {
    try {
      takenAtOnRoute(takenAt, route, now);
      return null;
    } catch (e) {
      return e instanceof AppError ? [e.statusCode, e.message] : e;
    }
  };

  it('takes any moment from the start of the day before the route’s date up to now', () => {
    const dayBeforeStarts = Date.parse('2025-05-31T22:00:00Z');
    expect(takenAtOnRoute(dayBeforeStarts, route, now).getTime()).toBe(dayBeforeStarts);
    expect(takenAtOnRoute(now.getTime() - 1, route, now).getTime()).toBe(now.getTime() - 1);
    expect(refusal(dayBeforeStarts - 1)).toEqual([400, DriverMessages.takenAtTooEarly]);
  });

  it('stamps a moment within the clock skew with now and refuses one beyond it', () => {
    expect(takenAtOnRoute(now.getTime() + TAKEN_AT_CLOCK_SKEW_MS, route, now)).toEqual(now);
    expect(refusal(now.getTime() + TAKEN_AT_CLOCK_SKEW_MS + 1)).toEqual([
      400,
      DriverMessages.takenAtInFuture,
    ]);
  });

  it('takes a late replay of a route of days ago', () => {
    const later = new Date('2025-06-09T10:00:00Z');
    const onTheDay = Date.parse('2025-06-02T15:00:00Z');
    expect(takenAtOnRoute(onTheDay, route, later).getTime()).toBe(onTheDay);
  });
});
