import ScheduleIcon from '@mui/icons-material/Schedule';
import { IconButton, Tooltip } from '@mui/material';
import { hasRole, Role, type TTeamMember } from '@rp/contracts';

/** A member who drives has a working day. */
export const isDriver = (m: TTeamMember): boolean => hasRole(m.role, Role.Driver);

export function WorkingDayButton({
  member,
  onOpen,
}: {
  member: TTeamMember;
  onOpen: (m: TTeamMember) => void;
}) {
  return (
    <Tooltip title="Working day">
      <IconButton
        size="small"
        aria-label={`Working day ${member.email}`}
        onClick={() => onOpen(member)}
        sx={{ display: 'block', p: 0.25 }}
      >
        <ScheduleIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
