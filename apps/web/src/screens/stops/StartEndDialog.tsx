import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Messages, type TRoute } from '@rp/contracts';
import { useState } from 'react';
import { useDialogs } from '../../components/dialogs';
import {
  isStartEndComplete,
  StartEndFields,
  startEndBody,
  startEndOfRoute,
  type TStartEnd,
} from '../../components/StartEndFields';
import { useEditRoute } from '../../data/routes';

/** Width of the start/end dialog (spec section 9). */
export const START_END_DIALOG_WIDTH = 620;

/** The start/end dialog of the route sidebar: start and end location and start time. */
export function StartEndDialog({ route, onClose }: { route: TRoute; onClose: () => void }) {
  const editRoute = useEditRoute();
  const dialogs = useDialogs();
  const [value, setValue] = useState<TStartEnd>(() => startEndOfRoute(route));
  const [error, setError] = useState('');

  const save = async () => {
    if (!isStartEndComplete(value)) {
      setError(Messages.depotEmpty);
      return;
    }
    try {
      await editRoute.mutateAsync({ route_id: route.id, ...startEndBody(value) });
      onClose();
    } catch (e) {
      await dialogs.info(Messages.errorTitle, e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: START_END_DIALOG_WIDTH, maxWidth: '95vw' } } }}
    >
      <DialogTitle>Start and end of the route</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <StartEndFields
          value={value}
          onChange={(v) => {
            setValue(v);
            setError('');
          }}
          error={error}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} loading={editRoute.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
