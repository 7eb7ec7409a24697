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

/**
 * The table fits its panel, never scrolls sideways: columns share the width and wrap; in a panel
 * narrower than 600 px (the settings panel beside the menu, a phone) each member is one block,
 * their email first, name, role and plan below it, each named, the actions beside them.
 */
const fitsItsPanel = {
  tableLayout: 'fixed',
  width: '100%',
  '& th, & td': { px: { xs: 0.5, sm: 1 }, overflowWrap: 'anywhere' },
  '& td': { fontSize: 13 },
  '@container members (max-width: 599px)': {
    '& thead': { display: 'none' },
    '& tbody': { display: 'block' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      borderBottom: 1,
      borderColor: 'divider',
      py: 0.5,
    },
    '& tbody td': { display: 'block', borderBottom: 'none', py: 0.25, gridColumn: 1 },
    '& tbody td[data-label]::before': { content: 'attr(data-label) ": "', color: 'text.secondary' },
    '& tbody td.member-actions': { gridColumn: 2, gridRow: '1 / span 4', alignSelf: 'start' },
    '& tbody td:empty': { display: 'none' },
  },
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
    <Box sx={{ containerType: 'inline-size', containerName: 'members' }}>
      <Table size="small" aria-label="Team members" sx={fitsItsPanel}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '36%' }}>Email</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Role</TableCell>
            {showSubscription && <TableCell>Subscription</TableCell>}
            <TableCell align="right" sx={{ width: 76 }}>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((m) => (
            <TableRow key={m.user_id ?? m.id} data-testid="member-row">
              <TableCell>
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
              <TableCell data-label="Name">
                {m.name}
                {m.is_current_user && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    (you)
                  </Typography>
                )}
              </TableCell>
              <TableCell data-label="Role">
                {roleLabel(m.role)}
                {onWorkingDay && isDriver(m) && <WorkingDayButton member={m} onOpen={onWorkingDay} />}
              </TableCell>
              {showSubscription && <TableCell data-label="Subscription">{planLabel(m.plan_id)}</TableCell>}
              <TableCell align="right" className="member-actions" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title="Edit member info">
                  <IconButton
                    size="small"
                    aria-label={`Edit member info ${m.email}`}
                    onClick={() => onEdit(m)}
                  >
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
    </Box>
  );
}
