import { describe, expect, it } from 'vitest';
import { emptyColumnConfig } from './import.js';
import {
  barcodesCell,
  CellMessages,
  emailCell,
  packageCountCell,
  phoneCell,
  priorityCell,
  productsCell,
  rowStopFields,
  textCell,
} from './import-cells.js';
import { TimeCellMessages } from './import-times.js';
import { invalidPhoneMessage } from './phone.js';
import { PACKAGE_COUNT_MESSAGE, TIME_WINDOW_MESSAGE } from './stop-fields.js';

describe('priorityCell', () => {
  it.each([
    'ASAP',
    'asap',
    'Urgent',
    'dringend',
    'Eilig',
    'Prioritaire',
    'Urgente',
    'Sí',
    'sì',
    'Sim',
    'Spoed',
    'Pilne',
    'TAK',
    '1',
  ])('reads %j as ASAP', (word) => {
    expect(priorityCell(word)).toEqual({ ok: true, value: 1 });
  });

  it.each(['', 'Normal', 'normale', 'Normaal', 'normalny', 'nein', 'Não', 'nie', '0', 'no'])(
    'reads %j as normal',
    (word) => {
      expect(priorityCell(word)).toEqual({ ok: true, value: 0 });
    },
  );

  it('refuses a word it does not know rather than guessing', () => {
    expect(priorityCell('sometimes')).toEqual({ ok: false, reason: CellMessages.priority });
  });
});

describe('phoneCell', () => {
  it.each([
    ['601 234 567', 'PL', '+48601234567'],
    ['(215) 555-0123', 'US', '+12155550123'],
    ['215.555.0123', 'us', '+12155550123'],
    ['+48 601-234-567', 'US', '+48601234567'],
    ['0048 601 234 567', 'US', '+48601234567'],
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['030 1234567', 'DE', '+49301234567'],
    ['0171 1234567', 'DE', '+491711234567'],
    ['020 7946 0958', 'GB', '+442079460958'],
    ['+1 215 555 0123', '', '+12155550123'],
    ['', 'PL', ''],
  ])('normalises %j in %s to %j', (text, country, phone) => {
    expect(phoneCell(text, country)).toEqual({ ok: true, value: phone });
  });

  it.each([
    ['12', 'PL'],
    ['call me', 'PL'],
    ['215 555 0123', ''],
    ['+48 601 234 567 89', 'PL'],
  ])('refuses %j in %j, saying the format: it would not be a number of the country', (text, country) => {
    expect(phoneCell(text, country)).toEqual({ ok: false, reason: invalidPhoneMessage(country) });
  });
});

describe('the other cells', () => {
  it('checks e-mail addresses', () => {
    expect(emailCell(' ann@example.com ')).toEqual({ ok: true, value: 'ann@example.com' });
    expect(emailCell('')).toEqual({ ok: true, value: '' });
    expect(emailCell('ann at example')).toEqual({ ok: false, reason: CellMessages.email });
  });

  it('reads package counts; empty is none, text is refused', () => {
    expect(packageCountCell('3')).toEqual({ ok: true, value: 3 });
    expect(packageCountCell('')).toEqual({ ok: true, value: null });
    expect(packageCountCell('three')).toEqual({ ok: false, reason: PACKAGE_COUNT_MESSAGE });
    expect(packageCountCell('-1')).toEqual({ ok: false, reason: PACKAGE_COUNT_MESSAGE });
  });

  it('reads product and barcode lists with any usual separator', () => {
    expect(barcodesCell('A 1; B2 | C3\nD4,,')).toEqual({ ok: true, value: 'A1,B2,C3,D4' });
    expect(productsCell('Milk 1l; Bread|Eggs')).toEqual({ ok: true, value: 'Milk 1l, Bread, Eggs' });
  });

  it('keeps free texts within their limit', () => {
    expect(textCell('  Ring twice\nback door ', 20)).toEqual({ ok: true, value: 'Ring twice\nback door' });
    expect(textCell('x'.repeat(21), 20)).toEqual({ ok: false, reason: CellMessages.tooLong(20) });
  });
});

describe('rowStopFields', () => {
  const m = {
    ...emptyColumnConfig(),
    city: 0,
    note: 1,
    timeWindow: 2,
    visitTime: 3,
    priority: 4,
    recipientName: 5,
    phone: 6,
    email: 7,
    packageCount: 8,
    products: 9,
    barcodes: 10,
  };

  it('fills every mapped stop field from its cell', () => {
    const row = ['Kraków', 'Gate 3', '9:00-12:30', '10', 'Pilne', 'Anna Nowak', '601 234 567'];
    row.push('anna@example.pl', '2', 'Mleko; Chleb', '590123, 590124');
    expect(rowStopFields(row, m, 'PL')).toEqual({
      fields: {
        note: 'Gate 3',
        time_window_start: 540,
        time_window_end: 750,
        service_time: 10,
        priority: 1,
        recipient_name: 'Anna Nowak',
        recipient_phone_number: '+48601234567',
        recipient_email: 'anna@example.pl',
        order_info_package_count: 2,
        order_info_products: 'Mleko, Chleb',
        order_info_products_barcodes: '590123,590124',
      },
      problems: [],
    });
  });

  it('leaves out and reports each bad cell, keeping the good ones', () => {
    const row = ['Kraków', 'ok', 'soon', '10', 'maybe', 'Ann', '12', 'nope', 'x', '', ''];
    const { fields, problems } = rowStopFields(row, m, 'PL');
    expect(fields).toEqual({
      note: 'ok',
      service_time: 10,
      recipient_name: 'Ann',
      order_info_products: '',
      order_info_products_barcodes: '',
    });
    expect(problems).toEqual([
      { field: 'timeWindow', column: 2, value: 'soon', reason: TimeCellMessages.windowRange },
      { field: 'priority', column: 4, value: 'maybe', reason: CellMessages.priority },
      { field: 'phone', column: 6, value: '12', reason: invalidPhoneMessage('PL') },
      { field: 'email', column: 7, value: 'nope', reason: CellMessages.email },
      { field: 'packageCount', column: 8, value: 'x', reason: PACKAGE_COUNT_MESSAGE },
    ]);
  });

  it('reads separate from and to columns, refusing a window that ends first', () => {
    const fromTo = { ...emptyColumnConfig(), timeWindowStart: 0, timeWindowEnd: 1 };
    expect(rowStopFields(['0.375', '0.5'], fromTo, 'US').fields).toEqual({
      time_window_start: 540,
      time_window_end: 720,
    });
    expect(rowStopFields(['13:00', '9:00'], fromTo, 'US')).toEqual({
      fields: {},
      problems: [
        { field: 'timeWindowEnd', column: 1, value: '9:00', reason: TimeCellMessages.windowEndsFirst },
      ],
    });
    expect(rowStopFields(['late', '9:00'], fromTo, 'US')).toEqual({
      fields: { time_window_end: 540 },
      problems: [{ field: 'timeWindowStart', column: 0, value: 'late', reason: TIME_WINDOW_MESSAGE }],
    });
  });

  it('reads nothing when no stop field is mapped', () => {
    expect(rowStopFields(['a', 'b'], { ...emptyColumnConfig(), city: 0 }, 'US')).toEqual({
      fields: {},
      problems: [],
    });
  });
});
