import { Api, type TSaveTeamActiveTo, type TSaveTeamActiveToAnswer } from '@rp/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';

export const ADMIN_TEAMS_KEY = ['admin', 'teams'] as const;
export const ADMIN_ROUTES_KEY = ['admin', 'routes'] as const;

/** One page (counted from 1) of every team; the previous page stays on screen while the next loads. */
export function useAdminTeams(page: number, search: string) {
  return useQuery({
    queryKey: [...ADMIN_TEAMS_KEY, page, search],
    queryFn: () => callApi(Api.adminTeams, { body: { page, ...(search ? { search } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

/** One page (counted from 1) of every team's routes of a day ('YYYY-MM-DD'), or of all days with null. */
export function useAdminRoutes(page: number, day: string | null) {
  return useQuery({
    queryKey: [...ADMIN_ROUTES_KEY, page, day],
    queryFn: () => callApi(Api.adminRoutes, { body: { page, date: day } }),
    placeholderData: keepPreviousData,
  });
}

export const saveTeamActiveTo = (body: TSaveTeamActiveTo): Promise<TSaveTeamActiveToAnswer> =>
  callApi(Api.saveTeamActiveTo, { body });
