import { Typography } from '@mui/material';
import { DeliveryStatus, type TStop } from '@rp/contracts';

/** "Delivered by Anna" / "Failed by Anna": who marked the stop, kept when the route changes hands. */
export function doneByText(stop: Pick<TStop, 'delivery_status' | 'done_by'>): string {
  if (!stop.done_by) return '';
  const who = stop.done_by.name || 'a former member';
  if (stop.delivery_status === DeliveryStatus.Delivered) return `Delivered by ${who}`;
  if (stop.delivery_status === DeliveryStatus.Failed) return `Failed by ${who}`;
  return '';
}

export function DoneBy({ stop }: { stop: TStop }) {
  const text = doneByText(stop);
  return text ? (
    <Typography variant="body2" data-testid="stop-done-by">
      {text}
    </Typography>
  ) : null;
}
