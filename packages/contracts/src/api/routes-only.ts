/**
 * What api/index.ts exports, for the production web build: `Api` holds only each call's route. The
 * web checks answers against the schemas in development and tests only, so a page needs no more.
 */
export * from './call-routes.js';
export { ApiRoutes as Api } from './call-routes.js';
export * from './define.js';
