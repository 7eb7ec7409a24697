import { describe, expect, it } from 'vitest';
import {
  arrivalMinutes,
  dayIn,
  formatClockAt,
  formatClockMinutes,
  formatSetClockMinutes,
  hourCycleForCountry,
  minutesOfDayIn,
} from './clock.js';

describe('formatClockMinutes', () => {
  it('writes a 24-hour clock with two-digit hours', () => {
    expect(formatClockMinutes(16 * 60 + 56, 24)).toBe('16:56');
    expect(formatClockMinutes(5, 24)).toBe('00:05');
    expect(formatClockMinutes(9 * 60, 24)).toBe('09:00');
  });

  it('writes a 12-hour clock with AM and PM, midnight and noon as 12', () => {
    expect(formatClockMinutes(16 * 60 + 56, 12)).toBe('4:56 PM');
    expect(formatClockMinutes(5, 12)).toBe('12:05 AM');
    expect(formatClockMinutes(12 * 60, 12)).toBe('12:00 PM');
    expect(formatClockMinutes(11 * 60 + 59, 12)).toBe('11:59 AM');
  });

  it('wraps a time past midnight to the next day', () => {
    expect(formatClockMinutes(24 * 60 + 30, 24)).toBe('00:30');
  });

  it('leaves unset set-times empty', () => {
    expect(formatSetClockMinutes(0, 24)).toBe('');
    expect(formatSetClockMinutes(null, 12)).toBe('');
    expect(formatSetClockMinutes(8 * 60 + 30, 12)).toBe('8:30 AM');
  });
});

describe('formatClockAt', () => {
  const moment = '2026-07-01T14:05:00Z';

  it("reads the moment on the team's zone, not the machine's", () => {
    expect(formatClockAt(moment, { timezone: 'America/New_York', hour_cycle: 12 })).toBe('10:05 AM');
    expect(formatClockAt(moment, { timezone: 'Asia/Tokyo', hour_cycle: 24 })).toBe('23:05');
    expect(formatClockAt(moment, { timezone: 'Asia/Kolkata', hour_cycle: 24 })).toBe('19:35');
  });

  it('follows summer time on the day the clocks change', () => {
    // Europe/Warsaw moves from UTC+1 to UTC+2 at 01:00 UTC on 29 March 2026.
    const zone = { timezone: 'Europe/Warsaw', hour_cycle: 24 } as const;
    expect(formatClockAt('2026-03-29T00:30:00Z', zone)).toBe('01:30');
    expect(formatClockAt('2026-03-29T01:30:00Z', zone)).toBe('03:30');
    // America/New_York goes back from UTC-4 to UTC-5 at 06:00 UTC on 1 November 2026.
    const ny = { timezone: 'America/New_York', hour_cycle: 12 } as const;
    expect(formatClockAt('2026-11-01T05:30:00Z', ny)).toBe('1:30 AM');
    expect(formatClockAt('2026-11-01T06:30:00Z', ny)).toBe('1:30 AM');
  });

  it('reads an unknown zone as UTC and nothing as empty', () => {
    expect(formatClockAt(moment, { timezone: 'Mars/Olympus', hour_cycle: 24 })).toBe('14:05');
    expect(formatClockAt(null, { timezone: 'UTC', hour_cycle: 24 })).toBe('');
    expect(minutesOfDayIn('UTC', new Date('2026-01-01T00:00:00Z'))).toBe(0);
  });
});

describe('dayIn', () => {
  it("is the team's own date, which is not UTC's near midnight", () => {
    const lateEvening = new Date('2030-01-15T03:30:00Z');
    expect(dayIn('America/New_York', lateEvening)).toBe('2030-01-14');
    expect(dayIn('Europe/Warsaw', lateEvening)).toBe('2030-01-15');
    expect(dayIn('Asia/Tokyo', new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });

  it('falls back to UTC for a zone it does not know', () => {
    expect(dayIn('Nowhere/Else', new Date('2030-01-15T03:30:00Z'))).toBe('2030-01-15');
  });
});

describe('hourCycleForCountry', () => {
  it('gives 12 hours to countries that read AM/PM and 24 to the others', () => {
    expect(hourCycleForCountry('US')).toBe(12);
    expect(hourCycleForCountry('au')).toBe(12);
    expect(hourCycleForCountry('PL')).toBe(24);
    expect(hourCycleForCountry('')).toBe(24);
  });
});

describe('arrivalMinutes', () => {
  it("adds the stop's arrival to the plan's start", () => {
    expect(arrivalMinutes(9 * 3600, 48 * 60 + 30)).toBe(9 * 60 + 48);
  });

  it('has no clock without a start or for an arrival code', () => {
    expect(arrivalMinutes(null, 600)).toBeNull();
    expect(arrivalMinutes(9 * 3600, -2)).toBeNull();
  });
});
