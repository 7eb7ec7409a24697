import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { readSolomon } from '../bench/solomon-reader.js';
import type { SolverWorkerMessage, SolverWorkerRequest } from '../src/job.js';
import { runSolverJob } from '../src/job.js';
import { SOLVER_WORKER_URL } from '../src/worker-url.js';
import { assertValidSolution } from './checker.js';

describe('runSolverJob', () => {
  it('posts progress and one result', () => {
    const input = readSolomon('C101');
    const messages: SolverWorkerMessage[] = [];
    const final = runSolverJob(
      { type: 'solve', jobId: 'x', input, options: { objective: 'distance', maxIterations: 500 } },
      { post: (m) => messages.push(m) },
    );
    expect(final.type).toBe('result');
    expect(messages.at(-1)).toBe(final);
    expect(messages.filter((m) => m.type === 'result')).toHaveLength(1);
    expect(messages.every((m) => m.jobId === 'x')).toBe(true);
    if (final.type === 'result') assertValidSolution(input, final.solution);
  });

  it('turns an exception into an error message', () => {
    const final = runSolverJob(
      { type: 'solve', input: { durations: [0, 1, 2], distances: [0, 1, 2], vehicles: [], jobs: [] } },
      { post: () => {} },
    );
    expect(final.type).toBe('error');
  });
});

describe('worker thread', () => {
  it('solves, reports progress and stops on a cancel message', async () => {
    const input = readSolomon('R201');
    const worker = new Worker(SOLVER_WORKER_URL);
    try {
      const result = await new Promise<{ message: SolverWorkerMessage; progress: number }>(
        (resolve, reject) => {
          let progress = 0;
          worker.on('error', reject);
          worker.on('message', (message: SolverWorkerMessage) => {
            if (message.type === 'progress') {
              progress++;
              if (progress === 1) {
                worker.postMessage({ type: 'cancel', jobId: 'a' } satisfies SolverWorkerRequest);
              }
              return;
            }
            resolve({ message, progress });
          });
          const request: SolverWorkerRequest = {
            type: 'solve',
            jobId: 'a',
            input,
            options: { objective: 'distance', timeLimitMs: 30_000, progressIntervalMs: 50 },
          };
          worker.postMessage(request);
        },
      );
      expect(result.progress).toBeGreaterThan(0);
      expect(result.message.type).toBe('result');
      if (result.message.type === 'result') {
        // Cancelled, not ended by the 30 s limit: the cancel message reached the running search.
        expect(result.message.solution.stats.stoppedBy).toBe('cancelled');
        assertValidSolution(input, result.message.solution);
      }
    } finally {
      await worker.terminate();
    }
  }, 20_000);
});
