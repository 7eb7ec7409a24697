/**
 * URL of the worker entry to pass to `new Worker(...)`. It is a small JavaScript file that registers
 * tsx's loader inside the worker and then imports `worker.ts`, because Node 20 ignores `--import`
 * loaders given in a Worker's `execArgv`.
 */
export const SOLVER_WORKER_URL: URL = new URL('./worker-entry.mjs', import.meta.url);
