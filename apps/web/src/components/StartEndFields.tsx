import { Stack, TextField } from '@mui/material';
import type { TAddressResult, TEditRoute, TRoute } from '@rp/contracts';
import { minutesFromTimeInput, timeInputFromMinutes } from '../lib/dates';
import { AddressSearch, knownAddress } from './AddressSearch';

/** A route's start and end points and start time while being edited. */
export interface TStartEnd {
  start: TAddressResult | null;
  end: TAddressResult | null;
  /** 'HH:mm', empty meaning 'now'. */
  startTime: string;
}

/** Minimum length of a start or end address (spec section 5). */
export const MIN_POINT_ADDRESS = 2;

export const startEndOfRoute = (r: TRoute): TStartEnd => ({
  start: knownAddress(r.start_point_address, r.start_point_lat, r.start_point_lng),
  end: knownAddress(r.end_point_address, r.end_point_lat, r.end_point_lng),
  startTime: timeInputFromMinutes(r.start_time),
});

const addressOf = (p: TAddressResult) => p.fullAddress || p.address || p.name;

/** True when both points are set with an address of at least 2 characters (needed to optimise). */
export const hasStartAndEnd = (
  r: Pick<TRoute, 'start_point_address' | 'start_point_lat' | 'end_point_address' | 'end_point_lat'>,
) =>
  r.start_point_address.trim().length >= MIN_POINT_ADDRESS &&
  r.end_point_address.trim().length >= MIN_POINT_ADDRESS &&
  r.start_point_lat !== null &&
  r.end_point_lat !== null;

/** The route edit body fields of the start/end part. */
export function startEndBody(v: TStartEnd): Omit<TEditRoute, 'route_id'> {
  return {
    start_point_address: v.start ? addressOf(v.start) : '',
    start_point_lat: v.start?.lat ?? null,
    start_point_lng: v.start?.lng ?? null,
    end_point_address: v.end ? addressOf(v.end) : '',
    end_point_lat: v.end?.lat ?? null,
    end_point_lng: v.end?.lng ?? null,
    start_time: minutesFromTimeInput(v.startTime),
  };
}

/** True when both points are chosen with an address of at least 2 characters. */
export const isStartEndComplete = (v: TStartEnd) =>
  !!v.start &&
  !!v.end &&
  addressOf(v.start).trim().length >= MIN_POINT_ADDRESS &&
  addressOf(v.end).trim().length >= MIN_POINT_ADDRESS;

/**
 * Start location, End location (by address search) and Start time (empty = now). Entering a
 * start fills an empty end with the same place (spec section 4).
 */
export function StartEndFields({
  value,
  onChange,
  disabled,
  error,
}: {
  value: TStartEnd;
  onChange: (next: TStartEnd) => void;
  disabled?: boolean;
  error?: string;
}) {
  return (
    <Stack spacing={2}>
      <AddressSearch
        label="Start location"
        value={value.start}
        disabled={disabled}
        error={error && !value.start ? error : undefined}
        onChange={(start) => onChange({ ...value, start, end: value.end ?? start })}
      />
      <AddressSearch
        label="End location"
        value={value.end}
        disabled={disabled}
        error={error && !value.end ? error : undefined}
        onChange={(end) => onChange({ ...value, end })}
      />
      <TextField
        label="Start time"
        type="time"
        size="small"
        value={value.startTime}
        disabled={disabled}
        onChange={(e) => onChange({ ...value, startTime: e.target.value })}
        helperText="Leave empty to start now"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}
