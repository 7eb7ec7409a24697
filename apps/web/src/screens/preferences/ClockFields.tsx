import {
  Autocomplete,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import type { THourCycle } from '@rp/contracts';
import { useMemo } from 'react';
import { formatClockAt } from '../../lib/clock';

/** Every IANA zone the browser knows, with the team's own first when the list lacks it (an older browser). */
function zonesWith(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

export interface TClockFieldsProps {
  timezone: string;
  hourCycle: THourCycle;
  onTimezone: (zone: string) => void;
  onHourCycle: (hourCycle: THourCycle) => void;
}

/** The team's time zone and 12/24-hour clock: how every time of day reads in the planner, driver app and report. */
export function ClockFields({ timezone, hourCycle, onTimezone, onHourCycle }: TClockFieldsProps) {
  const zones = useMemo(() => zonesWith(timezone), [timezone]);
  const now = formatClockAt(new Date(), { timezone, hour_cycle: hourCycle });
  return (
    <>
      <FormControl>
        <FormLabel id="hour-cycle-label">Clock</FormLabel>
        <RadioGroup
          row
          aria-labelledby="hour-cycle-label"
          value={String(hourCycle)}
          onChange={(e) => onHourCycle(e.target.value === '12' ? 12 : 24)}
        >
          <FormControlLabel value="12" control={<Radio />} label="12-hour (4:30 PM)" />
          <FormControlLabel value="24" control={<Radio />} label="24-hour (16:30)" />
        </RadioGroup>
      </FormControl>
      <Autocomplete
        options={zones}
        value={timezone}
        disableClearable
        onChange={(_, zone) => onTimezone(zone)}
        renderInput={(params) => (
          <TextField {...params} label="Time zone" helperText={`Now ${now} in this time zone`} />
        )}
      />
    </>
  );
}
