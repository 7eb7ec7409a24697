import { Autocomplete, Box, CircularProgress, TextField, Typography } from '@mui/material';
import {
  ADDRESS_SEARCH_DEBOUNCE_MS,
  ADDRESS_SEARCH_MIN_CHARS,
  ADDRESS_SEARCH_MIN_CHARS_ALT,
  Api,
  isZeroPoint,
  type TAddressResult,
  type TAddressSearchAnswer,
  type TAddressSearchQuery,
} from '@rp/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi } from '../api/client';
import { session } from '../auth/session';
import { queryKeys } from '../data/query-keys';
import { useDebouncedValue } from './useDebouncedValue';

/** A point to rank results near (the team's location by default). */
export interface TFocusPoint {
  lat: number;
  lng: number;
}

export interface TAddressSearchProps {
  /** Field label, e.g. 'Start location'. Also the accessible name of the input. */
  label: string;
  /**
   * The chosen place. Pass it to control the field (e.g. a depot); leave it out for a search that
   * only reports picks through onChange (e.g. adding stops).
   */
  value?: TAddressResult | null;
  /** Called with the picked result, or null when the field is cleared. */
  onChange: (result: TAddressResult | null) => void;
  /** 'main' starts at 3 characters, 'alternative' at 1 (spec section 5). Default 'main'. */
  variant?: 'main' | 'alternative';
  /** Rank results near this point; default: the team's location from the session, when known. */
  focus?: TFocusPoint | null;
  /** Empty the text after each pick (for adding several stops one after another). */
  clearOnSelect?: boolean;
  /** A validation message shown under the field. */
  error?: string;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** An address the app already knows (e.g. a saved depot) as a search result, to show in the field. */
export function knownAddress(address: string, lat: number | null, lng: number | null): TAddressResult | null {
  // A place saved at 0, 0 before the server refused it is no place: it is chosen again.
  if (!address || lat === null || lng === null || isZeroPoint(lat, lng)) return null;
  return { name: address, address, lat, lng, country: '', fullAddress: address };
}

const labelOf = (r: TAddressResult) => r.fullAddress || r.address || r.name;

function teamFocus(): TFocusPoint | null {
  const data = session.get()?.user_data;
  if (!data || (data.latitude === 0 && data.longitude === 0)) return null;
  return { lat: data.latitude, lng: data.longitude };
}

/** What the empty list says; `why` is the server's reason when it has one (a street searched offline). */
function noOptionsText(typed: string, minChars: number, hasFailed: boolean, why?: string): string {
  if (typed.length < minChars) return `Type at least ${minChars} characters`;
  return hasFailed ? 'Search failed, please try again' : (why ?? 'No places found');
}

/** The query of GET /address_search/: the text, and the point to rank results near. */
export function addressSearchQuery(text: string, focus: TFocusPoint | null): TAddressSearchQuery {
  return focus ? { text, lat: focus.lat, lon: focus.lng } : { text };
}

/**
 * Address search over GET /address_search/ (server-side geocoding): waits 500 ms after typing,
 * starts at 3 characters (1 for the alternative search), ranks near the team's location.
 */
export function AddressSearch({
  label,
  value,
  onChange,
  variant = 'main',
  focus,
  clearOnSelect = false,
  error,
  placeholder,
  disabled,
  autoFocus,
}: TAddressSearchProps) {
  const isControlled = value !== undefined;
  const [picked, setPicked] = useState<TAddressResult | null>(null);
  const selected = isControlled ? value : picked;
  const [text, setText] = useState(selected ? labelOf(selected) : '');
  const minChars = variant === 'alternative' ? ADDRESS_SEARCH_MIN_CHARS_ALT : ADDRESS_SEARCH_MIN_CHARS;
  const near = focus === undefined ? teamFocus() : focus;

  // A new value from outside (e.g. the start copied into an empty end) shows its address.
  useEffect(() => {
    if (isControlled) setText(value ? labelOf(value) : '');
  }, [isControlled, value]);

  const typed = text.trim();
  const wantsResults = typed.length >= minChars && !(selected && labelOf(selected) === typed);
  const query = useDebouncedValue(typed, ADDRESS_SEARCH_DEBOUNCE_MS);
  // The debounced text lags the box by 500 ms: only its answer for the very text in the box is
  // shown, so a quick pick never takes the place of an earlier search (no previous data kept).
  const isQueryCurrent = query === typed;
  const results = useQuery<TAddressSearchAnswer>({
    queryKey: queryKeys.addressSearch(query, near?.lat, near?.lng),
    enabled: wantsResults && isQueryCurrent,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      callApi(Api.addressSearch, { query: addressSearchQuery(query, near) }, { signal }),
  });
  const answer = isQueryCurrent && results.isSuccess ? results.data.data : null;
  const emptyReason = isQueryCurrent && results.isSuccess ? results.data.message : undefined;
  const hasFailed = isQueryCurrent && results.isError;
  const isWaiting = wantsResults && !answer && !hasFailed;
  const options: TAddressResult[] = wantsResults ? (answer ?? []) : selected ? [selected] : [];

  return (
    <Autocomplete
      options={options}
      value={selected}
      inputValue={text}
      disabled={disabled}
      filterOptions={(x) => x}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.lat === b.lat && a.lng === b.lng && labelOf(a) === labelOf(b)}
      autoHighlight
      loading={isWaiting}
      loadingText="Searching…"
      noOptionsText={noOptionsText(typed, minChars, hasFailed, emptyReason)}
      onInputChange={(_e, next, reason) => {
        if (reason === 'reset' && clearOnSelect) return;
        setText(next);
      }}
      onChange={(_e, next) => {
        if (!isControlled) setPicked(clearOnSelect ? null : next);
        if (clearOnSelect) setText('');
        onChange(next);
      }}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={key} {...rest}>
            <Box>
              <Typography variant="body2">{option.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {option.fullAddress || option.address}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          autoFocus={autoFocus}
          error={!!error}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {isWaiting ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
