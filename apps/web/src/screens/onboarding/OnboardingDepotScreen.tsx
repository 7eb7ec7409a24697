import { Alert, Button, Stack, Typography } from '@mui/material';
import { Messages, type TAddressResult } from '@rp/contracts';
import { type FormEvent, useMemo, useState } from 'react';
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
  const [start, setStart] = useState<TAddressResult | null>(stored.start);
  const [end, setEnd] = useState<TAddressResult | null>(stored.end);
  const [error, setError] = useState<string>();
  const saveTeamPreferences = useSaveTeamPreferences();

  useDepotMapLayers(start, end);

  const pickStart = (next: TAddressResult | null) => {
    setStart(next);
    if (next && !end) setEnd(next);
    setError(undefined);
  };
  const pickEnd = (next: TAddressResult | null) => {
    setEnd(next);
    setError(undefined);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!start || !end) return setError(Messages.depotEmpty);
    setError(undefined);
    try {
      const countryCode = countryOf(start);
      // The server picks the unit from the country (miles for the US) unless the team chose one.
      const saved = await saveTeamPreferences.mutateAsync({
        startAddress: addressText(start),
        startLat: start.lat,
        startLng: start.lng,
        endAddress: addressText(end),
        endLat: end.lat,
        endLng: end.lng,
        countryCode,
        latitude: start.lat,
        longitude: start.lng,
        timezone: browserTimeZone(),
      });
      onboardingStorage.setDepots(start, end);
      session.setUserData({
        latitude: start.lat,
        longitude: start.lng,
        countryCode: saved.data.countryCode,
        distanceUnit: saved.data.distanceUnit,
      });
      navigate('/onboardingteammembers', fromStep(OnboardingFrom.Depot));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };

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
