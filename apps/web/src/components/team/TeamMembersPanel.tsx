import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { EmailVerificationMessages, Messages, type TSaveTeamMember, type TTeamMember } from '@rp/contracts';
import { useState } from 'react';
import { useVerifiedToken } from '../../data/session';
import { useDeleteTeamMember, useSaveTeamMember, useTeamMembers } from '../../data/team';
import { useDialogs } from '../dialogs';
import { DriverWorkdayDialog } from '../workday/DriverWorkdayDialog';
import { MemberDialog } from './MemberDialog';
import { MemberTable } from './MemberTable';

export const confirmDeleteMember = (email: string) => `Do you really want to delete member - "${email}"?`;

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * The team member table with 'Add members', 'Edit member info' and 'Delete member' (with a
 * confirmation), on the Team screen and in onboarding step 3.
 */
export function TeamMembersPanel({ showSubscription = false }: { showSubscription?: boolean }) {
  const dialogs = useDialogs();
  const team = useTeamMembers();
  const saveMember = useSaveTeamMember();
  const deleteMember = useDeleteTeamMember();
  const [editing, setEditing] = useState<TTeamMember | null | 'new'>(null);
  const [workdayOf, setWorkdayOf] = useState<TTeamMember | null>(null);
  // The server refuses invitations until the address is verified; say so before the user tries.
  const check = useVerifiedToken('/verify-token/');
  const unverified = check.data?.ok === true && !check.data.answer.email_verified;

  /** A refused change (data.err below 0) rejects with its message: the 'Error' dialog shows it. */
  const save = async (member: TSaveTeamMember): Promise<boolean> => {
    try {
      await saveMember.mutateAsync(member);
      return true;
    } catch (e) {
      await dialogs.info(Messages.errorTitle, messageOf(e));
      return false;
    }
  };

  const remove = async (member: TTeamMember) => {
    const ok = await dialogs.confirm(confirmDeleteMember(member.email), { okLabel: 'Delete' });
    if (!ok) return;
    try {
      await deleteMember.mutateAsync(member.user_id ?? member.id);
    } catch (e) {
      await dialogs.info(Messages.errorTitle, messageOf(e));
    }
  };

  return (
    <Box>
      <Box sx={{ px: 2, py: 1.5 }}>
        <Button
          variant="contained"
          startIcon={<PersonAddIcon />}
          disabled={unverified}
          onClick={() => setEditing('new')}
        >
          Add members
        </Button>
        {unverified && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {EmailVerificationMessages.verifyBeforeInviting}
          </Alert>
        )}
      </Box>
      {team.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading team members" />
        </Box>
      )}
      {team.isError && (
        <Alert severity="error" sx={{ mx: 2 }}>
          {messageOf(team.error)}
        </Alert>
      )}
      {team.data && (
        // Long addresses or names scroll inside the table's own box, never the page.
        <Box sx={{ overflowX: 'auto' }}>
          <MemberTable
            members={team.data}
            showSubscription={showSubscription}
            onEdit={(m) => setEditing(m)}
            onDelete={(m) => void remove(m)}
            onWorkingDay={setWorkdayOf}
          />
        </Box>
      )}
      {workdayOf && (
        <DriverWorkdayDialog
          driverId={workdayOf.user_id}
          name={workdayOf.name || workdayOf.email}
          onClose={() => setWorkdayOf(null)}
        />
      )}
      {editing && (
        <MemberDialog
          member={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
    </Box>
  );
}
