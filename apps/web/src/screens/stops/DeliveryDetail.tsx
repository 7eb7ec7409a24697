import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import {
  DeliveryStatus,
  deliveryReasonLabel,
  deliveryStatusLabel,
  type TStop,
  type TStopPhotosAnswer,
} from '@rp/contracts';
import { useStopPhotos } from '../../data/deliveries';
import { useTeamClock } from '../../data/preferences';
import { doneClockTime } from '../../lib/done-stop-text';
import { DoneBy } from './DoneBy';
import { ProofPictureButton } from './ProofPictureButton';

type TProofStamp = NonNullable<TStopPhotosAnswer['photo_taken']>;

const takenText = (stamp: TProofStamp | null): string => {
  if (!stamp) return '';
  const when = new Date(stamp.taken_at).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const where =
    stamp.lat !== null && stamp.lng !== null ? ` at ${stamp.lat.toFixed(5)}, ${stamp.lng.toFixed(5)}` : '';
  return `Taken ${when}${where}`;
};

/** One proof picture with when and where the phone took it. */
function ProofImage({ title, src, stamp }: { title: string; src: string; stamp: TProofStamp | null }) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography variant="caption" component="figcaption" sx={{ display: 'block' }}>
        {title}
        {stamp && (
          <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
            {takenText(stamp)}
          </Typography>
        )}
      </Typography>
      <ProofPictureButton src={src} title={title} />
    </Box>
  );
}

/** The stop's photo and signature, fetched through /stop_photos/ only when the stop has one. */
function DeliveryProof({ routeId, stop }: { routeId: number; stop: TStop }) {
  const hasProof = stop.has_photo || stop.has_signature;
  const photos = useStopPhotos(routeId, stop.id, hasProof);
  if (!hasProof) return null;
  if (photos.isPending) return <CircularProgress size={20} aria-label="Loading proof of delivery" />;
  if (photos.isError) return <Typography variant="body2">{photos.error.message}</Typography>;
  const { photo, signature, photo_taken, signature_taken } = photos.data;
  return (
    <Stack spacing={1} sx={{ pt: 0.5 }}>
      {photo && <ProofImage title="Photo" src={photo} stamp={photo_taken} />}
      {signature && <ProofImage title="Signature" src={signature} stamp={signature_taken} />}
    </Stack>
  );
}

/** Delivery detail of a stop whose delivery_status is not 0: time, status, reason, note, photo, signature. */
export function DeliveryDetail({ routeId, stop }: { routeId: number; stop: TStop }) {
  const isDone = stop.delivery_status === DeliveryStatus.Delivered;
  const isFailed = stop.delivery_status === DeliveryStatus.Failed;
  const clock = useTeamClock();
  return (
    <Alert
      severity={isDone ? 'success' : isFailed ? 'error' : 'info'}
      icon={isDone ? <CheckCircleIcon /> : isFailed ? <CancelIcon /> : undefined}
      data-testid="delivery-detail"
      sx={{ '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
    >
      <Stack spacing={0.25}>
        <Typography variant="subtitle2">{deliveryStatusLabel(stop.delivery_status)}</Typography>
        <DoneBy stop={stop} />
        <Typography variant="body2">
          Time: {doneClockTime(stop.delivered_at, clock.hour_cycle) || '-'}
        </Typography>
        {isFailed && (
          <Typography variant="body2">
            Reason: {deliveryReasonLabel(stop.delivery_status_additional_info)}
          </Typography>
        )}
        <Typography variant="body2">Note: {stop.proof_of_delivery_note || '-'}</Typography>
        <DeliveryProof routeId={routeId} stop={stop} />
      </Stack>
    </Alert>
  );
}
