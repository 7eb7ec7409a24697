import { describe, expect, it } from 'vitest';
import { importProgressCounter } from './import-progress.js';

/** Runs `total` rows through a counter on a hand-moved clock; `msPerRow` is how far it moves per row. */
function reportsOf(total: number, msPerRow: number): number[] {
  const reports: number[] = [];
  let now = 0;
  const counter = importProgressCounter(
    total,
    (placed) => reports.push(placed),
    () => now,
  );
  for (let i = 0; i < total; i++) {
    now += msPerRow;
    counter.rowDone();
  }
  return reports;
}

describe('importProgressCounter', () => {
  it('reports 0, then every 5% of the rows when they are placed quickly, and always the total', () => {
    expect(reportsOf(100, 0)).toEqual([
      0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100,
    ]);
    const big = reportsOf(500, 0);
    expect(big).toHaveLength(21);
    expect(big.at(-1)).toBe(500);
    expect(reportsOf(7, 0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('reports every row when each takes longer than the time step (a slow online geocoder)', () => {
    expect(reportsOf(500, 300)).toEqual(Array.from({ length: 501 }, (_, i) => i));
  });

  it('reports by time between 5% steps when rows come at a middling pace', () => {
    // 100 ms a row: the time step (250 ms) comes every third row, before the 5% step (25 rows).
    const reports = reportsOf(500, 100);
    expect(reports.slice(0, 4)).toEqual([0, 3, 6, 9]);
    expect(reports.at(-1)).toBe(500);
  });

  it('answers the total once for a one-row import', () => {
    expect(reportsOf(1, 0)).toEqual([0, 1]);
  });
});
