import type {
  TPreferences,
  TPreferencesResponse,
  TSavePreferences,
  TSaveTeamPreferences,
  TTeamPreferences,
  TTeamPreferencesResponse,
} from '@rp/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../api/client';

export const TEAM_PREFERENCES_KEY = ['team_preferences'] as const;
export const PREFERENCES_KEY = ['preferences'] as const;

/** GET /team_preferences/: the team's name, depots, unit, country, location and time zone. */
export function useTeamPreferences() {
  return useQuery({
    queryKey: TEAM_PREFERENCES_KEY,
    queryFn: () =>
      apiGet<TTeamPreferencesResponse>('/team_preferences/').then((r): TTeamPreferences => r.data),
  });
}

/** POST /save_teampreferences/ (any subset of the fields). */
export function saveTeamPreferences(prefs: TSaveTeamPreferences): Promise<TTeamPreferencesResponse> {
  return apiPost<TTeamPreferencesResponse>('/save_teampreferences/', prefs);
}

/** GET /preferences/: the caller's own name, e-mail, default start point and unit. */
export function usePreferences() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: () =>
      apiGet<TPreferencesResponse>('/preferences/').then((r): TPreferences => r.data.preferences),
  });
}

/** POST /save_preferences/ (any subset of the fields). */
export function savePreferences(prefs: TSavePreferences): Promise<TPreferencesResponse> {
  return apiPost<TPreferencesResponse>('/save_preferences/', prefs);
}
