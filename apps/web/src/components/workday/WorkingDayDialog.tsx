import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
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

/**
 * A row of fields, `phone` columns wide on a phone and `wide` from the small breakpoint up; with
 * `firstAlone` the first field takes a phone's whole row. Three to a row on a 390 px phone cut
 * 'Capacity (packages)' and 'Capacity (kg)' to the same 'Capacit…'.
 */
const rowSx = (phone: number, wide: number, firstAlone = false) => ({
  display: 'grid',
  gap: 1,
  gridTemplateColumns: { xs: `repeat(${phone}, minmax(0, 1fr))`, sm: `repeat(${wide}, minmax(0, 1fr))` },
  ...(firstAlone && { '& > :first-of-type': { gridColumn: { xs: '1 / -1', sm: 'auto' } } }),
});

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
          <Box sx={rowSx(2, 2)}>
            {Field({ name: 'shift_start', label: 'Shift start', type: 'time' })}
            {Field({ name: 'shift_end', label: 'Latest end', type: 'time' })}
          </Box>
          <Box sx={rowSx(2, 3, true)}>
            {Field({ name: 'break_duration', label: 'Break (min)', type: 'number' })}
            {Field({ name: 'break_window_start', label: 'Break from', type: 'time' })}
            {Field({ name: 'break_window_end', label: 'Break until', type: 'time' })}
          </Box>
          <Box sx={rowSx(1, 2)}>
            {Field({ name: 'start_place', label: 'Starts at', children: places })}
            {Field({ name: 'end_place', label: 'Ends at', children: places })}
          </Box>
          <Box sx={rowSx(2, 3, true)}>
            {Field({ name: 'capacity', label: 'Capacity (packages)', type: 'number' })}
            {Field({ name: 'max_weight', label: 'Capacity (kg)', type: 'number' })}
            {Field({ name: 'max_stops', label: 'Max stops', type: 'number' })}
          </Box>
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
