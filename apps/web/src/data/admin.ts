import { Api, type TSaveTeamActiveTo } from '@rp/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { queryKeys } from './query-keys';

/** One page (counted from 1) of every team; the previous page stays on screen while the next loads. */
export function useAdminTeams(page: number, search: string) {
  return useQuery({
    queryKey: queryKeys.admin.teamsPage(page, search),
    queryFn: () => callApi(Api.adminTeams, { body: { page, ...(search ? { search } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

/** One page (counted from 1) of every team's routes of a day ('YYYY-MM-DD'), or of all days with null. */
export function useAdminRoutes(page: number, day: string | null) {
  return useQuery({
    queryKey: queryKeys.admin.routesPage(page, day),
    queryFn: () => callApi(Api.adminRoutes, { body: { page, date: day } }),
    placeholderData: keepPreviousData,
  });
}

/** Sets or clears a team's manual active-to date; every page of the team list is then asked again. */
export function useSaveTeamActiveTo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveTeamActiveTo) => callApi(Api.saveTeamActiveTo, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.teams() }),
  });
}
