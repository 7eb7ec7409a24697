import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { DeliveryReason, deliveryReasonLabel, type TDeliveryReason, type TStop } from '@rp/contracts';
import { useRef, useState } from 'react';
import type { TDeliveredProof } from '../outbox/driver-outbox';
import { BarcodeField } from './BarcodeField';
import { PhotoField } from './PhotoField';
import { SignatureField, type TSignatureHandle } from './SignatureField';
import { barcodeList } from './stop-links';

const NOTE_MAX = 2000;

/** Marks a stop delivered with its proof: photo, signature, note and barcodes (each optional). */
export function DeliveredDialog({
  stop,
  onConfirm,
  onClose,
}: {
  stop: TStop;
  onConfirm: (proof: TDeliveredProof) => void;
  onClose: () => void;
}) {
  const [photo, setPhoto] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [barcodes, setBarcodes] = useState<string[]>(barcodeList(stop.order_info_products_barcodes_scanned));
  const signature = useRef<TSignatureHandle>(null);
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby="delivered-title">
      <DialogTitle id="delivered-title">Delivered: {stop.name || stop.address}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <PhotoField value={photo} onChange={setPhoto} />
          <SignatureField ref={signature} />
          <BarcodeField
            expected={barcodeList(stop.order_info_products_barcodes)}
            value={barcodes}
            onChange={setBarcodes}
          />
          <TextField
            label="Note"
            multiline
            minRows={2}
            value={note}
            onChange={(e) => setNote(e.target.value.slice(0, NOTE_MAX))}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ p: 2, gap: 1 }}>
        <Button onClick={onClose} size="large">
          Cancel
        </Button>
        <Button
          variant="contained"
          color="success"
          size="large"
          sx={{ minHeight: 52, flex: 1 }}
          onClick={() =>
            onConfirm({
              note,
              barcodes,
              photo: photo ?? undefined,
              signature: signature.current?.image() ?? undefined,
            })
          }
        >
          Confirm delivery
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type TFailReason = Exclude<TDeliveryReason, 0>;
const REASONS = Object.values(DeliveryReason).filter((r): r is TFailReason => r !== DeliveryReason.None);

/** Marks a stop failed: a reason (required) and a note. */
export function FailedDialog({
  stop,
  onConfirm,
  onClose,
}: {
  stop: TStop;
  onConfirm: (reason: TFailReason, note: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<TFailReason | null>(null);
  const [note, setNote] = useState('');
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby="failed-title">
      <DialogTitle id="failed-title">Delivery failed: {stop.name || stop.address}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <RadioGroup
            aria-label="Why did the delivery fail?"
            value={reason ?? ''}
            onChange={(e) => setReason(Number(e.target.value) as TFailReason)}
          >
            {REASONS.map((r) => (
              <FormControlLabel
                key={r}
                value={r}
                control={<Radio />}
                label={deliveryReasonLabel(r)}
                sx={{ minHeight: 48 }}
              />
            ))}
          </RadioGroup>
          <TextField
            label="Note"
            multiline
            minRows={2}
            value={note}
            onChange={(e) => setNote(e.target.value.slice(0, NOTE_MAX))}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ p: 2, gap: 1 }}>
        <Button onClick={onClose} size="large">
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          size="large"
          disabled={reason === null}
          sx={{ minHeight: 52, flex: 1 }}
          onClick={() => reason !== null && onConfirm(reason, note)}
        >
          Confirm failed
        </Button>
      </DialogActions>
    </Dialog>
  );
}
