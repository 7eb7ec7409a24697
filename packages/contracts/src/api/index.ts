import { adminCalls } from './admin.js';
import { authCalls } from './auth.js';
import { billingCalls } from './billing.js';
import { driverCalls } from './drivers.js';
import { geoCalls } from './geo.js';
import { importCalls } from './import.js';
import { opsCalls } from './ops.js';
import { optimiseCalls } from './optimise.js';
import { publicCalls } from './public.js';
import { reportCalls } from './report.js';
import { reportJobCalls } from './report-jobs.js';
import { routeCalls } from './routes.js';
import { stopCalls } from './stops.js';
import { teamCalls } from './teams.js';
import { workdayCalls } from './workday.js';

export * from './admin.js';
export * from './auth.js';
export * from './billing.js';
export * from './call-routes.js';
export * from './define.js';
export * from './drivers.js';
export * from './geo.js';
export * from './import.js';
export * from './ops.js';
export * from './optimise.js';
export * from './public.js';
export * from './report.js';
export * from './report-jobs.js';
export * from './routes.js';
export * from './stops.js';
export * from './teams.js';
export * from './workday.js';

/**
 * Every call of the API, by name: the one table the server registers from, the OpenAPI page shows
 * and the web client is typed by.
 */
export const Api = {
  ...opsCalls,
  ...authCalls,
  ...teamCalls,
  ...billingCalls,
  ...publicCalls,
  ...geoCalls,
  ...routeCalls,
  ...reportCalls,
  ...reportJobCalls,
  ...stopCalls,
  ...importCalls,
  ...optimiseCalls,
  ...driverCalls,
  ...adminCalls,
  ...workdayCalls,
} as const;
export type TApi = typeof Api;
export type TApiCallName = keyof TApi;
