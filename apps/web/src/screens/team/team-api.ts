import {
  Api,
  type TSaveTeamMember,
  type TSaveTeamMemberAnswer,
  type TTeamMember,
  type TTeamMemberDeleteAnswer,
} from '@rp/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';

export const TEAM_QUERY_KEY = ['team'] as const;

/** GET /team/: the members of the caller's team. */
export function useTeamMembers() {
  return useQuery({
    queryKey: TEAM_QUERY_KEY,
    queryFn: () => callApi(Api.team).then((r): TTeamMember[] => r.data.team),
  });
}

/** POST /save_teammember/: adds (no user_id) or edits a member; a refusal rejects with its message. */
export function saveTeamMember(member: TSaveTeamMember): Promise<TSaveTeamMemberAnswer> {
  return callApi(Api.saveTeamMember, { body: member });
}

/** POST /teammember_delete/ */
export function deleteTeamMember(userId: number): Promise<TTeamMemberDeleteAnswer> {
  return callApi(Api.deleteTeamMember, { body: { user_id: userId } });
}
