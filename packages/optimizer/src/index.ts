export * from './fixed-order.js';
export * from './input.js';
export * from './job.js';
export * from './options.js';
export * from './output.js';
export { solve } from './solver.js';
export * from './units.js';
export { warmUpInput } from './warm-up.js';
export { SOLVER_WORKER_URL } from './worker-url.js';
