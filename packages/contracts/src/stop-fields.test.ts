import { describe, expect, it } from 'vitest';
import { Messages } from './messages.js';
import { DEFAULT_SERVICE_TIME, UNSET_TIME_WINDOW } from './stop-codes.js';
import {
  formatTimeWindow,
  isPhoneLike,
  isValidPhone,
  matchBarcodes,
  normalizeBarcodes,
  PHONE_LIKE_MESSAGE,
  parsePackageCount,
  parseServiceTime,
  parseTimeWindow,
  SERVICE_TIME_MESSAGE,
  splitBarcodes,
  TIME_WINDOW_MESSAGE,
  timeWindowFromParts,
  ZPhoneSchema,
  ZServiceTimeSchema,
  ZStopEditorFormSchema,
  ZTimeWindowSchema,
} from './stop-fields.js';

describe('phone', () => {
  it('keeps empty and E.164 numbers', () => {
    expect(isValidPhone('')).toBe(true);
    expect(isValidPhone('  ')).toBe(true);
    expect(isValidPhone('+12155550123')).toBe(true);
    expect(isValidPhone(' +12155550123 ')).toBe(true);
    expect(isValidPhone('+442079460958')).toBe(true);
  });

  it('refuses anything else as a kept phone', () => {
    expect(isValidPhone('12155550123')).toBe(false);
    expect(isValidPhone('+1234567890123456')).toBe(false);
    expect(isValidPhone('+1 215 555 0123')).toBe(false);
    expect(isValidPhone('+1215555012a')).toBe(false);
  });

  it('the form takes phones as people type them, and refuses what can be no phone', () => {
    for (const typed of ['', '(215) 555-0142', '215-555-0142', '+1 215 555 0142', '020 7946 0958']) {
      expect(isPhoneLike(typed)).toBe(true);
    }
    for (const typed of ['12345', '555-1234', 'call me', '+1 215 555 0142 0142 0142', '215 555 0142 x']) {
      expect(isPhoneLike(typed)).toBe(false);
    }
    expect(PHONE_LIKE_MESSAGE.startsWith(Messages.invalidPhone)).toBe(true);
  });

  it('the request schema trims the typed text and leaves the number to the server', () => {
    expect(ZPhoneSchema.parse(' (215) 555-0142 ')).toBe('(215) 555-0142');
    const bad = ZPhoneSchema.safeParse('5'.repeat(65));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(Messages.invalidPhone);
  });
});

describe('visit time', () => {
  it('defaults to 5 when blank', () => {
    expect(ZServiceTimeSchema.parse(undefined)).toBe(DEFAULT_SERVICE_TIME);
    expect(ZServiceTimeSchema.parse('')).toBe(5);
    expect(ZServiceTimeSchema.parse(null)).toBe(5);
  });

  it('accepts 0..10000 as number or numeric text', () => {
    expect(ZServiceTimeSchema.parse(0)).toBe(0);
    expect(ZServiceTimeSchema.parse(10000)).toBe(10000);
    expect(ZServiceTimeSchema.parse('12')).toBe(12);
    expect(ZServiceTimeSchema.parse(7.6)).toBe(8);
  });

  it('refuses out of range or not numeric', () => {
    expect(parseServiceTime(-1)).toBeUndefined();
    expect(parseServiceTime(10001)).toBeUndefined();
    expect(parseServiceTime('abc')).toBeUndefined();
    expect(parseServiceTime('15')).toBe(15);
    expect(parseServiceTime(' 7.5 ')).toBe(8);
    for (const notMinutes of ['0x1f', '1e3', '-1', true, [5]])
      expect(parseServiceTime(notMinutes)).toBeUndefined();
  });
});

describe('package count', () => {
  it('keeps non-empty numeric values', () => {
    expect(parsePackageCount('3')).toBe(3);
    expect(parsePackageCount(' 12 ')).toBe(12);
    expect(parsePackageCount(4)).toBe(4);
    expect(parsePackageCount(0)).toBe(0);
  });

  it('turns empty or non-numeric into null', () => {
    expect(parsePackageCount('')).toBeNull();
    expect(parsePackageCount('  ')).toBeNull();
    expect(parsePackageCount('abc')).toBeNull();
    expect(parsePackageCount('3 boxes')).toBeNull();
    expect(parsePackageCount(null)).toBeNull();
    expect(parsePackageCount(undefined)).toBeNull();
    expect(parsePackageCount(-2)).toBeNull();
    expect(parsePackageCount(Number.NaN)).toBeNull();
  });
});

describe('barcodes', () => {
  it('strips whitespace and empty entries on save', () => {
    expect(normalizeBarcodes(' A1 , B 2,, C3 ')).toBe('A1,B2,C3');
    expect(normalizeBarcodes('')).toBe('');
    expect(splitBarcodes('x,\ty\n')).toEqual(['x', 'y']);
  });

  it('checks barcodes against the scanned list; extra scanned ones are not on this stop', () => {
    expect(matchBarcodes('A,B,C', 'B,Z')).toEqual([
      { code: 'A', check: 'missing' },
      { code: 'B', check: 'matched' },
      { code: 'C', check: 'missing' },
      { code: 'Z', check: 'not-on-this-stop' },
    ]);
  });
});

describe('time window', () => {
  it('parses HH:mm into minutes since midnight', () => {
    expect(parseTimeWindow('08:30')).toBe(510);
    expect(parseTimeWindow('23:59')).toBe(1439);
    expect(parseTimeWindow('')).toBe(0);
  });

  it('defaults the hour to 08 when only minutes are given', () => {
    expect(parseTimeWindow(':15')).toBe(8 * 60 + 15);
    expect(timeWindowFromParts('', '45')).toBe(8 * 60 + 45);
    expect(timeWindowFromParts(null, 5)).toBe(485);
  });

  it('defaults the minutes to 00 when only hours are given', () => {
    expect(parseTimeWindow('10')).toBe(600);
    expect(parseTimeWindow('10:')).toBe(600);
    expect(timeWindowFromParts('14', '')).toBe(840);
  });

  it('is unset (0) when nothing is entered', () => {
    expect(timeWindowFromParts('', '')).toBe(UNSET_TIME_WINDOW);
    expect(timeWindowFromParts(undefined, undefined)).toBe(0);
  });

  it('refuses times that are not a time of day', () => {
    expect(parseTimeWindow('24:00')).toBeUndefined();
    expect(parseTimeWindow('10:60')).toBeUndefined();
    expect(parseTimeWindow('ab')).toBeUndefined();
    expect(timeWindowFromParts(-1, 0)).toBeUndefined();
  });

  it('shows HH:mm only when above 0', () => {
    expect(formatTimeWindow(0)).toBe('');
    expect(formatTimeWindow(null)).toBe('');
    expect(formatTimeWindow(510)).toBe('08:30');
    expect(formatTimeWindow(parseTimeWindow('17:05') ?? 0)).toBe('17:05');
  });

  it('the request schema takes minutes or HH:mm', () => {
    expect(ZTimeWindowSchema.parse(600)).toBe(600);
    expect(ZTimeWindowSchema.parse('09:15')).toBe(555);
    expect(ZTimeWindowSchema.safeParse(1440).success).toBe(false);
    expect(ZTimeWindowSchema.safeParse('25:00').success).toBe(false);
    expect(ZTimeWindowSchema.safeParse(1.5).success).toBe(false);
  });
});

describe('stop editor form', () => {
  const form = {
    name: 'Bakery',
    address: '1 Main St',
    lat: 40,
    lng: -75,
    note: '',
    priority: 0,
    serviceTime: '5',
    startHours: '',
    startMinutes: '30',
    endHours: '',
    endMinutes: '',
    recipientName: '',
    phone: '',
    email: '',
    packageCount: '',
    products: '',
    barcodes: '',
  };

  it('passes a form the rules allow (minutes only get the 08 hour)', () => {
    expect(ZStopEditorFormSchema.safeParse(form).success).toBe(true);
  });

  it('gives every broken rule at once, each on its field (a time window on its hours box)', () => {
    const checked = ZStopEditorFormSchema.safeParse({
      ...form,
      phone: '12345',
      serviceTime: '10001',
      startHours: '24',
      endMinutes: '61',
    });
    expect(checked.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['serviceTime', SERVICE_TIME_MESSAGE],
      ['phone', PHONE_LIKE_MESSAGE],
      ['startHours', TIME_WINDOW_MESSAGE],
      ['endHours', TIME_WINDOW_MESSAGE],
    ]);
  });
});
