import type { TAddressResult, TAddressSearchQuery } from '@rp/contracts';

/** Address search behind one interface; adapters: offline (default), pelias, photon, nominatim. */
export interface Geocoder {
  readonly name: string;
  search(query: TAddressSearchQuery): Promise<TAddressResult[]>;
}
