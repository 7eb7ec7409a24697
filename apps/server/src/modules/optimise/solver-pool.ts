import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import {
  SOLVER_WORKER_URL,
  type Solution,
  type SolveInput,
  type SolverWorkerMessage,
  type SolverWorkerRequest,
  WARM_UP_OPTIONS,
  warmUpInputs,
} from '@rp/optimizer';
import type { SolverPool } from '../../core/ports/solver-pool.js';

export type { SolverPool } from '../../core/ports/solver-pool.js';

interface TPending {
  jobId: string;
  request: SolverWorkerRequest;
  resolve: (s: Solution) => void;
  reject: (e: Error) => void;
  /** A warm-up solve: nobody waits for it, and a real job cancels it. */
  warmUp?: boolean;
}

interface TSlot {
  worker: Worker;
  current: TPending | null;
  /** Warm-up solves still to run when the worker has nothing else to do. */
  warmUps: SolveInput[];
}

export interface SolverPoolOptions {
  /**
   * Start every worker at once with a few short synthetic solves (`warmUpInputs`), so that the first
   * real one runs on a warm JIT; a real job cancels a warm-up still running, and the others wait
   * until the worker is idle. Default: on, except in test runs (many
   * short-lived apps, where it would only take CPU).
   */
  warmUp?: boolean;
}

const isTestRun = () => process.env.VITEST !== undefined || process.env.NODE_ENV === 'test';

export function createSolverPool(size: number, poolOptions: SolverPoolOptions = {}): SolverPool {
  const queue: TPending[] = [];
  const slots: TSlot[] = [];
  let closed = false;

  const startWorker = (): TSlot => {
    const slot: TSlot = { worker: new Worker(SOLVER_WORKER_URL), current: null, warmUps: [] };
    slot.worker.unref();
    slot.worker.on('message', (message: SolverWorkerMessage) => {
      const job = slot.current;
      if (!job || message.jobId !== job.jobId || message.type === 'progress') return;
      slot.current = null;
      if (message.type === 'result') job.resolve(message.solution);
      else job.reject(new Error(message.message));
      next();
    });
    slot.worker.on('error', (error) => {
      const job = slot.current;
      slot.current = null;
      job?.reject(error);
      // A crashed worker is replaced, so one bad job can't take the optimiser down.
      const index = slots.indexOf(slot);
      if (index >= 0 && !closed) slots[index] = startWorker();
      next();
    });
    return slot;
  };

  const next = () => {
    for (const slot of slots) {
      if (slot.current?.warmUp && queue.length > 0)
        slot.worker.postMessage({ type: 'cancel', jobId: slot.current.jobId } satisfies SolverWorkerRequest);
      if (slot.current) continue;
      const job = queue.shift();
      if (!job) {
        warmUp(slot);
        continue;
      }
      slot.current = job;
      slot.worker.postMessage(job.request);
    }
  };

  /** Starts the slot's next warm-up solve, if it has one left. */
  const warmUp = (slot: TSlot) => {
    const input = slot.warmUps.shift();
    if (!input || closed) return;
    const jobId = `warm-up-${randomUUID()}`;
    const ignore = () => {};
    const request: SolverWorkerRequest = {
      type: 'solve',
      jobId,
      input,
      options: WARM_UP_OPTIONS,
    };
    slot.current = { jobId, request, resolve: ignore, reject: ignore, warmUp: true };
    slot.worker.postMessage(request);
  };

  if (poolOptions.warmUp ?? !isTestRun()) {
    for (let i = 0; i < size; i++) {
      const slot = startWorker();
      slot.warmUps = warmUpInputs();
      slots.push(slot);
      warmUp(slot);
    }
  }

  return {
    solve(input, options, jobId = randomUUID()) {
      if (closed) return Promise.reject(new Error('The optimiser is shutting down'));
      if (slots.length < size) slots.push(startWorker());
      return new Promise<Solution>((resolve, reject) => {
        queue.push({ jobId, request: { type: 'solve', jobId, input, options }, resolve, reject });
        next();
      });
    },
    cancel(jobId) {
      const queued = queue.findIndex((j) => j.jobId === jobId);
      if (queued >= 0) {
        queue.splice(queued, 1)[0]?.reject(new Error('cancelled'));
        return;
      }
      for (const slot of slots) {
        if (slot.current?.jobId === jobId)
          slot.worker.postMessage({ type: 'cancel', jobId } satisfies SolverWorkerRequest);
      }
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The optimiser is shutting down'));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
