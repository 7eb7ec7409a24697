import type { SearchParameters } from './options.js';

/** Search parameters used when the caller does not override them (SISR paper values, tuned scale). */
export const DEFAULT_SEARCH: SearchParameters = {
  averageRemoved: 10,
  maxStringLength: 10,
  splitRate: 0.5,
  splitDepth: 0.01,
  blinkRate: 0.01,
  insertionNeighbours: 40,
  fullScanUpTo: 200,
  initialTemperature: 10,
  finalTemperature: 0.1,
};

/** Default wall-clock budget of a solve, milliseconds. */
export const DEFAULT_TIME_LIMIT_MS = 5000;

/** Default period of progress reports, milliseconds. */
export const DEFAULT_PROGRESS_INTERVAL_MS = 250;
