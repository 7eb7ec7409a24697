import {
  Api,
  type TPreferences,
  type TSavePreferences,
  type TSaveTeamPreferences,
  type TTeamPreferences,
} from '@rp/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { browserClock, type TTeamClock } from '../lib/clock';
import { queryKeys } from './query-keys';
import { refreshSessionCheck } from './session';

/** GET /team_preferences/: the team's name, depots, unit, country, location and time zone. */
export function useTeamPreferences() {
  return useQuery({
    queryKey: queryKeys.preferences.team(),
    queryFn: () => callApi(Api.teamPreferences).then((r): TTeamPreferences => r.data),
  });
}

/** The team's clock (time zone and 12/24 hours) for every time of day a screen shows; the browser's until loaded. */
export function useTeamClock(): TTeamClock {
  const prefs = useTeamPreferences();
  return prefs.data ? { timezone: prefs.data.timezone, hour_cycle: prefs.data.hourCycle } : browserClock();
}

/** POST /save_teampreferences/ (any subset of the fields). */
export function useSaveTeamPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prefs: TSaveTeamPreferences) => callApi(Api.saveTeamPreferences, { body: prefs }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.preferences.team() }),
  });
}

/** GET /preferences/: the caller's own name, e-mail, default start point and unit. */
export function usePreferences() {
  return useQuery({
    queryKey: queryKeys.preferences.user(),
    queryFn: () => callApi(Api.preferences).then((r): TPreferences => r.data.preferences),
  });
}

/** POST /save_preferences/ (any subset of the fields); the session check carries the name too. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prefs: TSavePreferences) => callApi(Api.savePreferences, { body: prefs }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.preferences.user() });
      await refreshSessionCheck(queryClient);
    },
  });
}
