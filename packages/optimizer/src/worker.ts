/**
 * Worker-thread entry of the optimiser. Load it with tsx's loader, e.g.
 * `new Worker(new URL('…/optimizer/src/worker.ts', import.meta.url), { execArgv: ['--import', 'tsx'] })`.
 * Post a `SolverJobRequest`; receive `progress` messages and one `result` (or `error`). A
 * `SolverCancelRequest` stops the running job between iterations and the best solution so far is sent
 * as its result. Requests arriving while a job runs are queued; cancelling a queued job drops it with
 * an `error` message.
 */
import { type MessagePort, parentPort, receiveMessageOnPort } from 'node:worker_threads';
import {
  runSolverJob,
  type SolverJobRequest,
  type SolverWorkerMessage,
  type SolverWorkerRequest,
} from './job.js';

/** How often the running job looks at the port for a cancel message, in milliseconds. */
const POLL_MS = 20;

function requirePort(): MessagePort {
  if (!parentPort) throw new Error('worker.ts must run in a worker thread');
  return parentPort;
}

const port = requirePort();

const queue: SolverJobRequest[] = [];
let running = false;

/** Removes a queued job that was cancelled before it started; its caller gets an error message. */
function dropQueued(jobId: string): void {
  const index = queue.findIndex((request) => request.jobId === jobId);
  if (index < 0) return;
  queue.splice(index, 1);
  port.postMessage({
    type: 'error',
    jobId,
    message: 'cancelled before it started',
  } satisfies SolverWorkerMessage);
}

function runQueue(): void {
  if (running) return;
  running = true;
  try {
    for (let request = queue.shift(); request; request = queue.shift()) {
      const current = request;
      let cancelled = false;
      let lastPoll = 0;
      const shouldStop = (): boolean => {
        const now = performance.now();
        if (cancelled || now - lastPoll < POLL_MS) return cancelled;
        lastPoll = now;
        for (let m = receiveMessageOnPort(port); m; m = receiveMessageOnPort(port)) {
          const message = m.message as SolverWorkerRequest;
          if (message.type === 'solve') queue.push(message);
          else if (message.jobId === undefined || message.jobId === current.jobId) cancelled = true;
          else dropQueued(message.jobId);
        }
        return cancelled;
      };
      runSolverJob(current, { post: (message) => port.postMessage(message), shouldStop });
    }
  } finally {
    running = false;
  }
}

port.on('message', (message: SolverWorkerRequest) => {
  if (message.type === 'solve') {
    queue.push(message);
    runQueue();
  }
  // A cancel with nothing running has nothing to stop.
});
