import type { TApiCallName } from '@rp/contracts';
import { FUZZ_PASSWORD, type TFuzzWorld } from './fuzz-world.js';

/** A request that passes the call's schemas: the base the fuzz test mutates one field of. */
export interface TCallExample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** 1x1 PNG that decodes: the server decodes every proof image and refuses one that does not. */
const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM4UaEBAAN0AWme5/1hAAAAAElFTkSuQmCC';
const TAKEN_AT = Date.UTC(2025, 5, 2, 10, 30);

let clientCounter = 0;
/** A fresh client id per example, so a valid driver update is not a repeat of the last one. */
const clientId = (): string => `fuzz-client-${(++clientCounter).toString(36).padStart(4, '0')}`;
let emailCounter = 0;
const freshEmail = (label: string): string => `${label}-${++emailCounter}@example.com`;

/** A job id of the right form that no job has (the calls answer 404, never 500). */
const FUZZ_REPORT_JOB = '00000000-0000-4000-8000-000000000000';

const FUZZ_TEST_SESSION = 'fuzzSessionId0123456789';

const FUZZ_WORKDAY = {
  shift_start: 480,
  shift_end: 1020,
  break_duration: 30,
  break_window_start: 720,
  break_window_end: 840,
  start_place: 'depot',
  end_place: 'home',
  max_stops: 40,
  capacity: 40,
  max_weight: 500,
  skills: ['fridge'],
};

type TExampleBuilder = (w: TFuzzWorld) => TCallExample;

/**
 * One valid request per call of the API table. Typed over every call name: a new call without an
 * example does not compile, and the fuzz test fails for it too.
 */
export const CALL_EXAMPLES: Record<TApiCallName, TExampleBuilder> = {
  health: () => ({}),
  healthLive: () => ({}),
  healthReady: () => ({}),
  webConfig: () => ({}),
  signup: () => ({ body: { email: freshEmail('fuzz-signup'), password: FUZZ_PASSWORD } }),
  login: (w) => ({ body: { email: w.day.team.email, password: FUZZ_PASSWORD } }),
  logout: () => ({}),
  verifyToken: () => ({}),
  verifyTokenAdmin: () => ({}),
  verifyTokenLapsed: () => ({}),
  subscription: () => ({}),
  continueOnFree: () => ({}),
  teams: () => ({}),
  createCheckoutSession: () => ({ body: { quantity: 2 } }),
  createPortalSession: () => ({}),
  cancelSubscription: () => ({}),
  testCheckout: (w) => ({ params: { sessionId: w.checkoutSessionId } }),
  payTestCheckout: (w) => ({ params: { sessionId: w.checkoutSessionId } }),
  // A world's team has never paid, so has no portal: these answer 404 whoever asks.
  testPortal: () => ({ params: { sessionId: FUZZ_TEST_SESSION } }),
  updateTestPortal: () => ({ params: { sessionId: FUZZ_TEST_SESSION }, body: { quantity: 3 } }),
  stripeWebhook: () => ({ body: { id: 'evt_fuzz', type: 'invoice.paid', data: { object: {} } } }),
  preferences: () => ({}),
  savePreferences: () => ({
    body: { name: 'Dana Driver', distanceUnit: 0, startAddress: '1 Main St', startLat: 52.2, startLng: 21 },
  }),
  teamPreferences: () => ({}),
  saveTeamPreferences: () => ({
    body: {
      name: 'Fuzz Team',
      startAddress: 'Depot',
      startLat: 52.2,
      startLng: 21,
      distanceUnit: 0,
      countryCode: 'pl',
      timezone: 'Europe/Warsaw',
    },
  }),
  team: () => ({}),
  saveTeamMember: () => ({ body: { email: freshEmail('fuzz-member'), name: 'New Member', role: 1 } }),
  deleteTeamMember: (w) => ({ body: { user_id: w.day.ben.userId } }),
  forgotPassword: (w) => ({ body: { email: w.day.team.email } }),
  resetPassword: () => ({ body: { password: 'another good pass 2', token: 'A'.repeat(43) } }),
  verifyEmail: () => ({ body: { token: 'B'.repeat(43), password: 'another good pass 3' } }),
  resendVerification: () => ({}),
  contact: () => ({ body: { email: 'visitor@example.com', message: 'Hello, a question about plans.' } }),
  addressSearch: () => ({ query: { text: 'Main Street', lat: '52.2', lon: '21', lang: 'en', limit: '5' } }),
  listRoutes: () => ({ body: { date: '2025-06-02' } }),
  getRoute: (w) => ({ params: { routeId: String(w.plainRouteId) } }),
  saveRoute: (w) => ({
    body: {
      route_id: w.plainRouteId,
      name: 'Tuesday',
      desc: 'Two stops',
      planned_on: '2025-06-03',
      start_time: 480,
      start_point_address: 'Depot',
      start_point_lat: 39.9,
      start_point_lng: -75.1,
    },
  }),
  deleteRoute: (w) => ({ body: { route_id: w.plainRouteId } }),
  copyRoute: (w) => ({ body: { route_id: w.plainRouteId } }),
  teamRoute: (w) => ({ params: { routeId: String(w.plainRouteId) } }),
  saveDrivers: (w) => ({ body: { route_id: w.plainRouteId, drivers: [w.day.anna.userId] } }),
  saveDriver: (w) => ({
    body: { route_id: w.day.routeId, vehicle_route_id: w.day.benRoute, driver_id: w.day.ben.userId },
  }),
  listStops: (w) => ({ params: { routeId: String(w.plainRouteId) } }),
  getRouteReport: (w) => ({ params: { routeId: String(w.day.routeId) }, query: { paper: 'letter' } }),
  startRouteReportJob: (w) => ({ body: { route_id: w.day.routeId, paper: 'letter' } }),
  routeReportJob: () => ({ params: { jobId: FUZZ_REPORT_JOB } }),
  routeReportJobPdf: () => ({ params: { jobId: FUZZ_REPORT_JOB } }),
  saveStop: (w) => ({
    params: { routeId: String(w.plainRouteId) },
    body: {
      id: w.plainStopIds[0],
      name: 'Renamed',
      address: '2 Main St',
      note: 'Gate 2\nRing twice',
      lat: 39.95,
      lng: -75.16,
      order_info_package_count: 2,
      order_info_products_barcodes: 'A1,B2',
    },
  }),
  deleteStop: (w) => ({ params: { routeId: String(w.plainRouteId) }, body: { id: w.plainStopIds[1] } }),
  copyStop: (w) => ({ params: { routeId: String(w.plainRouteId) }, body: { id: w.plainStopIds[0] } }),
  batchGeocode: (w) => ({
    body: {
      route_id: w.plainRouteId,
      values: [['Corner shop', '39.97', '-75.15', '9:00-12:30', '(215) 555-0123', 'ASAP', '2']],
      columnConfig: {
        city: -1,
        address: -1,
        postcode: -1,
        latitude: 1,
        longitude: 2,
        name: 0,
        timeWindow: 3,
        phone: 4,
        priority: 5,
        packageCount: 6,
      },
      countryCode: 'us',
      first_line: 2,
      headers: ['Name', 'Lat', 'Lng', 'Window', 'Phone', 'Priority', 'Packages'],
    },
  }),
  getImportMapping: () => ({ body: { headers: ['Name', 'Lat', 'Lng', 'Window', 'Phone'] } }),
  saveImportMapping: () => ({
    body: {
      headers: ['Name', 'Lat', 'Lng'],
      columnConfig: { city: -1, address: -1, postcode: -1, latitude: 1, longitude: 2, name: 0 },
    },
  }),
  optimize: (w) => ({ body: { route_id: w.plainRouteId, is_route_optimization: false } }),
  previewOptimize: (w) => ({ body: { route_id: w.day.routeId, keep_drivers: true } }),
  confirmOptimize: (w) => ({ body: { route_id: w.day.routeId, preview_id: 1 } }),
  cancelOptimization: (w) => ({ body: { route_id: w.day.routeId } }),
  sendToDrivers: (w) => ({ body: { route_id: w.day.routeId } }),
  listDriverRoutes: () => ({ query: { date: '2025-06-02' } }),
  getDriverRoute: (w) => ({ params: { vehicleRouteId: String(w.day.annaRoute) } }),
  setDriverRouteStatus: (w) => ({
    params: { vehicleRouteId: String(w.day.annaRoute) },
    body: { client_id: clientId(), route_status: 1, taken_at: TAKEN_AT },
  }),
  saveStopDelivery: (w) => ({
    params: { vehicleRouteId: String(w.day.annaRoute) },
    body: {
      client_id: clientId(),
      stop_id: w.day.annaStops[0],
      delivery_status: 1,
      proof_of_delivery_note: 'Left at the door',
      order_info_products_barcodes_scanned: 'A1',
      taken_at: TAKEN_AT,
      position: { lat: 52.2, lng: 21 },
    },
  }),
  saveStopProof: (w) => ({
    params: { vehicleRouteId: String(w.day.annaRoute) },
    body: {
      client_id: clientId(),
      stop_id: w.day.annaStops[0],
      kind: 'photo',
      image: TINY_PNG,
      taken_at: TAKEN_AT,
    },
  }),
  postDriverPosition: (w) => ({
    body: {
      client_id: clientId(),
      vehicle_route_id: w.day.annaRoute,
      lat: 52.2,
      lng: 21,
      accuracy: 12,
      taken_at: TAKEN_AT,
    },
  }),
  driversPosition: (w) => ({ params: { routeId: String(w.day.routeId) } }),
  stopPhotos: (w) => ({ params: { routeId: String(w.day.routeId) }, body: { id: w.day.annaStops[0] } }),
  adminTeams: () => ({ body: { page: 1, search: 'example' } }),
  adminRoutes: () => ({ body: { date: '2025-06-02', page: 1 } }),
  saveTeamActiveTo: (w) => ({ body: { team_id: w.other.teamId, to_date: '2030-01-31' } }),
  driverWorkday: (w) => ({ params: { driverId: String(w.day.ben.userId) } }),
  saveDriverWorkday: (w) => ({ body: { driver_id: w.day.ben.userId, ...FUZZ_WORKDAY } }),
  routeWorkdays: (w) => ({ params: { routeId: String(w.day.routeId) } }),
  saveRouteWorkday: (w) => ({
    body: { route_id: w.day.routeId, driver_id: w.day.ben.userId, ...FUZZ_WORKDAY },
  }),
  saveRouteGoal: (w) => ({ body: { route_id: w.day.routeId, goal: 'balance-stops' } }),
};
