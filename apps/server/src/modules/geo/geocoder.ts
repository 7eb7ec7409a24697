export type { Geocoder, TGeocodeQuery } from '../../core/ports/geocoder.js';
