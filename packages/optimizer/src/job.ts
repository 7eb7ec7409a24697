import type { SolveInput } from './input.js';
import type { SolveOptions } from './options.js';
import type { Solution, SolveProgress } from './output.js';
import { solve } from './solver.js';

/** Solve options that survive `postMessage` (no callbacks or signals). */
export type SerializableSolveOptions = Omit<
  SolveOptions,
  'shouldStop' | 'signal' | 'onImprovement' | 'onProgress'
>;

/** Asks a solver worker to solve a problem. */
export interface SolverJobRequest {
  /** Discriminator. */
  readonly type: 'solve';
  /** Caller's job id, echoed in every message about this job. */
  readonly jobId?: string;
  /** The problem. */
  readonly input: SolveInput;
  /** Options of the solve. */
  readonly options?: SerializableSolveOptions;
}

/** Asks a solver worker to stop the running job (matching `jobId`, or any when absent). */
export interface SolverCancelRequest {
  /** Discriminator. */
  readonly type: 'cancel';
  /** Job to cancel; absent cancels whatever runs. */
  readonly jobId?: string;
}

/** Messages a solver worker accepts. */
export type SolverWorkerRequest = SolverJobRequest | SolverCancelRequest;

/** Messages a solver worker posts back. */
export type SolverWorkerMessage =
  | {
      readonly type: 'progress';
      readonly jobId?: string;
      /** `improvement` when the best solution got better, `tick` for periodic reports. */
      readonly kind: 'improvement' | 'tick';
      readonly progress: SolveProgress;
    }
  | { readonly type: 'result'; readonly jobId?: string; readonly solution: Solution }
  | { readonly type: 'error'; readonly jobId?: string; readonly message: string };

/** How a job talks to its host (a worker's parent port, or anything else). */
export interface SolverJobHooks {
  /** Receives progress messages and, last, the result or error message. */
  readonly post: (message: SolverWorkerMessage) => void;
  /** Polled between iterations; true cancels the job (the best solution so far is still returned). */
  readonly shouldStop?: () => boolean;
}

/**
 * Runs one solve request: posts progress messages, then exactly one `result` or `error` message, which
 * it also returns. Never throws. Pure apart from the hooks, so it runs the same in a worker thread or
 * in-process.
 */
export function runSolverJob(request: SolverJobRequest, hooks: SolverJobHooks): SolverWorkerMessage {
  const { jobId } = request;
  const withId = jobId === undefined ? {} : { jobId };
  let final: SolverWorkerMessage;
  try {
    const solution = solve(request.input, {
      ...request.options,
      shouldStop: hooks.shouldStop,
      onImprovement: (progress) => hooks.post({ type: 'progress', ...withId, kind: 'improvement', progress }),
      onProgress: (progress) => hooks.post({ type: 'progress', ...withId, kind: 'tick', progress }),
    });
    final = { type: 'result', ...withId, solution };
  } catch (error) {
    final = { type: 'error', ...withId, message: error instanceof Error ? error.message : String(error) };
  }
  hooks.post(final);
  return final;
}
