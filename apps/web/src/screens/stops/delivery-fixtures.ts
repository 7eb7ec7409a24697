import type { TDriverPositionEntry, TDriverRoute, TStopPhotosAnswer } from '@rp/contracts';

/** A driver route as a route's driver_routes lists it, for screen tests. */
export const aDriverRoute = (over: Partial<TDriverRoute> = {}): TDriverRoute => ({
  vehicle_route_id: 501,
  driver_id: 7,
  email: 'dan@example.com',
  name: 'Dan Driver',
  position: 0,
  distance: 12_000,
  duration_travel: 1500,
  duration_total: 2400,
  route_status: 0,
  started_time: null,
  finished_time: null,
  sent_at: '2030-01-02T06:00:00.000Z',
  end_geometry: '',
  end_distance: 0,
  end_duration: 0,
  ...over,
});

/** One entry of GET /drivers_position/{routeId}/. */
export const aDriverPosition = (over: Partial<TDriverPositionEntry> = {}): TDriverPositionEntry => ({
  vehicle_route_id: 501,
  lat: 39.97,
  lng: -75.14,
  driver_name: 'Dan Driver',
  taken_at: '2030-01-02T08:10:00.000Z',
  ...over,
});

/** A 1×1 PNG and another, as data URLs the server answers (photo, signature). */
export const PHOTO_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';
export const SIGNATURE_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR4nGNgYAAAAAMAASsJTYQAAAAASUVORK5CYII=';

/** Answer of POST /stop_photos/{routeId}/ with both pictures. */
export const bothPhotos = (over: Partial<TStopPhotosAnswer> = {}): TStopPhotosAnswer => ({
  photo: PHOTO_DATA_URL,
  signature: SIGNATURE_DATA_URL,
  photo_taken: { taken_at: '2030-01-02T09:05:00.000Z', lat: 39.96123, lng: -75.15456 },
  signature_taken: { taken_at: '2030-01-02T09:06:00.000Z', lat: null, lng: null },
  ...over,
});
