import type { Problem } from './problem.js';

/** For each job, the other active jobs sorted by increasing travel cost (symmetrised), flat. */
export interface NeighbourLists {
  /** Length of each list. */
  readonly width: number;
  /** `list[j * width + k]` is the k-th nearest job to job j (k = 0 is j itself). */
  readonly list: Int32Array;
  /** Mean cost between a job and its few nearest neighbours: the scale of one edge of a good tour. */
  readonly meanEdgeCost: number;
}

/** Most neighbours kept per job; the ruin's walk rarely goes further. */
const MAX_WIDTH = 150;
/** Neighbours used to estimate the typical edge cost. */
const EDGE_SAMPLE = 5;

/** Builds neighbour lists over the active jobs (inactive jobs get an empty list). */
export function buildNeighbours(problem: Problem, active: Uint8Array): NeighbourLists {
  const { jobCount: J, nodeCount: N, cost } = problem;
  const ids: number[] = [];
  for (let j = 0; j < J; j++) if (active[j]) ids.push(j);
  const width = Math.min(ids.length, MAX_WIDTH);
  const list = new Int32Array(J * width).fill(-1);
  const keys = new Float64Array(J);
  let edgeSum = 0;
  let edgeCount = 0;
  const scratch = new Float64Array(ids.length);
  const chosen: number[] = [];
  for (const j of ids) {
    for (let i = 0; i < ids.length; i++) {
      const k = ids[i];
      const there = cost[j * N + k];
      const back = cost[k * N + j];
      keys[k] = k === j ? -1 : Math.min(there, back) + 1e-9 * (there + back);
      scratch[i] = keys[k];
    }
    // The width-th smallest key (native numeric sort), then only those jobs are sorted by comparator.
    scratch.sort();
    const threshold = scratch[width - 1];
    chosen.length = 0;
    for (const k of ids) if (keys[k] <= threshold) chosen.push(k);
    chosen.sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b));
    for (let k = 0; k < width; k++) list[j * width + k] = chosen[k];
    for (let k = 1; k <= EDGE_SAMPLE && k < chosen.length; k++) {
      const c = keys[chosen[k]];
      if (c < Number.POSITIVE_INFINITY) {
        edgeSum += c;
        edgeCount++;
      }
    }
  }
  return { width, list, meanEdgeCost: edgeCount > 0 ? edgeSum / edgeCount : 1 };
}
