import {
  Alert,
  Button,
  CircularProgress,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { ADMIN_SEARCH_MAX, AdminMessages, type TAdminTeam, type TBillingMode } from '@rp/contracts';
import { useState } from 'react';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { useAdminTeams } from '../../data/admin';
import { formatDateTime } from '../../lib/dates';
import { ActiveToDialog, activeToDay } from './ActiveToDialog';
import { AdminPagedTable } from './AdminPagedTable';
import { adminTeamStateLabel } from './plan-state-label';

/** Search debounce (spec section 9). */
const SEARCH_DEBOUNCE_MS = 500;

const COLUMNS = [
  'Id',
  'Name',
  'Plan',
  'Created',
  'Trial ends',
  'Period start',
  'Period end',
  'Active to (manual)',
  'Customer',
  'Subscription',
  'Quantity',
  'Product',
  'Users',
  '',
] as const;

interface TTeamRowProps {
  team: TAdminTeam;
  billing: TBillingMode;
  onEdit: (team: TAdminTeam) => void;
}

function TeamRow({ team, billing, onEdit }: TTeamRowProps) {
  return (
    <TableRow hover data-testid={`team-${team.id}`}>
      <TableCell>{team.id}</TableCell>
      <TableCell>{team.name}</TableCell>
      <TableCell data-testid="plan-state">{adminTeamStateLabel(team, billing)}</TableCell>
      <TableCell>{formatDateTime(team.created_at)}</TableCell>
      <TableCell>{formatDateTime(team.trial_ends_at)}</TableCell>
      <TableCell>{formatDateTime(team.plan_current_period_start)}</TableCell>
      <TableCell>{formatDateTime(team.plan_current_period_end)}</TableCell>
      <TableCell data-testid="active-to">{activeToDay(team.plan_active_to_date_manual) || '-'}</TableCell>
      <TableCell>{team.plan_customer_id ?? '-'}</TableCell>
      <TableCell>{team.plan_subscription_id ?? '-'}</TableCell>
      <TableCell>{team.plan_quantity}</TableCell>
      <TableCell>{team.plan_product ?? '-'}</TableCell>
      <TableCell>{team.users.map((u) => u.email).join(', ')}</TableCell>
      <TableCell>
        <Button
          size="small"
          onClick={() => onEdit(team)}
          aria-label={`Edit active-to date of team ${team.id}`}
        >
          Edit
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** /admin-teams: every team, 20 a page (paged by the server), searchable, with the manual active-to date editable. */
export function AdminTeamsScreen() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const teams = useAdminTeams(page, debouncedSearch);
  const [editing, setEditing] = useState<TAdminTeam | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onSaved = (_team: TAdminTeam, message: string) => {
    setEditing(null);
    setNotice(message);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          Teams
        </Typography>
        <TextField
          size="small"
          label="Search name or e-mail"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          slotProps={{ htmlInput: { maxLength: ADMIN_SEARCH_MAX } }}
        />
      </Stack>
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {teams.isPending && <CircularProgress aria-label="Loading teams" />}
      {teams.isError && <Alert severity="error">{teams.error.message}</Alert>}
      {teams.data && (
        <AdminPagedTable
          label="Teams"
          columns={COLUMNS}
          rows={teams.data.teams}
          total={teams.data.total}
          page={page}
          onPage={setPage}
          empty={AdminMessages.noTeams}
          renderRow={(t) => <TeamRow key={t.id} team={t} billing={teams.data.billing} onEdit={setEditing} />}
        />
      )}
      {editing && <ActiveToDialog team={editing} onClose={() => setEditing(null)} onSaved={onSaved} />}
    </Stack>
  );
}
