import { describe, expect, it } from 'vitest';
import { emptyColumnConfig } from './import.js';
import {
  coordinateNumber,
  looksSwapped,
  readRowCoordinates,
  swappedPointIndexes,
} from './import-coordinates.js';
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
    [['0.0000001', '-0.0000001'], { reason: CoordinateMessages.zero }],
    [['0', '21'], { lat: 0, lng: 21 }],
  ])('a row with %j reads as %j', (row, expected) => {
    expect(readRowCoordinates(row, m)).toEqual(expected);
  });

  it('ignores coordinate cells unless both columns are mapped', () => {
    expect(readRowCoordinates(['abc', ''], { ...m, longitude: -1 })).toBeNull();
  });
});

describe('a file whose row looks swapped', () => {
  const warsaw = [
    { lat: 52.2297, lng: 21.0122 },
    { lat: 52.2319, lng: 21.0067 },
    { lat: 52.1672, lng: 20.9679 },
    { lat: 52.2546, lng: 21.0364 },
  ];
  const swappedWarsaw = { lat: 21.01, lng: 52.23 };

  it('names the row far from the rest where the swapped pair is near them', () => {
    expect([...swappedPointIndexes([...warsaw, swappedWarsaw], null)]).toEqual([4]);
    expect([...swappedPointIndexes([warsaw[0], swappedWarsaw, ...warsaw.slice(1)], null)]).toEqual([1]);
  });

  it("keeps a far row that is near the team's place, or whose swapped pair is near nothing", () => {
    const teamInYemen = { lat: 15.37, lng: 44.19 };
    expect(swappedPointIndexes([...warsaw, { lat: 21.01, lng: 52.23 }], teamInYemen).size).toBe(0);
    // Tokyo in a Warsaw file: far, but 139.69, 35.68 is no place near Warsaw either.
    expect(swappedPointIndexes([...warsaw, { lat: 35.68, lng: 139.69 }], null).size).toBe(0);
  });

  it("uses the team's place when the file has too few rows to have a middle", () => {
    const teamInWarsaw = { lat: 52.23, lng: 21.01 };
    expect([
      ...swappedPointIndexes([warsaw[0] as { lat: number; lng: number }, swappedWarsaw], teamInWarsaw),
    ]).toEqual([1]);
    expect(swappedPointIndexes([swappedWarsaw], null).size).toBe(0);
  });

  it('is never a point whose swapped pair is not on the globe', () => {
    expect(looksSwapped({ lat: 10, lng: 120 }, [{ lat: 10, lng: 120 }])).toBe(false);
  });
});
