import { Api, type TSaveTeamMember, type TTeamMember } from '@rp/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { queryKeys } from './query-keys';

/** GET /team/: the members of the caller's team. */
export function useTeamMembers() {
  return useQuery({
    queryKey: queryKeys.team.members(),
    queryFn: () => callApi(Api.team).then((r): TTeamMember[] => r.data.team),
  });
}

/** POST /save_teammember/: adds (no user_id) or edits a member; a refusal rejects with its message. */
export function useSaveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: TSaveTeamMember) => callApi(Api.saveTeamMember, { body: member }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.members() }),
  });
}

/** POST /teammember_delete/ */
export function useDeleteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => callApi(Api.deleteTeamMember, { body: { user_id: userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.members() }),
  });
}
