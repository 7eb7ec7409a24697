/** A new progress report is sent once this share of the rows more is done … */
const STEP_SHARE = 0.05;
/** … or once this long has passed since the last one, so a slow geocoder still shows each row. */
const STEP_MS = 250;

export interface TImportProgressCounter {
  /** Counts one more row looked at (placed or failed) and reports when a step is reached. */
  rowDone(): void;
}

/**
 * Counts an import's rows as they are placed and calls `report(placed)` at 0, then at most every
 * 5% of `total` or every 250 ms (whichever comes first), and always at `total`; about twenty
 * reports for a fast import, whatever its size. `clock` answers milliseconds (injectable for tests).
 */
export function importProgressCounter(
  total: number,
  report: (placed: number) => void,
  clock: () => number = () => performance.now(),
): TImportProgressCounter {
  const step = Math.max(1, Math.ceil(total * STEP_SHARE));
  let placed = 0;
  let lastPlaced = 0;
  let lastAt = clock();
  report(0);
  return {
    rowDone() {
      placed += 1;
      const now = clock();
      if (placed < total && placed - lastPlaced < step && now - lastAt < STEP_MS) return;
      lastPlaced = placed;
      lastAt = now;
      report(placed);
    },
  };
}
