import { describe, expect, it } from 'vitest';
import {
  deliveryReasonLabel,
  deliveryStatusLabel,
  formatDistance,
  formatDuration,
  formatMinutes,
  formatMinutesOfDay,
  formatStartTime,
  priorityDisplay,
  waitText,
} from './display.js';
import { DistanceUnit } from './team.js';

describe('formatDistance in km mode', () => {
  const km = (m: number) => formatDistance(m, DistanceUnit.Km);
  it('shows metres below 1000 m', () => {
    expect(km(0)).toBe('0 m');
    expect(km(1)).toBe('1 m');
    expect(km(999)).toBe('999 m');
    expect(km(999.4)).toBe('999 m');
  });
  it('rounds up to whole km from 1000 m', () => {
    expect(km(1000)).toBe('1 km');
    expect(km(1001)).toBe('2 km');
    expect(km(1999)).toBe('2 km');
    expect(km(2000)).toBe('2 km');
    expect(km(123_456)).toBe('124 km');
  });
  it('treats negative and non-finite input as 0', () => {
    expect(km(-5)).toBe('0 m');
    expect(km(Number.NaN)).toBe('0 m');
  });
});

describe('formatDistance in miles mode', () => {
  const mi = (m: number) => formatDistance(m, DistanceUnit.Miles);
  it('shows feet below 1500 m', () => {
    expect(mi(0)).toBe('0 ft');
    expect(mi(100)).toBe('328 ft');
    expect(mi(1000)).toBe('3281 ft');
    expect(mi(1499)).toBe('4918 ft');
  });
  it('rounds up to whole miles from 1500 m', () => {
    expect(mi(1500)).toBe('1 mi');
    expect(mi(1609.344)).toBe('1 mi');
    expect(mi(1610)).toBe('2 mi');
    expect(mi(16093.44)).toBe('10 mi');
  });
});

describe('durations', () => {
  it('rounds seconds up to minutes', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(1)).toBe('1 min');
    expect(formatDuration(60)).toBe('1 min');
    expect(formatDuration(61)).toBe('2 min');
    expect(formatDuration(3600)).toBe('60 min');
    expect(formatDuration(3601)).toBe('1 h 1 min');
  });
  it("shows 'h min' above 60 minutes", () => {
    expect(formatMinutes(59)).toBe('59 min');
    expect(formatMinutes(60)).toBe('60 min');
    expect(formatMinutes(61)).toBe('1 h 1 min');
    expect(formatMinutes(125)).toBe('2 h 5 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(60.2)).toBe('1 h 1 min');
  });
  it("tells a planned wait of a minute or more, and no wait for less or for the 'cannot reach' code", () => {
    expect(waitText(12_000)).toBe('wait 3 h 20 min');
    expect(waitText(60)).toBe('wait 1 min');
    expect(waitText(59)).toBe('');
    expect(waitText(0)).toBe('');
    expect(waitText(-1)).toBe('');
  });
});

describe('times of day', () => {
  it('shows minutes since midnight as HH:mm and 0 as unset', () => {
    expect(formatMinutesOfDay(0)).toBe('');
    expect(formatMinutesOfDay(null)).toBe('');
    expect(formatMinutesOfDay(480)).toBe('08:00');
    expect(formatMinutesOfDay(9 * 60 + 5)).toBe('09:05');
    expect(formatMinutesOfDay(23 * 60 + 59)).toBe('23:59');
  });
  it("shows a start time of 0 as 'now'", () => {
    expect(formatStartTime(0)).toBe('now');
    expect(formatStartTime(450)).toBe('07:30');
  });
});

describe('labels', () => {
  it('labels delivery status and reasons', () => {
    expect(deliveryStatusLabel(0)).toBe('-');
    expect(deliveryStatusLabel(1)).toBe('Delivered');
    expect(deliveryStatusLabel(2)).toBe('Delivery failed');
    expect(deliveryStatusLabel(7)).toBe('-');
    expect(deliveryReasonLabel(1)).toBe('Recipient not home');
    expect(deliveryReasonLabel(9)).toBe('-');
  });
  it('shows ASAP in red and Normal in blue', () => {
    expect(priorityDisplay(1).label).toBe('ASAP');
    expect(priorityDisplay(0).label).toBe('Normal');
    expect(priorityDisplay(1).color).not.toBe(priorityDisplay(0).color);
  });
});
