import {
  Api,
  type TPreferences,
  type TPreferencesAnswer,
  type TSavePreferences,
  type TSaveTeamPreferences,
  type TTeamPreferences,
  type TTeamPreferencesAnswer,
} from '@rp/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';

export const TEAM_PREFERENCES_KEY = ['team_preferences'] as const;
export const PREFERENCES_KEY = ['preferences'] as const;

/** GET /team_preferences/: the team's name, depots, unit, country, location and time zone. */
export function useTeamPreferences() {
  return useQuery({
    queryKey: TEAM_PREFERENCES_KEY,
    queryFn: () => callApi(Api.teamPreferences).then((r): TTeamPreferences => r.data),
  });
}

/** POST /save_teampreferences/ (any subset of the fields). */
export function saveTeamPreferences(prefs: TSaveTeamPreferences): Promise<TTeamPreferencesAnswer> {
  return callApi(Api.saveTeamPreferences, { body: prefs });
}

/** GET /preferences/: the caller's own name, e-mail, default start point and unit. */
export function usePreferences() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: () => callApi(Api.preferences).then((r): TPreferences => r.data.preferences),
  });
}

/** POST /save_preferences/ (any subset of the fields). */
export function savePreferences(prefs: TSavePreferences): Promise<TPreferencesAnswer> {
  return callApi(Api.savePreferences, { body: prefs });
}
