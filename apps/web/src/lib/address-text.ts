import type { TAddressResult } from '@rp/contracts';

/** The text saved as a depot address. */
export const addressText = (r: TAddressResult): string => r.fullAddress || r.address || r.name;
