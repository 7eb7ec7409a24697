import type { TAddressResult, TAddressSearchQuery } from '@rp/contracts';

/** A search as the server asks it: the address search's query, and what an import adds to it. */
export interface TGeocodeQuery extends TAddressSearchQuery {
  /**
   * Only places whose whole name is the text: an import's row names its town in full, so "Wien"
   * must not land in Wiener Neustadt. Full-text services answer whole names anyway and ignore it.
   */
  wholeName?: boolean;
}

/** Address search behind one interface; adapters: offline (default), pelias, photon, nominatim. */
export interface Geocoder {
  readonly name: string;
  search(query: TGeocodeQuery): Promise<TAddressResult[]>;
}
