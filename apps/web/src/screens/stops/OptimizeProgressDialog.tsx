import { Dialog, DialogContent, LinearProgress, Typography } from '@mui/material';
import { Messages } from '@rp/contracts';
import { useEffect, useState } from 'react';

/** Width of the optimisation progress dialog and its message rotation (spec section 9). */
export const OPTIMIZE_DIALOG_WIDTH = 500;
export const OPTIMIZE_MESSAGE_MS = 1000;

/** Persistent dialog with an indeterminate bar, rotating through the progress messages every second. */
export function OptimizeProgressDialog({ open }: { open: boolean }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!open) return;
    setIndex(0);
    const timer = setInterval(
      () => setIndex((i) => (i + 1) % Messages.optimizeProgress.length),
      OPTIMIZE_MESSAGE_MS,
    );
    return () => clearInterval(timer);
  }, [open]);
  return (
    <Dialog open={open} slotProps={{ paper: { sx: { width: OPTIMIZE_DIALOG_WIDTH } } }}>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{Messages.optimizeProgress[index]}</Typography>
        <LinearProgress aria-label="Optimising" />
      </DialogContent>
    </Dialog>
  );
}
