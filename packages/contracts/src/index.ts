export * from './auth.js';
export * from './display.js';
export * from './geo.js';
export * from './messages.js';
export * from './routes.js';
export * from './stops.js';
export * from './team.js';
