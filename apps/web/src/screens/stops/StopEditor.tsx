import { zodResolver } from '@hookform/resolvers/zod';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Chip,
  Divider,
  IconButton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  BarcodeCheckLabels,
  DeliveryStatus,
  Messages,
  matchBarcodes,
  PriorityDisplay,
  type TBarcodeCheck,
  type TStop,
  unassignedReasonText,
  ZStopEditorFormSchema,
} from '@rp/contracts';
import { useEffect, useMemo, useState } from 'react';
import { type Path, type PathValue, useForm } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { AddressSearch, knownAddress } from '../../components/AddressSearch';
import { useDialogs } from '../../components/dialogs';
import { useCopyStop, useDeleteStop, useSaveStop } from '../../data/stops';
import { DeliveryDetail } from './DeliveryDetail';
import { formFromStop, stopEditBody, type TStopForm } from './stopForm';
import { TimeWindowInput } from './TimeWindowInput';

/** A code not on this stop is a warning for the dispatcher, not a success. */
const BARCODE_CHIP_COLORS: Record<TBarcodeCheck, 'success' | 'default' | 'warning'> = {
  matched: 'success',
  missing: 'default',
  'not-on-this-stop': 'warning',
};

export interface TStopEditorProps {
  routeId: number;
  stop: TStop;
  /** The number shown for the stop in the list and on the map. */
  label: string;
  /** Optimised (or a driver route): fields read-only, Duplicate and Delete hidden. */
  isLocked: boolean;
  isOptimized: boolean;
  onClose: () => void;
  /** Told whether the form holds edits not saved, so picking another stop can ask first. */
  onDirtyChange?: (isDirty: boolean) => void;
  /** Called with the new stop after Duplicate, to open it. */
  onDuplicated: (stop: TStop) => void;
}

/** The form's fields typed as text. */
type TTextField = {
  [K in keyof TStopForm]-?: TStopForm[K] extends string ? K : never;
}[keyof TStopForm];

const isPhoneRefusal = (e: unknown): e is ApiError =>
  e instanceof ApiError && e.status === 400 && e.message.startsWith(Messages.invalidPhone);
/** Asked when the editor is closed with edits not saved. */
export const DISCARD_EDITS = {
  question: 'Discard unsaved changes?',
  buttons: { okLabel: 'Discard', cancelLabel: 'Keep editing' },
} as const;

const errorText = (e: unknown) => (e instanceof ApiError || e instanceof Error ? e.message : String(e));

/** The stop edit panel (spec section 2): every stop field, Save, Duplicate, Delete and Close. */
export function StopEditor({
  routeId,
  stop,
  label,
  isLocked,
  isOptimized,
  onClose,
  onDirtyChange,
  onDuplicated,
}: TStopEditorProps) {
  const dialogs = useDialogs();
  const saveStop = useSaveStop(routeId);
  const copyStop = useCopyStop(routeId);
  const deleteStop = useDeleteStop(routeId);
  const {
    handleSubmit,
    setError,
    setValue,
    watch,
    reset,
    formState: { errors, isDirty },
  } = useForm<TStopForm>({
    resolver: zodResolver(ZStopEditorFormSchema),
    defaultValues: formFromStop(stop),
    // As before the form library: a message stays until the next Save.
    reValidateMode: 'onSubmit',
  });
  const form = watch();
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const addressValue = useMemo(
    () => knownAddress(form.address, form.lat, form.lng),
    [form.address, form.lat, form.lng],
  );
  const set = <K extends Path<TStopForm>>(name: K, value: PathValue<TStopForm, K>) => {
    setValue(name, value, { shouldDirty: true });
    setSavedAt(null);
  };

  const save = handleSubmit(async (values) => {
    const result = stopEditBody(stop.id, values);
    if (!result.body) return;
    try {
      const answer = await saveStop.mutateAsync(result.body);
      if (answer.err !== 0) {
        await dialogs.info(undefined, answer.message);
        return;
      }
      setSavedAt(Date.now());
      // What was saved is the new starting point: closing now loses nothing.
      reset(values);
    } catch (e) {
      // The server reads the phone with the team's country; its refusal, with the format, goes under the field.
      if (isPhoneRefusal(e)) setError('phone', { message: e.message });
      else await dialogs.info(Messages.errorTitle, errorText(e));
    }
  });

  const duplicate = async () => {
    try {
      const answer = await copyStop.mutateAsync(stop.id);
      if (answer.err !== 0) {
        await dialogs.info(undefined, answer.message);
        return;
      }
      if (answer.stop) onDuplicated(answer.stop);
    } catch (e) {
      await dialogs.info(Messages.errorTitle, errorText(e));
    }
  };

  const remove = async () => {
    if (!(await dialogs.confirm(Messages.confirmDeleteStop))) return;
    try {
      await deleteStop.mutateAsync(stop.id);
      onClose();
    } catch (e) {
      await dialogs.info(Messages.errorTitle, errorText(e));
    }
  };

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  /** Closes, after asking when there are edits not saved (closing would drop them). */
  const close = async () => {
    if (isDirty && !(await dialogs.confirm(DISCARD_EDITS.question, DISCARD_EDITS.buttons))) return;
    onClose();
  };

  const field = (name: TTextField, text: string, extra: object = {}) => (
    <TextField
      label={text}
      size="small"
      value={form[name]}
      disabled={isLocked}
      onChange={(e) => set(name, e.target.value)}
      {...extra}
    />
  );

  return (
    <Stack spacing={1.5} sx={{ p: 2 }} component="section" aria-label="Stop details">
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {label}. {stop.name || stop.address}
        </Typography>
        <IconButton aria-label="Close stop" onClick={close}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {unassignedReasonText(stop.unassigned_reason) && (
        <Alert severity="warning" data-testid="stop-unassigned-reason">
          {unassignedReasonText(stop.unassigned_reason)}
        </Alert>
      )}
      {stop.delivery_status !== DeliveryStatus.Pending && <DeliveryDetail routeId={routeId} stop={stop} />}
      {field('name', 'Name')}
      {isLocked ? (
        field('address', 'Address')
      ) : (
        <AddressSearch
          label="Address"
          value={addressValue}
          onChange={(r) => {
            if (!r) return;
            set('address', r.fullAddress || r.address || r.name);
            set('lat', r.lat);
            set('lng', r.lng);
          }}
        />
      )}
      {field('note', 'Note', { multiline: true, minRows: 2 })}
      <Box>
        <Typography variant="caption" color="text.secondary" component="div">
          Priority
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={form.priority}
          disabled={isLocked}
          onChange={(_e, v: number | null) => v !== null && set('priority', v)}
          aria-label="Priority"
        >
          {([1, 0] as const).map((p) => (
            <ToggleButton
              key={p}
              value={p}
              sx={{
                color: PriorityDisplay[p].color,
                '&.Mui-selected': { bgcolor: PriorityDisplay[p].color, color: '#fff' },
                '&.Mui-selected:hover': { bgcolor: PriorityDisplay[p].color },
              }}
            >
              {PriorityDisplay[p].label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {field('serviceTime', 'Visit time (min)', {
        type: 'number',
        error: !!errors.serviceTime,
        helperText: errors.serviceTime?.message,
        slotProps: { htmlInput: { min: 0, max: 10000 } },
      })}
      <Stack direction="row" spacing={2}>
        <TimeWindowInput
          label="Time window start"
          hours={form.startHours}
          minutes={form.startMinutes}
          disabled={isLocked}
          error={errors.startHours?.message}
          onChange={(h, m) => {
            set('startHours', h);
            set('startMinutes', m);
          }}
        />
        <TimeWindowInput
          label="Time window end"
          hours={form.endHours}
          minutes={form.endMinutes}
          disabled={isLocked}
          error={errors.endHours?.message}
          onChange={(h, m) => {
            set('endHours', h);
            set('endMinutes', m);
          }}
        />
      </Stack>
      <Divider />
      {field('recipientName', 'Recipient name')}
      {field('phone', 'Phone', {
        error: !!errors.phone,
        helperText: errors.phone?.message,
        placeholder: '+12155550123',
      })}
      {field('email', 'Email', { type: 'email' })}
      {field('packageCount', 'Package count', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
      <TextField
        label="Required skills"
        size="small"
        value={form.skills ?? ''}
        disabled={isLocked}
        onChange={(e) => set('skills', e.target.value)}
        helperText="Comma-separated, e.g. fridge, two-person"
      />
      <TextField
        label="Weight (kg)"
        size="small"
        value={form.weight ?? ''}
        disabled={isLocked}
        onChange={(e) => set('weight', e.target.value)}
        error={!!errors.weight}
        helperText={errors.weight?.message}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      {field('products', 'Products')}
      {field('barcodes', 'Barcodes', { helperText: 'Comma-separated' })}
      {isOptimized && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label="Barcodes scanned">
          {matchBarcodes(stop.order_info_products_barcodes, stop.order_info_products_barcodes_scanned).map(
            (b) => (
              <Chip
                key={b.code}
                size="small"
                label={`${b.code}: ${BarcodeCheckLabels[b.check]}`}
                color={BARCODE_CHIP_COLORS[b.check]}
              />
            ),
          )}
        </Stack>
      )}
      {savedAt !== null && <Alert severity="success">Saved</Alert>}
      <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
        {!isLocked && (
          <Button variant="contained" onClick={save} loading={saveStop.isPending}>
            Save
          </Button>
        )}
        {!isLocked && (
          <Button onClick={duplicate} loading={copyStop.isPending}>
            Duplicate
          </Button>
        )}
        {!isLocked && (
          <Button color="error" onClick={remove} loading={deleteStop.isPending}>
            Delete
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button onClick={close}>Close</Button>
      </Stack>
    </Stack>
  );
}
