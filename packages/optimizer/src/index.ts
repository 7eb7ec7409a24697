export * from './input.js';
export * from './options.js';
export * from './output.js';
export { solve } from './solver.js';
export * from './units.js';
