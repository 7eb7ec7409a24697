import { isValidTimeZone, type TAddressResult } from '@rp/contracts';
import { knownAddress } from '../../components/AddressSearch';
import { addressText } from '../../lib/address-text';

/**
 * Team name and depots kept in browser storage between the onboarding steps (spec section 4), so a
 * reload or a step back does not lose them. The team name is the session's `team` entry.
 */
const KEYS = {
  team: 'team',
  startAddress: 'startAddress',
  startLat: 'startLat',
  startLng: 'startLng',
  endAddress: 'endAddress',
  endLat: 'endLat',
  endLng: 'endLng',
} as const;

const num = (key: string): number | null => {
  const raw = localStorage.getItem(key);
  if (raw === null || raw === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
};

export const onboardingStorage = {
  teamName(): string {
    return localStorage.getItem(KEYS.team) ?? '';
  },
  setTeamName(name: string): void {
    localStorage.setItem(KEYS.team, name);
  },
  depots(): { start: TAddressResult | null; end: TAddressResult | null } {
    return {
      start: knownAddress(
        localStorage.getItem(KEYS.startAddress) ?? '',
        num(KEYS.startLat),
        num(KEYS.startLng),
      ),
      end: knownAddress(localStorage.getItem(KEYS.endAddress) ?? '', num(KEYS.endLat), num(KEYS.endLng)),
    };
  },
  setDepots(start: TAddressResult, end: TAddressResult): void {
    localStorage.setItem(KEYS.startAddress, addressText(start));
    localStorage.setItem(KEYS.startLat, String(start.lat));
    localStorage.setItem(KEYS.startLng, String(start.lng));
    localStorage.setItem(KEYS.endAddress, addressText(end));
    localStorage.setItem(KEYS.endLat, String(end.lat));
    localStorage.setItem(KEYS.endLng, String(end.lng));
  },
};

/** The browser's IANA time zone (e.g. 'Europe/Warsaw'), when Intl knows one. */
export function browserTimeZone(): string | undefined {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return tz && isValidTimeZone(tz) ? tz : undefined;
}

/** The two-letter country of the browser's language (e.g. 'en-US' -> 'US'), when it names one. */
export function browserCountryCode(): string | undefined {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const region = tag?.split('-')[1];
    if (region && /^[A-Za-z]{2}$/.test(region)) return region.toUpperCase();
  }
  return undefined;
}
