import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import type { TTeamMember } from '@rp/contracts';
import { invitationText, planLabel, roleLabel } from './member-display';
import { isDriver, WorkingDayButton } from './WorkingDayButton';

// In px: sx reads a bare 1 as 100%, which made the hidden text as wide as the page and the page scroll sideways.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface TMemberTableProps {
  members: TTeamMember[];
  /** Show the Subscription column (on /team, not in onboarding). */
  showSubscription?: boolean;
  onEdit: (member: TTeamMember) => void;
  onDelete: (member: TTeamMember) => void;
  /** Opens a driver's default working day (drivers only). */
  onWorkingDay?: (member: TTeamMember) => void;
}

/** Members with email, name, role (and subscription); the current user has no delete action. */
export function MemberTable({
  members,
  showSubscription = false,
  onEdit,
  onDelete,
  onWorkingDay,
}: TMemberTableProps) {
  return (
    <Table
      size="small"
      aria-label="Team members"
      sx={{ '& th, & td': { px: { xs: 0.5, sm: 1 } }, '& td': { fontSize: 13 } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>Email</TableCell>
          <TableCell>Name</TableCell>
          <TableCell>Role</TableCell>
          {showSubscription && <TableCell>Subscription</TableCell>}
          <TableCell align="right" sx={{ width: '1%' }}>
            <Box component="span" sx={visuallyHidden}>
              Actions
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {members.map((m) => (
          <TableRow key={m.user_id ?? m.id} data-testid="member-row">
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {m.email}
              <Typography
                variant="caption"
                component="div"
                color={m.invitation_status === 'active' ? 'success.dark' : 'warning.dark'}
                data-testid="member-invitation"
              >
                {invitationText(m)}
              </Typography>
            </TableCell>
            <TableCell>
              {m.name}
              {m.is_current_user && (
                <Typography variant="caption" color="text.secondary" component="div">
                  (you)
                </Typography>
              )}
            </TableCell>
            <TableCell>
              {roleLabel(m.role)}
              {onWorkingDay && isDriver(m) && <WorkingDayButton member={m} onOpen={onWorkingDay} />}
            </TableCell>
            {showSubscription && <TableCell>{planLabel(m.plan_id)}</TableCell>}
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title="Edit member info">
                <IconButton size="small" aria-label={`Edit member info ${m.email}`} onClick={() => onEdit(m)}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              {!m.is_current_user && (
                <Tooltip title="Delete member">
                  <IconButton
                    size="small"
                    aria-label={`Delete member ${m.email}`}
                    onClick={() => onDelete(m)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
