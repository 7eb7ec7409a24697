import type { TApiCall, TFileMediaType } from './define.js';
import type { TApi } from './index.js';

/**
 * How a call is reached and nothing else: what the production web client needs. The types demand
 * the very method, path and media type the call has in the table, so the two cannot drift apart.
 */
export type TCallRoute<C extends TApiCall> = {
  readonly method: C['method'];
  readonly path: C['path'];
} & (C extends { readonly answerMediaType: infer M extends TFileMediaType }
  ? { readonly answerMediaType: M }
  : { readonly answerMediaType?: undefined });

export type TApiRoutes = { readonly [K in keyof TApi]: TCallRoute<TApi[K]> };

/** The route of one call of the table, as plain data. */
export function callRouteOf(call: TApiCall): Pick<TApiCall, 'method' | 'path' | 'answerMediaType'> {
  const route = { method: call.method, path: call.path };
  return call.answerMediaType ? { ...route, answerMediaType: call.answerMediaType } : route;
}

/**
 * Every call's route, without its schemas or texts. The production web build reads this as `Api`
 * (see `imports` in package.json) so its pages do not carry the whole table; call-routes.test.ts
 * checks it against `Api` call by call.
 */
export const ApiRoutes: TApiRoutes = {
  health: { method: 'GET', path: '/health' },
  healthLive: { method: 'GET', path: '/health/live' },
  healthReady: { method: 'GET', path: '/health/ready' },
  webConfig: { method: 'GET', path: '/config' },
  signup: { method: 'POST', path: '/a/signup/' },
  login: { method: 'POST', path: '/a/login/' },
  logout: { method: 'POST', path: '/a/logout/' },
  verifyToken: { method: 'POST', path: '/verify-token/' },
  verifyTokenAdmin: { method: 'POST', path: '/verify-token2/' },
  verifyTokenLapsed: { method: 'POST', path: '/verify-token3/' },
  verifyEmail: { method: 'POST', path: '/verify-email/' },
  resendVerification: { method: 'POST', path: '/a/resend-verification/' },
  teams: { method: 'POST', path: '/teams/' },
  preferences: { method: 'GET', path: '/preferences/' },
  savePreferences: { method: 'POST', path: '/save_preferences/' },
  teamPreferences: { method: 'GET', path: '/team_preferences/' },
  saveTeamPreferences: { method: 'POST', path: '/save_teampreferences/' },
  team: { method: 'GET', path: '/team/' },
  saveTeamMember: { method: 'POST', path: '/save_teammember/' },
  deleteTeamMember: { method: 'POST', path: '/teammember_delete/' },
  subscription: { method: 'GET', path: '/subscription/' },
  continueOnFree: { method: 'POST', path: '/subscription/free/' },
  createCheckoutSession: { method: 'POST', path: '/create-checkout-session/' },
  createPortalSession: { method: 'POST', path: '/create-portal-session/' },
  cancelSubscription: { method: 'POST', path: '/cancel-subscription/' },
  testCheckout: { method: 'GET', path: '/test-checkout/{sessionId}/' },
  payTestCheckout: { method: 'POST', path: '/test-checkout/{sessionId}/pay/' },
  testPortal: { method: 'GET', path: '/test-portal/{sessionId}/' },
  updateTestPortal: { method: 'POST', path: '/test-portal/{sessionId}/' },
  stripeWebhook: { method: 'POST', path: '/stripe-webhook/' },
  forgotPassword: { method: 'POST', path: '/forgot-password/' },
  resetPassword: { method: 'POST', path: '/reset-password/' },
  contact: { method: 'POST', path: '/contact/' },
  addressSearch: { method: 'GET', path: '/address_search/' },
  listRoutes: { method: 'POST', path: '/routes/' },
  getRoute: { method: 'GET', path: '/route/{routeId}/' },
  saveRoute: { method: 'POST', path: '/route/' },
  deleteRoute: { method: 'POST', path: '/route_delete/' },
  copyRoute: { method: 'POST', path: '/route_copy/' },
  teamRoute: { method: 'GET', path: '/team_route/{routeId}/' },
  saveDrivers: { method: 'POST', path: '/save_drivers/' },
  saveDriver: { method: 'POST', path: '/save_driver/' },
  getRouteReport: { method: 'GET', path: '/get_route_report/{routeId}/', answerMediaType: 'application/pdf' },
  startRouteReportJob: { method: 'POST', path: '/route_report_jobs/' },
  routeReportJob: { method: 'GET', path: '/route_report_jobs/{jobId}/' },
  routeReportJobPdf: {
    method: 'GET',
    path: '/route_report_jobs/{jobId}/pdf/',
    answerMediaType: 'application/pdf',
  },
  listStops: { method: 'GET', path: '/stops/{routeId}/' },
  saveStop: { method: 'POST', path: '/stop/{routeId}/' },
  deleteStop: { method: 'POST', path: '/stop_delete/{routeId}/' },
  copyStop: { method: 'POST', path: '/stop_copy/{routeId}/' },
  batchGeocode: { method: 'POST', path: '/batch_geocode/' },
  getImportMapping: { method: 'POST', path: '/get_import_mapping/' },
  saveImportMapping: { method: 'POST', path: '/save_import_mapping/' },
  optimize: { method: 'POST', path: '/optimize/' },
  previewOptimize: { method: 'POST', path: '/optimize/preview/' },
  confirmOptimize: { method: 'POST', path: '/optimize/confirm/' },
  cancelOptimization: { method: 'POST', path: '/cancel_optimization/' },
  sendToDrivers: { method: 'POST', path: '/send_to_drivers/' },
  listDriverRoutes: { method: 'GET', path: '/driver/routes/' },
  getDriverRoute: { method: 'GET', path: '/driver/route/{vehicleRouteId}/' },
  setDriverRouteStatus: { method: 'POST', path: '/driver/route_status/{vehicleRouteId}/' },
  saveStopDelivery: { method: 'POST', path: '/driver/stop/{vehicleRouteId}/' },
  saveStopProof: { method: 'POST', path: '/driver/proof/{vehicleRouteId}/' },
  postDriverPosition: { method: 'POST', path: '/driver/position/' },
  driversPosition: { method: 'GET', path: '/drivers_position/{routeId}/' },
  stopPhotos: { method: 'POST', path: '/stop_photos/{routeId}/' },
  adminTeams: { method: 'POST', path: '/teams2/' },
  adminRoutes: { method: 'POST', path: '/routes2/' },
  saveTeamActiveTo: { method: 'POST', path: '/save-team2/' },
  driverWorkday: { method: 'GET', path: '/driver_workday/{driverId}/' },
  saveDriverWorkday: { method: 'POST', path: '/save_driver_workday/' },
  routeWorkdays: { method: 'GET', path: '/route_workdays/{routeId}/' },
  saveRouteWorkday: { method: 'POST', path: '/save_route_workday/' },
  saveRouteGoal: { method: 'POST', path: '/save_route_goal/' },
};
