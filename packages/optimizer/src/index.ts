export * from './fixed-order.js';
export * from './input.js';
export * from './job.js';
export * from './options.js';
export * from './output.js';
export { solve } from './solver.js';
export * from './units.js';
export { WARM_UP_OPTIONS, warmUpInput, warmUpInputs } from './warm-up.js';
export { SOLVER_WORKER_URL } from './worker-url.js';
