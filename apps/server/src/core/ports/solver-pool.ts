import type { SerializableSolveOptions, Solution, SolveInput } from '@rp/optimizer';

/** Runs solves in worker threads so the API keeps answering; jobs queue when every worker is busy. */
export interface SolverPool {
  solve(input: SolveInput, options: SerializableSolveOptions, jobId?: string): Promise<Solution>;
  /** Stops a running job between iterations (its best solution so far is returned) or drops a queued one. */
  cancel(jobId: string): void | Promise<void>;
  close(): Promise<void>;
}
