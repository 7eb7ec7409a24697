import { describe, expect, it } from 'vitest';
import { emptyColumnConfig } from './import.js';
import { coordinateNumber, readRowCoordinates } from './import-coordinates.js';
import { CoordinateMessages } from './messages.js';

const m = { ...emptyColumnConfig(), latitude: 0, longitude: 1 };

describe('coordinate cells', () => {
  it.each([
    ['52.2297', 52.2297],
    ['52,2297', 52.2297],
    [' -0.5 ', -0.5],
    ['+21.01°', 21.01],
    ['139', 139],
    ['1,234.5', null],
    ['1e1', null],
    ['N 52', null],
    ['52.2.1', null],
    ['', null],
  ])('reads %j as %j', (cell, expected) => {
    expect(coordinateNumber(cell)).toBe(expected);
  });

  it.each([
    [['52,2297', '21,0122'], { lat: 52.2297, lng: 21.0122 }],
    [['', ''], null],
    [['abc', '21'], { reason: CoordinateMessages.latitudeNotNumber }],
    [['52', 'x'], { reason: CoordinateMessages.longitudeNotNumber }],
    [['', '21'], { reason: CoordinateMessages.latitudeMissing }],
    [['52', ''], { reason: CoordinateMessages.longitudeMissing }],
    [['95', '120'], { reason: CoordinateMessages.latitudeOutOfRange }],
    [['-200', '10'], { reason: CoordinateMessages.latitudeOutOfRange }],
    [['52', '181'], { reason: CoordinateMessages.longitudeOutOfRange }],
    [['139.69', '35.68'], { reason: CoordinateMessages.swapped }],
    [['0', '0'], { reason: CoordinateMessages.zero }],
    [['0', '21'], { lat: 0, lng: 21 }],
  ])('a row with %j reads as %j', (row, expected) => {
    expect(readRowCoordinates(row, m)).toEqual(expected);
  });

  it('ignores coordinate cells unless both columns are mapped', () => {
    expect(readRowCoordinates(['abc', ''], { ...m, longitude: -1 })).toBeNull();
  });
});
