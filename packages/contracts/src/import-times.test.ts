import { describe, expect, it } from 'vitest';
import { parseTimeOfDay, TimeCellMessages, timeCell, timeWindowCell, visitTimeCell } from './import-times.js';
import { SERVICE_TIME_MESSAGE, TIME_WINDOW_MESSAGE } from './stop-fields.js';

describe('parseTimeOfDay', () => {
  it.each([
    ['9:00', 540],
    ['09:00', 540],
    ['9.00', 540],
    ['9.30', 570],
    ['9h30', 570],
    ['9h', 540],
    ['9', 540],
    ['09:00:00', 540],
    ['17:45', 1065],
    ['9:00 AM', 540],
    ['9:00 am', 540],
    ['9:30 PM', 1290],
    ['9 pm', 1260],
    ['9.30 p.m.', 1290],
    ['12:00 AM', 0],
    ['12:15 PM', 735],
    ['14 Uhr', 840],
    ['23:59', 1439],
  ])('reads the clock text %s', (text, minutes) => {
    expect(parseTimeOfDay(text)).toBe(minutes);
  });

  it('reads the day fractions spreadsheets store for time cells, as numbers and as their text', () => {
    expect(parseTimeOfDay(0.375)).toBe(540);
    expect(parseTimeOfDay('0.375')).toBe(540);
    expect(parseTimeOfDay('0.5')).toBe(720);
    expect(parseTimeOfDay('.75')).toBe(1080);
    // 10:15 is 0.427083333…; rounding gives the whole minute back.
    expect(parseTimeOfDay(String((10 * 60 + 15) / 1440))).toBe(615);
    // A date-time serial: the date part is dropped.
    expect(parseTimeOfDay('45812.625')).toBe(900);
    expect(parseTimeOfDay(45812.625)).toBe(900);
  });

  it.each(['', 'noon', '25:00', '9:60', '13 PM', '0 AM', '9.5', '9:0', '-0.5', '1:2:3:4', '9:00 xm'])(
    'refuses %j',
    (text) => {
      expect(parseTimeOfDay(text)).toBeUndefined();
    },
  );
});

describe('timeCell and timeWindowCell', () => {
  it('leaves an empty cell unset and refuses a text that is no time', () => {
    expect(timeCell('')).toEqual({ ok: true, value: 0 });
    expect(timeCell('10:30')).toEqual({ ok: true, value: 630 });
    expect(timeCell('later')).toEqual({ ok: false, reason: TIME_WINDOW_MESSAGE });
  });

  it.each([
    ['9:00-12:30', 540, 750],
    ['9:00 – 12:30', 540, 750],
    ['09.00—12.30', 540, 750],
    ['9 AM to 1 PM', 540, 780],
    ['9h - 17h', 540, 1020],
    ['8:00 bis 10:00', 480, 600],
    ['9:00', 540, 0],
    ['', 0, 0],
  ])('reads the window %j', (text, start, end) => {
    expect(timeWindowCell(text)).toEqual({ ok: true, value: { start, end } });
  });

  it('refuses a window that ends before it starts or is not two times', () => {
    expect(timeWindowCell('12:30-9:00')).toEqual({ ok: false, reason: TimeCellMessages.windowEndsFirst });
    expect(timeWindowCell('9:00-')).toEqual({ ok: false, reason: TimeCellMessages.windowRange });
    expect(timeWindowCell('9-10-11')).toEqual({ ok: false, reason: TimeCellMessages.windowRange });
    expect(timeWindowCell('morning')).toEqual({ ok: false, reason: TimeCellMessages.windowRange });
  });
});

describe('visitTimeCell', () => {
  it.each([
    ['', 5],
    ['15', 15],
    ['15 min', 15],
    ['10 minutes', 10],
    ['7,6', 8],
    ['0:45', 45],
    ['1h30', 90],
    ['0', 0],
    ['10000', 10000],
  ])('reads %j as %i minutes', (text, minutes) => {
    expect(visitTimeCell(text)).toEqual({ ok: true, value: minutes });
  });

  it.each(['10001', '-5', 'long', '5 hours'])('refuses %j', (text) => {
    expect(visitTimeCell(text)).toEqual({ ok: false, reason: SERVICE_TIME_MESSAGE });
  });
});
