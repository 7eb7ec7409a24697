import { describe, expect, it } from 'vitest';
import {
  driverDayTexts,
  EMPTY_WORKDAY,
  effectiveWorkday,
  unassignedReasonText,
  WorkdayMessages,
  ZCheckedWorkdaySchema,
  ZSaveStopSchema,
} from './index.js';

const messagesOf = (value: unknown): string[] => {
  const r = ZCheckedWorkdaySchema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe("a driver's working day", () => {
  it('takes a full day and an empty one', () => {
    expect(messagesOf(EMPTY_WORKDAY)).toEqual([]);
    expect(
      messagesOf({
        ...EMPTY_WORKDAY,
        shift_start: 480,
        shift_end: 1020,
        break_duration: 30,
        break_window_start: 720,
        break_window_end: 840,
        capacity: 40,
        max_weight: 500,
        max_stops: 25,
        skills: ['fridge'],
        start_place: 'home',
        end_place: 'depot',
      }),
    ).toEqual([]);
  });

  it('wants the shift to end after it starts', () => {
    expect(messagesOf({ ...EMPTY_WORKDAY, shift_start: 600, shift_end: 600 })).toEqual([
      WorkdayMessages.shiftEndBeforeStart,
    ]);
  });

  it('wants a break window, inside the shift, long enough for the break', () => {
    const shift = { ...EMPTY_WORKDAY, shift_start: 480, shift_end: 1020 };
    expect(messagesOf({ ...shift, break_duration: 30 })).toEqual([WorkdayMessages.breakNeedsWindow]);
    expect(
      messagesOf({ ...shift, break_duration: 30, break_window_start: 800, break_window_end: 700 }),
    ).toEqual([WorkdayMessages.breakWindowOrder]);
    expect(
      messagesOf({ ...shift, break_duration: 30, break_window_start: 1000, break_window_end: 1100 }),
    ).toEqual([WorkdayMessages.breakOutsideShift]);
    expect(
      messagesOf({ ...shift, break_duration: 60, break_window_start: 720, break_window_end: 750 }),
    ).toEqual([WorkdayMessages.breakTooLong]);
  });

  it('wants capacities and stop limits of at least 1, and skills without commas', () => {
    expect(messagesOf({ ...EMPTY_WORKDAY, capacity: 0 })).toEqual([WorkdayMessages.atLeastOne]);
    expect(messagesOf({ ...EMPTY_WORKDAY, max_weight: 0.5 })).toEqual([WorkdayMessages.atLeastOne]);
    expect(messagesOf({ ...EMPTY_WORKDAY, max_stops: 0 })).toEqual([WorkdayMessages.atLeastOne]);
    expect(messagesOf({ ...EMPTY_WORKDAY, skills: ['a,b'] })).toEqual([WorkdayMessages.invalidSkill]);
    expect(messagesOf({ ...EMPTY_WORKDAY, start_place: 'office' })).toEqual([WorkdayMessages.invalidPlace]);
  });

  it("takes a route's set fields over the default", () => {
    const fallback = { ...EMPTY_WORKDAY, capacity: 10, shift_start: 480 };
    expect(effectiveWorkday(fallback, { ...EMPTY_WORKDAY, capacity: 4 })).toEqual({
      ...fallback,
      capacity: 4,
    });
  });
});

describe('stops and reasons', () => {
  it('a stop takes skills and a weight of 0 or more', () => {
    expect(ZSaveStopSchema.safeParse({ id: 1, skills: ['fridge'], weight: 2.5 }).success).toBe(true);
    expect(ZSaveStopSchema.safeParse({ id: 1, weight: -1 }).success).toBe(false);
  });

  it("says the optimiser's reasons in words", () => {
    expect(unassignedReasonText('capacity')).toBe("Over the van's capacity");
    expect(unassignedReasonText('no_room')).toBe('The working day ends');
    expect(unassignedReasonText('')).toBe('');
  });
});

describe("a driver route's day in words", () => {
  const day = {
    load: 38,
    weight: 112,
    capacity: 40,
    max_weight: 500,
    shift_start: 8 * 3600,
    shift_end: 17 * 3600,
    break_start: 12.5 * 3600,
    break_duration: 1800,
    break_after_stops: 4,
  };
  it("reads load, weight, shift and break on the team's clock", () => {
    expect(driverDayTexts(day, 12)).toEqual([
      'Load 38 / 40 packages',
      '112 / 500 kg',
      'Shift 8:00 AM – 5:00 PM',
      'Break 12:30 PM, 30 min',
    ]);
    expect(driverDayTexts(day, 24)).toContain('Shift 08:00 – 17:00');
  });
  it('leaves out what the day does not have', () => {
    const bare = {
      ...day,
      load: 0,
      weight: 0,
      capacity: null,
      max_weight: null,
      shift_end: null,
      break_start: null,
    };
    expect(driverDayTexts(bare, 12)).toEqual([]);
  });
});
