import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Stack, Typography } from '@mui/material';
import {
  DeliveryStatus,
  deliveryReasonLabel,
  deliveryStatusLabel,
  formatMinutesOfDay,
  type TStop,
} from '@rp/contracts';

/** Delivery detail of a stop whose delivery_status is not 0: time, status, reason, note. */
export function DeliveryDetail({ stop }: { stop: TStop }) {
  const isDone = stop.delivery_status === DeliveryStatus.Delivered;
  const isFailed = stop.delivery_status === DeliveryStatus.Failed;
  return (
    <Alert
      severity={isDone ? 'success' : isFailed ? 'error' : 'info'}
      icon={isDone ? <CheckCircleIcon /> : isFailed ? <CancelIcon /> : undefined}
      data-testid="delivery-detail"
    >
      <Stack spacing={0.25}>
        <Typography variant="subtitle2">{deliveryStatusLabel(stop.delivery_status)}</Typography>
        <Typography variant="body2">Time: {formatMinutesOfDay(stop.delivered_at) || '-'}</Typography>
        {isFailed && (
          <Typography variant="body2">
            Reason: {deliveryReasonLabel(stop.delivery_status_additional_info)}
          </Typography>
        )}
        <Typography variant="body2">Note: {stop.proof_of_delivery_note || '-'}</Typography>
      </Stack>
    </Alert>
  );
}
