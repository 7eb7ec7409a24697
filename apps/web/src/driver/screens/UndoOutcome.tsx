import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Button } from '@mui/material';
import { DeliveryStatus, type TStop, UNDO_WINDOW_MS } from '@rp/contracts';
import { useEffect, useState } from 'react';

/** Milliseconds left to undo the stop's outcome (on the phone's clock); 0 when it can't be undone. */
export function undoTimeLeft(stop: TStop, now: number): number {
  if (stop.delivery_status === DeliveryStatus.Pending || !stop.outcome_taken_at) return 0;
  return Math.max(0, Date.parse(stop.outcome_taken_at) + UNDO_WINDOW_MS - now);
}

/** Whether the stop's outcome can still be undone, turning false by itself when the window closes. */
export function useCanUndo(stop: TStop): boolean {
  const [now, setNow] = useState(() => Date.now());
  const left = undoTimeLeft(stop, now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), left + 50);
    return () => clearTimeout(timer);
  }, [left]);
  return left > 0;
}

/** Undo on a done stop, shown while the server would still take it back. */
export function UndoButton({ stop, onUndo }: { stop: TStop; onUndo: () => void }) {
  if (!useCanUndo(stop)) return null;
  return (
    <Button variant="outlined" startIcon={<UndoIcon />} sx={{ minHeight: 48 }} onClick={onUndo}>
      Undo
    </Button>
  );
}

export interface TJustMarked {
  stopId: number;
  text: string;
}

const NOTE_SHOWN_MS = 10_000;

/**
 * The note after marking a stop, with Undo close at hand, for a few seconds. An Alert pinned to the
 * bottom rather than MUI's Snackbar: the driver page's bundle budget is tight.
 */
export function UndoSnackbar({
  marked,
  onUndo,
  onClose,
}: {
  marked: TJustMarked | null;
  onUndo: (stopId: number) => void;
  onClose: () => void;
}) {
  useEffect(() => {
    if (!marked) return;
    const timer = setTimeout(onClose, NOTE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [marked, onClose]);
  if (!marked) return null;
  return (
    <Alert
      severity="info"
      variant="filled"
      role="status"
      sx={{ position: 'fixed', left: 8, right: 8, bottom: 8, zIndex: 'snackbar', alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          size="large"
          onClick={() => {
            onUndo(marked.stopId);
            onClose();
          }}
        >
          Undo
        </Button>
      }
    >
      {marked.text}
    </Alert>
  );
}
