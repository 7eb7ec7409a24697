import { FormHelperText, Stack, TextField, Typography } from '@mui/material';

export interface TTimeWindowInputProps {
  label: string;
  hours: string;
  minutes: string;
  onChange: (hours: string, minutes: string) => void;
  error?: string;
  disabled?: boolean;
}

const digits = (v: string) => v.replace(/\D/g, '').slice(0, 2);

/** One end of a time window as HH and mm boxes (empty means unset; half-filled gets 08 / 00 on save). */
export function TimeWindowInput({ label, hours, minutes, onChange, error, disabled }: TTimeWindowInputProps) {
  return (
    <Stack spacing={0.5} sx={{ flex: 1 }}>
      <Typography variant="caption" color={error ? 'error' : 'text.secondary'}>
        {label}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          placeholder="HH"
          value={hours}
          disabled={disabled}
          error={!!error}
          onChange={(e) => onChange(digits(e.target.value), minutes)}
          slotProps={{ htmlInput: { 'aria-label': `${label} hours`, inputMode: 'numeric', maxLength: 2 } }}
          sx={{ width: 64 }}
        />
        <Typography>:</Typography>
        <TextField
          size="small"
          placeholder="mm"
          value={minutes}
          disabled={disabled}
          error={!!error}
          onChange={(e) => onChange(hours, digits(e.target.value))}
          slotProps={{ htmlInput: { 'aria-label': `${label} minutes`, inputMode: 'numeric', maxLength: 2 } }}
          sx={{ width: 64 }}
        />
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
