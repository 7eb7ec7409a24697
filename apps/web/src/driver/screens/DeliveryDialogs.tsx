import {
  Alert,
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
import {
  DeliveryReason,
  deliveryReasonLabel,
  missingProofMessage,
  type TDeliveryReason,
  type TProofRequired,
  type TStop,
} from '@rp/contracts';
import { type ReactNode, useRef, useState } from 'react';
import type { TDeliveredProof } from '../outbox/driver-outbox';
import { BarcodeField } from './BarcodeField';
import { PhotoField } from './PhotoField';
import { SignatureField, type TSignatureHandle } from './SignatureField';
import { barcodeList } from './stop-links';

const NOTE_MAX = 2000;

/** A full-screen dialog for one stop's outcome: its fields, then Cancel and the confirm button. */
function OutcomeDialog({
  id,
  title,
  onClose,
  confirm,
  children,
}: {
  id: string;
  title: string;
  onClose: () => void;
  confirm: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ p: 2, gap: 1 }}>
        <Button onClick={onClose} size="large">
          Cancel
        </Button>
        {confirm}
      </DialogActions>
    </Dialog>
  );
}

/** The wide button that confirms an outcome, sized for a thumb. */
function ConfirmButton(props: {
  color: 'success' | 'error';
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return <Button variant="contained" size="large" sx={{ minHeight: 52, flex: 1 }} {...props} />;
}

/** The driver's note on the outcome, cut at what the server keeps. */
function NoteField({ value, onChange }: { value: string; onChange: (note: string) => void }) {
  return (
    <TextField
      label="Note"
      multiline
      minRows={2}
      value={value}
      onChange={(e) => onChange(e.target.value.slice(0, NOTE_MAX))}
    />
  );
}

/**
 * Marks a stop delivered with its proof: photo, signature, note and barcodes, each optional unless
 * the team requires the photo or the signature (then Confirm waits for it and says what is missing).
 */
export function DeliveredDialog({
  stop,
  proofRequired,
  onConfirm,
  onClose,
}: {
  stop: TStop;
  proofRequired: TProofRequired;
  onConfirm: (proof: TDeliveredProof) => void;
  onClose: () => void;
}) {
  const [photo, setPhoto] = useState<string | null>(null);
  const [hasSignature, setHasSignature] = useState(false);
  const missing = missingProofMessage(proofRequired, { hasPhoto: photo !== null, hasSignature });
  const [note, setNote] = useState('');
  const [barcodes, setBarcodes] = useState<string[]>(barcodeList(stop.order_info_products_barcodes_scanned));
  const signature = useRef<TSignatureHandle>(null);
  return (
    <OutcomeDialog
      id="delivered-title"
      title={`Delivered: ${stop.name || stop.address}`}
      onClose={onClose}
      confirm={
        <ConfirmButton
          color="success"
          disabled={missing !== null}
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
        </ConfirmButton>
      }
    >
      <Stack spacing={3} sx={{ pt: 1 }}>
        {missing && <Alert severity="info">{missing}</Alert>}
        <PhotoField value={photo} onChange={setPhoto} />
        <SignatureField ref={signature} onDrawnChange={setHasSignature} />
        <BarcodeField
          expected={barcodeList(stop.order_info_products_barcodes)}
          value={barcodes}
          onChange={setBarcodes}
        />
        <NoteField value={note} onChange={setNote} />
      </Stack>
    </OutcomeDialog>
  );
}

type TFailReason = Exclude<TDeliveryReason, 0>;
const REASONS = Object.values(DeliveryReason).filter((r): r is TFailReason => r !== DeliveryReason.None);

/** Marks a stop failed: a reason (required), a note and a photo (optional). */
export function FailedDialog({
  stop,
  onConfirm,
  onClose,
}: {
  stop: TStop;
  onConfirm: (reason: TFailReason, note: string, photo?: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<TFailReason | null>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const [note, setNote] = useState('');
  return (
    <OutcomeDialog
      id="failed-title"
      title={`Delivery failed: ${stop.name || stop.address}`}
      onClose={onClose}
      confirm={
        <ConfirmButton
          color="error"
          disabled={reason === null}
          onClick={() => reason !== null && onConfirm(reason, note, photo ?? undefined)}
        >
          Confirm failed
        </ConfirmButton>
      }
    >
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
        <NoteField value={note} onChange={setNote} />
        <PhotoField value={photo} onChange={setPhoto} />
      </Stack>
    </OutcomeDialog>
  );
}
