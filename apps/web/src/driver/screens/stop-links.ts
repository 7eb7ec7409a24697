import type { TStop } from '@rp/contracts';

/**
 * A link that opens the phone's maps app with directions to the stop: Apple Maps on iPhones and
 * iPads, Google Maps elsewhere (on Android its https link opens the app when installed).
 */
export function navigationUrl(stop: Pick<TStop, 'lat' | 'lng'>, userAgent: string): string {
  const at = `${stop.lat},${stop.lng}`;
  if (/iPhone|iPad|iPod/.test(userAgent)) return `https://maps.apple.com/?daddr=${at}&dirflg=d`;
  return `https://www.google.com/maps/dir/?api=1&destination=${at}&travelmode=driving`;
}

/** geo: opens whatever maps app the phone has chosen (Android), with the stop's name. */
export const geoUrl = (stop: Pick<TStop, 'lat' | 'lng' | 'name'>): string =>
  `geo:${stop.lat},${stop.lng}?q=${stop.lat},${stop.lng}(${encodeURIComponent(stop.name || 'Stop')})`;

/** tel: with only what a dialler takes (digits, +, *, #). */
export const telUrl = (phone: string): string => `tel:${phone.replace(/[^\d+*#]/g, '')}`;

export const mailUrl = (email: string): string =>
  `mailto:${encodeURIComponent(email.trim()).replace('%40', '@')}`;

/** Barcodes as a list: the stop keeps them comma-separated. */
export const barcodeList = (text: string): string[] =>
  text
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
