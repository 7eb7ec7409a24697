import type { UnassignedReason } from './output.js';
import type { Problem } from './problem.js';

/**
 * Checks every job alone against every vehicle: start → job → end with the vehicle's shift, the job's
 * window and the vehicle's capacity. Returns, per job, `null` when some vehicle can serve it alone, or
 * the reason no vehicle can: `unroutable` when no vehicle can reach it and carry its demand at all,
 * `time_window` when some can but never in time.
 */
export function classifyJobsAlone(problem: Problem): (UnassignedReason | null)[] {
  const { jobCount: J, vehicleCount: V, nodeCount: N, duration, ready, due, service, demand } = problem;
  const reasons: (UnassignedReason | null)[] = [];
  for (let j = 0; j < J; j++) {
    let reachable = false;
    let servable = false;
    for (let v = 0; v < V && !servable; v++) {
      const start = J + v;
      const end = J + V + v;
      const there = duration[start * N + j];
      const back = duration[j * N + end];
      if (!(there < Number.POSITIVE_INFINITY && back < Number.POSITIVE_INFINITY)) continue;
      if (demand[j] > problem.capacity[v]) continue;
      reachable = true;
      const arrival = problem.shiftStart[v] + there;
      if (arrival > due[j]) continue;
      const begin = Math.max(arrival, ready[j]);
      if (begin + service[j] + back > due[end]) continue;
      servable = true;
    }
    reasons.push(servable ? null : reachable ? 'time_window' : 'unroutable');
  }
  return reasons;
}
