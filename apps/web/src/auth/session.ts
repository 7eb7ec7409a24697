import type { TUserData } from '@rp/contracts';

/** The auth session kept in local storage (spec section 3). */
export interface TSession {
  token: string;
  username: string;
  team: string;
  user_data: TUserData;
  is_admin?: boolean;
}

/** Where the session's token is kept (also read before the page paints: prerender/signed-in-guard.ts). */
export const SESSION_TOKEN_KEY = 'token';

const KEYS = {
  token: SESSION_TOKEN_KEY,
  username: 'username',
  team: 'team',
  userData: 'user_data',
  isAdmin: 'is_admin',
} as const;

/** Local storage; none where the build renders a page to HTML (in Node), which is then signed out. */
const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export const session = {
  token(): string | null {
    return storage()?.getItem(KEYS.token) ?? null;
  },
  get(): TSession | null {
    const token = localStorage.getItem(KEYS.token);
    if (!token) return null;
    let userData: TUserData = { countryCode: '', distanceUnit: 0, latitude: 0, longitude: 0 };
    try {
      userData = { ...userData, ...JSON.parse(localStorage.getItem(KEYS.userData) ?? '{}') };
    } catch {
      // a damaged entry falls back to the defaults
    }
    return {
      token,
      username: localStorage.getItem(KEYS.username) ?? '',
      team: localStorage.getItem(KEYS.team) ?? '',
      user_data: userData,
      is_admin: localStorage.getItem(KEYS.isAdmin) === 'true',
    };
  },
  save(s: TSession): void {
    localStorage.setItem(KEYS.token, s.token);
    localStorage.setItem(KEYS.username, s.username);
    localStorage.setItem(KEYS.team, s.team);
    localStorage.setItem(KEYS.userData, JSON.stringify(s.user_data));
    localStorage.setItem(KEYS.isAdmin, String(!!s.is_admin));
    localStorage.setItem('distanceUnit', String(s.user_data.distanceUnit));
  },
  setTeam(team: string): void {
    localStorage.setItem(KEYS.team, team);
  },
  /** Updates part of user_data (country, unit, team location) after the team's preferences change. */
  setUserData(patch: Partial<TUserData>): void {
    const current = session.get();
    if (!current) return;
    const next = { ...current.user_data, ...patch };
    localStorage.setItem(KEYS.userData, JSON.stringify(next));
    localStorage.setItem('distanceUnit', String(next.distanceUnit));
  },
  /** Logout clears the token and the user name (spec section 4). */
  clear(): void {
    for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  },
};
