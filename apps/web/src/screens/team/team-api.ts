import type { TSaveTeamMember, TSaveTeamMemberResponse, TTeamListResponse, TTeamMember } from '@rp/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../api/client';

export const TEAM_QUERY_KEY = ['team'] as const;

/** GET /team/: the members of the caller's team. */
export function useTeamMembers() {
  return useQuery({
    queryKey: TEAM_QUERY_KEY,
    queryFn: () => apiGet<TTeamListResponse>('/team/').then((r): TTeamMember[] => r.data.team),
  });
}

/** POST /save_teammember/: adds (no user_id) or edits a member; data.err < 0 carries a message. */
export function saveTeamMember(member: TSaveTeamMember): Promise<TSaveTeamMemberResponse> {
  return apiPost<TSaveTeamMemberResponse>('/save_teammember/', member);
}

/** POST /teammember_delete/ */
export function deleteTeamMember(userId: number): Promise<unknown> {
  return apiPost('/teammember_delete/', { user_id: userId });
}
