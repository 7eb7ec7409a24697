import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { AdminMessages, isPlannedOn, type TAdminTeam } from '@rp/contracts';
import { useState } from 'react';
import { useSaveTeamActiveTo } from '../../data/admin';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The stored end of a manual active-to day (its last moment, UTC) as the day 'YYYY-MM-DD'. */
export const activeToDay = (iso: string | null): string => (iso ? iso.slice(0, 10) : '');

/**
 * Edits a team's manual active-to date (POST /save-team2/): Save sets the day, Clear removes it.
 * `onSaved` gets the team as the server now has it, after the team list was asked again.
 */
export function ActiveToDialog({
  team,
  onClose,
  onSaved,
}: {
  team: TAdminTeam;
  onClose: () => void;
  onSaved: (team: TAdminTeam, message: string) => void;
}) {
  const [day, setDay] = useState(activeToDay(team.plan_active_to_date_manual));
  const [error, setError] = useState<string | null>(null);
  const saveActiveTo = useSaveTeamActiveTo();
  const busy = saveActiveTo.isPending;

  const send = (toDate: string | null, message: string) => {
    setError(null);
    saveActiveTo.mutate(
      { team_id: team.id, to_date: toDate },
      { onSuccess: (answer) => onSaved(answer.team, message), onError: (e) => setError(messageOf(e)) },
    );
  };

  const save = () => {
    if (!isPlannedOn(day)) return setError(AdminMessages.toDateRequired);
    send(day, AdminMessages.saved);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Active-to date of {team.name || `team ${team.id}`}</DialogTitle>
      <DialogContent>
        <TextField
          label="Active to (through the end of the day, UTC)"
          type="date"
          value={day}
          onChange={(e) => {
            setDay(e.target.value);
            setError(null);
          }}
          fullWidth
          sx={{ mt: 1 }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          color="warning"
          onClick={() => send(null, AdminMessages.cleared)}
          disabled={busy || team.plan_active_to_date_manual === null}
        >
          Clear
        </Button>
        <Button variant="contained" onClick={save} loading={busy}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
