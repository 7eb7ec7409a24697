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
import {
  DistanceUnit,
  type TAddressResult,
  type THourCycle,
  type TProofRequired,
  type TSaveTeamPreferences,
  type TTeamPreferences,
  type TVehicleType,
} from '@rp/contracts';
import { useForm } from 'react-hook-form';
import { session } from '../../auth/session';
import { AddressSearch, knownAddress } from '../../components/AddressSearch';
import { SettingsHeader } from '../../components/SettingsHeader';
import { useSaveTeamPreferences, useTeamPreferences } from '../../data/preferences';
import { addressText } from '../../lib/address-text';
import { useDepotMapLayers } from '../../map/useDepotMapLayers';
import { ClockFields } from './ClockFields';
import { PositionRetentionField } from './PositionRetentionField';
import { ProofRequiredField } from './ProofRequiredField';
import { TravelFields } from './TravelFields';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

interface TPreferencesForm {
  distanceUnit: 0 | 1;
  start: TAddressResult | null;
  end: TAddressResult | null;
  timezone: string;
  hourCycle: THourCycle;
  proofRequired: TProofRequired;
  vehicleType: TVehicleType;
  speedFactor: number;
  positionRetentionDays: number;
}

/** The save call's body: the unit, the clock, the proof required, and each depot the form holds. */
const saveBody = ({
  distanceUnit,
  start,
  end,
  timezone,
  hourCycle,
  proofRequired,
  vehicleType,
  speedFactor,
  positionRetentionDays,
}: TPreferencesForm): TSaveTeamPreferences => ({
  distanceUnit,
  timezone,
  hourCycle,
  proofRequired,
  vehicleType,
  speedFactor,
  positionRetentionDays,
  ...(start ? { startAddress: addressText(start), startLat: start.lat, startLng: start.lng } : {}),
  ...(end ? { endAddress: addressText(end), endLat: end.lat, endLng: end.lng } : {}),
});

function PreferencesForm({ initial }: { initial: TTeamPreferences }) {
  const save = useSaveTeamPreferences();
  // The fields need no checks of their own: the save call's schema checks the body on the server.
  const form = useForm<TPreferencesForm>({
    defaultValues: {
      distanceUnit: initial.distanceUnit === DistanceUnit.Miles ? 1 : 0,
      start: knownAddress(initial.startAddress, initial.startLat, initial.startLng),
      end: knownAddress(initial.endAddress, initial.endLat, initial.endLng),
      proofRequired: initial.proofRequired,
      timezone: initial.timezone,
      hourCycle: initial.hourCycle,
      vehicleType: initial.vehicleType,
      speedFactor: initial.speedFactor,
      positionRetentionDays: initial.positionRetentionDays,
    },
  });
  const [start, end, timezone, hourCycle] = form.watch(['start', 'end', 'timezone', 'hourCycle']);
  useDepotMapLayers(start, end);

  // A change hides the last save's outcome; a start fills an empty end.
  const pickUnit = (unit: 0 | 1) => {
    form.setValue('distanceUnit', unit);
    save.reset();
  };
  const pickStart = (next: TAddressResult | null) => {
    form.setValue('start', next);
    if (next && !end) form.setValue('end', next);
    save.reset();
  };
  const pickEnd = (next: TAddressResult | null) => {
    form.setValue('end', next);
    save.reset();
  };

  const submit = form.handleSubmit((values) =>
    save.mutate(saveBody(values), {
      onSuccess: () => session.setUserData({ distanceUnit: values.distanceUnit }),
    }),
  );

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2.5} sx={{ p: 2 }}>
      <FormControl>
        <FormLabel id="distance-unit-label">Distance unit</FormLabel>
        <RadioGroup
          row
          aria-labelledby="distance-unit-label"
          value={String(form.watch('distanceUnit'))}
          onChange={(e) => pickUnit(e.target.value === '1' ? 1 : 0)}
        >
          <FormControlLabel value={String(DistanceUnit.Km)} control={<Radio />} label="KM" />
          <FormControlLabel value={String(DistanceUnit.Miles)} control={<Radio />} label="Miles" />
        </RadioGroup>
      </FormControl>
      <ClockFields
        timezone={timezone}
        hourCycle={hourCycle}
        onTimezone={(zone) => {
          form.setValue('timezone', zone);
          save.reset();
        }}
        onHourCycle={(cycle) => {
          form.setValue('hourCycle', cycle);
          save.reset();
        }}
      />
      <AddressSearch label="Default start point" value={start} onChange={pickStart} />
      <AddressSearch label="Default end point" value={end} onChange={pickEnd} />
      <ProofRequiredField
        value={form.watch('proofRequired')}
        onChange={(next) => {
          form.setValue('proofRequired', next);
          save.reset();
        }}
      />
      <TravelFields
        vehicleType={form.watch('vehicleType')}
        speedFactor={form.watch('speedFactor')}
        onVehicleType={(next) => {
          form.setValue('vehicleType', next);
          save.reset();
        }}
        onSpeedFactor={(next) => {
          form.setValue('speedFactor', next);
          save.reset();
        }}
      />
      <PositionRetentionField
        value={form.watch('positionRetentionDays')}
        onChange={(next) => {
          form.setValue('positionRetentionDays', next);
          save.reset();
        }}
      />
      {save.isSuccess && <Alert severity="success">Preferences have been saved</Alert>}
      {save.isError && <Alert severity="error">{messageOf(save.error)}</Alert>}
      <Button type="submit" variant="contained" loading={save.isPending}>
        Save
      </Button>
    </Stack>
  );
}

/** Route setup preferences /preferences: distance unit, clock and time zone, and the team's default start (and end) point. */
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
