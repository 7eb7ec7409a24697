import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import {
  SOLVER_WORKER_URL,
  type Solution,
  type SolverWorkerMessage,
  type SolverWorkerRequest,
} from '@rp/optimizer';
import type { SolverPool } from '../../core/ports/solver-pool.js';

export type { SolverPool } from '../../core/ports/solver-pool.js';

interface TPending {
  jobId: string;
  request: SolverWorkerRequest;
  resolve: (s: Solution) => void;
  reject: (e: Error) => void;
}

interface TSlot {
  worker: Worker;
  current: TPending | null;
}

export function createSolverPool(size: number): SolverPool {
  const queue: TPending[] = [];
  const slots: TSlot[] = [];
  let closed = false;

  const startWorker = (): TSlot => {
    const slot: TSlot = { worker: new Worker(SOLVER_WORKER_URL), current: null };
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
      if (slot.current) continue;
      const job = queue.shift();
      if (!job) return;
      slot.current = job;
      slot.worker.postMessage(job.request);
    }
  };

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
