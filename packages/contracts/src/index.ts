export * from './auth.js';
export * from './display.js';
export * from './geo.js';
export * from './messages.js';
export * from './team.js';
