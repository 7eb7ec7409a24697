import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { Messages, TEAM_NAME_MAX, ZTeamNameSchema } from '@rp/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { session } from '../../auth/session';
import { useSaveTeamPreferences } from '../../data/preferences';
import { OnboardingLayout } from './OnboardingLayout';
import { fromStep, OnboardingFrom } from './onboarding-flow';
import { browserCountryCode, browserTimeZone, onboardingStorage } from './onboarding-storage';

/**
 * Onboarding step 1 (/onboarding): "What's your team called?" The field keeps at most 32
 * characters; an empty name says 'The team name can not be empty'. Saves the name with the browser's
 * time zone and country, then goes to the depot step.
 */
export function OnboardingTeamScreen() {
  const navigate = useNavigate();
  const [name, setName] = useState(() => onboardingStorage.teamName().slice(0, TEAM_NAME_MAX));
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const saveTeamPreferences = useSaveTeamPreferences();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZTeamNameSchema.safeParse(name);
    if (!parsed.success) return setError(Messages.teamNameEmpty);
    setError(undefined);
    setFormError(undefined);
    try {
      await saveTeamPreferences.mutateAsync({
        name: parsed.data,
        timezone: browserTimeZone(),
        countryCode: browserCountryCode(),
      });
      onboardingStorage.setTeamName(parsed.data);
      session.setTeam(parsed.data);
      navigate('/onboardingdepot', fromStep(OnboardingFrom.Team));
    } catch (err) {
      setFormError(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <OnboardingLayout step={0}>
      <Stack component="form" onSubmit={submit} noValidate spacing={2}>
        <Typography variant="h5" component="h1">
          What's your team called?
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Your drivers see this name in their app.
        </Typography>
        <TextField
          label="Display name"
          value={name}
          onChange={(e) => {
            setName(e.target.value.slice(0, TEAM_NAME_MAX));
            setError(undefined);
          }}
          error={!!error}
          helperText={error ?? `${name.length}/${TEAM_NAME_MAX}`}
          autoFocus
        />
        {formError && <Alert severity="error">{formError}</Alert>}
        <Button type="submit" variant="contained" size="large" loading={saveTeamPreferences.isPending}>
          Next
        </Button>
      </Stack>
    </OnboardingLayout>
  );
}
