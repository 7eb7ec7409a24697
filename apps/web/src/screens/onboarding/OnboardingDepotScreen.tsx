import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { type TAddressResult, ZDepotsFormSchema } from '@rp/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { session } from '../../auth/session';
import { AddressSearch } from '../../components/AddressSearch';
import { useSaveTeamPreferences } from '../../data/preferences';
import { addressText } from '../../lib/address-text';
import { useDepotMapLayers } from '../../map/useDepotMapLayers';
import { OnboardingLayout } from './OnboardingLayout';
import { fromStep, OnboardingFrom } from './onboarding-flow';
import { browserCountryCode, browserTimeZone, onboardingStorage } from './onboarding-storage';

/** The team's country: the start depot's, else the browser's. */
const countryOf = (start: TAddressResult) =>
  /^[A-Za-z]{2}$/.test(start.country) ? start.country.toUpperCase() : browserCountryCode();

/**
 * Onboarding step 2 (/onboardingdepot): default start and end location, each by address search
 * (a start fills an empty end); both required. Saves the depots with the team's country, location,
 * unit and time zone, then goes to the members step.
 */
export function OnboardingDepotScreen() {
  const navigate = useNavigate();
  const stored = useMemo(() => onboardingStorage.depots(), []);
  const saveTeamPreferences = useSaveTeamPreferences();
  const form = useForm({
    resolver: zodResolver(ZDepotsFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { start: stored.start, end: stored.end },
  });
  const [start, end] = form.watch(['start', 'end']);
  const error = form.formState.errors.start?.message ?? saveTeamPreferences.error?.message;

  useDepotMapLayers(start, end);

  // A pick hides the last problem; a start fills an empty end.
  const pickStart = (next: TAddressResult | null) => {
    form.setValue('start', next);
    if (next && !end) form.setValue('end', next);
    form.clearErrors();
    saveTeamPreferences.reset();
  };
  const pickEnd = (next: TAddressResult | null) => {
    form.setValue('end', next);
    form.clearErrors();
    saveTeamPreferences.reset();
  };

  const submit = form.handleSubmit(({ start, end }) => {
    if (!start || !end) return;
    // The server picks the unit from the country (miles for the US) unless the team chose one.
    const depots = {
      startAddress: addressText(start),
      startLat: start.lat,
      startLng: start.lng,
      endAddress: addressText(end),
      endLat: end.lat,
      endLng: end.lng,
    };
    const place = { countryCode: countryOf(start), latitude: start.lat, longitude: start.lng };
    saveTeamPreferences.mutate(
      { ...depots, ...place, timezone: browserTimeZone() },
      {
        onSuccess: (saved) => {
          onboardingStorage.setDepots(start, end);
          session.setUserData({
            latitude: start.lat,
            longitude: start.lng,
            countryCode: saved.data.countryCode,
            distanceUnit: saved.data.distanceUnit,
          });
          navigate('/onboardingteammembers', fromStep(OnboardingFrom.Depot));
        },
      },
    );
  });

  return (
    <OnboardingLayout step={1}>
      <Stack component="form" onSubmit={submit} noValidate spacing={2}>
        <Typography variant="h5" component="h1">
          Where do your routes start and end?
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The default start and end location of new routes, e.g. your depot. You can change them per route.
        </Typography>
        <AddressSearch label="Start location" value={start} onChange={pickStart} autoFocus />
        <AddressSearch label="End location" value={end} onChange={pickEnd} />
        {error && <Alert severity="error">{error}</Alert>}
        <Button type="submit" variant="contained" size="large" loading={saveTeamPreferences.isPending}>
          Next
        </Button>
      </Stack>
    </OnboardingLayout>
  );
}
