import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTeamClock } from '../../data/preferences';
import { useConfirmReplan, usePreviewReplan } from '../../data/replan';
import { driverChangeText, replanSummary, stopChangeText } from './replanWords';

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Optimise on a route its drivers already have: the new plan is computed first and shown as the
 * changes it makes (team clock times); only Confirm applies it and tells the drivers.
 */
export function ReviewChangesDialog({
  routeId,
  onClose,
  onConfirmed,
}: {
  routeId: number;
  onClose: () => void;
  onConfirmed: () => void;
}) {
  const clock = useTeamClock();
  const [keepDrivers, setKeepDrivers] = useState(false);
  const preview = usePreviewReplan(routeId);
  const confirm = useConfirmReplan(routeId);
  const { mutate: computePreview } = preview;

  useEffect(() => {
    computePreview(keepDrivers);
  }, [computePreview, keepDrivers]);

  const data = preview.data;
  const stopLines = (data?.stops ?? []).map((s) => stopChangeText(s, clock.hour_cycle)).filter(Boolean);

  const apply = async () => {
    if (!data) return;
    try {
      await confirm.mutateAsync(data.preview_id);
      onConfirmed();
    } catch {
      // A stale preview (the route changed meanwhile): show the message and what would change now.
      computePreview(keepDrivers);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="review-changes-title">
      <DialogTitle id="review-changes-title">Review changes</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1.5}>
          <FormControlLabel
            control={
              <Switch
                checked={keepDrivers}
                onChange={(e) => setKeepDrivers(e.target.checked)}
                disabled={preview.isPending || confirm.isPending}
              />
            }
            label="Keep every stop with its driver"
          />
          {confirm.isError && <Alert severity="warning">{errorText(confirm.error)}</Alert>}
          {preview.isError && <Alert severity="error">{errorText(preview.error)}</Alert>}
          {preview.isPending && (
            <CircularProgress aria-label="Computing the new plan" sx={{ alignSelf: 'center' }} />
          )}
          {data && !preview.isPending && (
            <>
              <Typography variant="subtitle2" data-testid="replan-summary">
                {replanSummary(data)}
              </Typography>
              {stopLines.length === 0 ? (
                <Typography variant="body2">No stop changes driver or time.</Typography>
              ) : (
                <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="replan-stops">
                  {stopLines.map((line) => (
                    <li key={line}>
                      <Typography variant="body2">{line}</Typography>
                    </li>
                  ))}
                </ul>
              )}
              <Typography variant="subtitle2">Drivers</Typography>
              <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="replan-drivers">
                {data.drivers.map((d) => (
                  <li key={d.driver.id}>
                    <Typography variant="body2">{driverChangeText(d, clock.hour_cycle)}</Typography>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={confirm.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={apply}
          loading={confirm.isPending}
          disabled={!data || preview.isPending}
        >
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
