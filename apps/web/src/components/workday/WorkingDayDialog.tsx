import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { TWorkday } from '@rp/contracts';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type TWorkdayForm, workdayForm, workdayFormSchema } from './workday-form';

export interface TWorkingDayDialogProps {
  title: string;
  /** A line under the title (e.g. "Empty fields take the driver's default"). */
  hint?: string;
  initial: TWorkday;
  /** Shown as each empty field's placeholder: what applies when it is left empty. */
  fallback?: TWorkday;
  isSaving: boolean;
  error?: string;
  onSave: (workday: TWorkday) => void;
  onClose: () => void;
}

type TFieldProps = { name: keyof TWorkdayForm; label: string; type?: string; children?: ReactNode };

/** A driver's working day: shift, break, start and end place, stop limit, capacity, weight, skills. */
export function WorkingDayDialog({
  title,
  hint,
  initial,
  fallback,
  isSaving,
  error,
  onSave,
  onClose,
}: TWorkingDayDialogProps) {
  const { control, handleSubmit } = useForm<TWorkdayForm, unknown, TWorkday>({
    resolver: zodResolver(workdayFormSchema(fallback)),
    defaultValues: workdayForm(initial),
  });
  const placeholders = fallback ? workdayForm(fallback) : null;

  const Field = ({ name, label, type = 'text', children }: TFieldProps) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          size="small"
          fullWidth
          type={type}
          select={children !== undefined}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error?.message || (placeholders?.[name] ? `Default: ${placeholders[name]}` : ' ')
          }
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { 'aria-label': label },
            select: { displayEmpty: true },
          }}
        >
          {children}
        </TextField>
      )}
    />
  );
  const places = [
    <MenuItem key="" value="">
      {fallback ? 'Default' : 'Depot (route start)'}
    </MenuItem>,
    <MenuItem key="depot" value="depot">
      Depot
    </MenuItem>,
    <MenuItem key="home" value="home">
      Driver's home
    </MenuItem>,
  ];

  const save = handleSubmit((workday) => onSave(workday));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          {hint && (
            <Typography variant="body2" color="text.secondary">
              {hint}
            </Typography>
          )}
          <Stack direction="row" spacing={1}>
            {Field({ name: 'shift_start', label: 'Shift start', type: 'time' })}
            {Field({ name: 'shift_end', label: 'Latest end', type: 'time' })}
          </Stack>
          <Stack direction="row" spacing={1}>
            {Field({ name: 'break_duration', label: 'Break (min)', type: 'number' })}
            {Field({ name: 'break_window_start', label: 'Break from', type: 'time' })}
            {Field({ name: 'break_window_end', label: 'Break until', type: 'time' })}
          </Stack>
          <Stack direction="row" spacing={1}>
            {Field({ name: 'start_place', label: 'Starts at', children: places })}
            {Field({ name: 'end_place', label: 'Ends at', children: places })}
          </Stack>
          <Stack direction="row" spacing={1}>
            {Field({ name: 'capacity', label: 'Capacity (packages)', type: 'number' })}
            {Field({ name: 'max_weight', label: 'Capacity (kg)', type: 'number' })}
            {Field({ name: 'max_stops', label: 'Max stops', type: 'number' })}
          </Stack>
          {Field({ name: 'skills', label: 'Skills (comma-separated)' })}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} loading={isSaving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
