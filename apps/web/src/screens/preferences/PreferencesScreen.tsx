import {
  Alert,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { DistanceUnit, type TAddressResult, type TTeamPreferences } from '@rp/contracts';
import { type FormEvent, useState } from 'react';
import { session } from '../../auth/session';
import { AddressSearch, knownAddress } from '../../components/AddressSearch';
import { SettingsHeader } from '../../components/SettingsHeader';
import { useSaveTeamPreferences, useTeamPreferences } from '../../data/preferences';
import { addressText } from '../../lib/address-text';
import { useDepotMapLayers } from '../../map/useDepotMapLayers';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

function PreferencesForm({ initial }: { initial: TTeamPreferences }) {
  const [unit, setUnit] = useState<0 | 1>(initial.distanceUnit === DistanceUnit.Miles ? 1 : 0);
  const [start, setStart] = useState(knownAddress(initial.startAddress, initial.startLat, initial.startLng));
  const [end, setEnd] = useState(knownAddress(initial.endAddress, initial.endLat, initial.endLng));
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const saveTeamPreferences = useSaveTeamPreferences();
  useDepotMapLayers(start, end);

  const pickStart = (next: TAddressResult | null) => {
    setStart(next);
    if (next && !end) setEnd(next);
    setStatus(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await saveTeamPreferences.mutateAsync({
        distanceUnit: unit,
        ...(start ? { startAddress: addressText(start), startLat: start.lat, startLng: start.lng } : {}),
        ...(end ? { endAddress: addressText(end), endLat: end.lat, endLng: end.lng } : {}),
      });
      session.setUserData({ distanceUnit: unit });
      setStatus({ ok: true, text: 'Preferences have been saved' });
    } catch (err) {
      setStatus({ ok: false, text: messageOf(err) });
    }
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2.5} sx={{ p: 2 }}>
      <FormControl>
        <FormLabel id="distance-unit-label">Distance unit</FormLabel>
        <RadioGroup
          row
          aria-labelledby="distance-unit-label"
          value={String(unit)}
          onChange={(e) => {
            setUnit(e.target.value === '1' ? 1 : 0);
            setStatus(null);
          }}
        >
          <FormControlLabel value={String(DistanceUnit.Km)} control={<Radio />} label="KM" />
          <FormControlLabel value={String(DistanceUnit.Miles)} control={<Radio />} label="Miles" />
        </RadioGroup>
      </FormControl>
      <AddressSearch label="Default start point" value={start} onChange={pickStart} />
      <AddressSearch
        label="Default end point"
        value={end}
        onChange={(next) => {
          setEnd(next);
          setStatus(null);
        }}
      />
      {status && <Alert severity={status.ok ? 'success' : 'error'}>{status.text}</Alert>}
      <Button type="submit" variant="contained" loading={saveTeamPreferences.isPending}>
        Save
      </Button>
    </Stack>
  );
}

/** Route setup preferences /preferences: distance unit and the team's default start (and end) point. */
export function PreferencesScreen() {
  const prefs = useTeamPreferences();
  return (
    <>
      <SettingsHeader title="Route Setup" />
      {prefs.isPending && <CircularProgress aria-label="Loading preferences" sx={{ m: 3 }} />}
      {prefs.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {messageOf(prefs.error)}
        </Alert>
      )}
      {prefs.data && <PreferencesForm initial={prefs.data} />}
    </>
  );
}
