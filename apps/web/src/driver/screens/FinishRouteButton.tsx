import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';

/** What the driver is asked before finishing with stops still open; null when none is open. */
export function openStopsQuestion(open: number, total: number): string | null {
  if (open === 0) return null;
  const stops = total === 1 ? 'stop is' : 'stops are';
  return `${open} of ${total} ${stops} still open. Finish the route anyway?`;
}

/**
 * Finish route: final (the server refuses outcomes after it), so with stops still open it asks
 * first and says how many. Quiet while stops are open, so that it is never the next tap by habit.
 */
export function FinishRouteButton({
  open,
  total,
  onFinish,
}: {
  open: number;
  total: number;
  onFinish: () => void;
}) {
  const [isAsking, setAsking] = useState(false);
  const question = openStopsQuestion(open, total);
  return (
    <>
      <Button
        variant={question ? 'outlined' : 'contained'}
        color={question ? 'inherit' : 'primary'}
        size="large"
        sx={{ minHeight: 56 }}
        onClick={() => (question ? setAsking(true) : onFinish())}
      >
        Finish route
      </Button>
      <Dialog open={isAsking} onClose={() => setAsking(false)} aria-labelledby="finish-route-title">
        <DialogTitle id="finish-route-title">Finish the route?</DialogTitle>
        <DialogContent>
          <Typography>{question}</Typography>
        </DialogContent>
        <DialogActions sx={{ p: 2, gap: 1 }}>
          <Button size="large" variant="contained" onClick={() => setAsking(false)}>
            Cancel
          </Button>
          <Button
            size="large"
            color="error"
            onClick={() => {
              setAsking(false);
              onFinish();
            }}
          >
            Finish route
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
