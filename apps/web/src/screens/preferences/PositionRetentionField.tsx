import { TextField } from '@mui/material';
import {
  POSITION_RETENTION_MAX_DAYS,
  POSITION_RETENTION_MIN_DAYS,
  PositionRetentionTexts,
} from '@rp/contracts';

/** How many days drivers' reported locations are kept before the server deletes them. */
export function PositionRetentionField({
  value,
  onChange,
}: {
  value: number;
  onChange: (next: number) => void;
}) {
  return (
    <TextField
      label={PositionRetentionTexts.label}
      type="number"
      size="small"
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      slotProps={{
        htmlInput: { min: POSITION_RETENTION_MIN_DAYS, max: POSITION_RETENTION_MAX_DAYS, step: 1 },
      }}
      helperText={PositionRetentionTexts.help}
    />
  );
}
