import ScheduleIcon from '@mui/icons-material/Schedule';
import { Button } from '@mui/material';
import { hasRole, Role, type TTeamMember } from '@rp/contracts';

/** A member who drives has a working day. */
export const isDriver = (m: TTeamMember): boolean => hasRole(m.role, Role.Driver);

/** Words beside the icon: a bare clock under the role said nothing on a phone, where no tooltip shows. */
export function WorkingDayButton({
  member,
  onOpen,
}: {
  member: TTeamMember;
  onOpen: (m: TTeamMember) => void;
}) {
  return (
    <Button
      size="small"
      startIcon={<ScheduleIcon fontSize="small" />}
      aria-label={`Working day ${member.email}`}
      onClick={() => onOpen(member)}
      sx={{ display: 'flex', px: 0.5, mt: 0.25 }}
    >
      Working day
    </Button>
  );
}
