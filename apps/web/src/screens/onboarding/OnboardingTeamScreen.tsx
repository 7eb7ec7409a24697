import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { TEAM_NAME_MAX, ZTeamNameSchema } from '@rp/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { session } from '../../auth/session';
import { useSaveTeamPreferences } from '../../data/preferences';
import { OnboardingLayout } from './OnboardingLayout';
import { fromStep, OnboardingFrom } from './onboarding-flow';
import { browserCountryCode, browserTimeZone, onboardingStorage } from './onboarding-storage';

/** The step's one field, the team name as the preferences call takes it. */
const ZTeamNameFormSchema = z.object({ name: ZTeamNameSchema });

/**
 * Onboarding step 1 (/onboarding): "What's your team called?" The field keeps at most 32
 * characters; an empty name says 'The team name can not be empty'. Saves the name with the browser's
 * time zone and country, then goes to the depot step.
 */
export function OnboardingTeamScreen() {
  const navigate = useNavigate();
  const saveTeamPreferences = useSaveTeamPreferences();
  const form = useForm({
    resolver: zodResolver(ZTeamNameFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { name: onboardingStorage.teamName().slice(0, TEAM_NAME_MAX) },
  });

  const submit = form.handleSubmit(({ name }) =>
    saveTeamPreferences.mutate(
      { name, timezone: browserTimeZone(), countryCode: browserCountryCode() },
      {
        onSuccess: () => {
          onboardingStorage.setTeamName(name);
          session.setTeam(name);
          navigate('/onboardingdepot', fromStep(OnboardingFrom.Team));
        },
      },
    ),
  );

  return (
    <OnboardingLayout step={0}>
      <Stack component="form" onSubmit={submit} noValidate spacing={2}>
        <Typography variant="h5" component="h1">
          What's your team called?
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Your drivers see this name in their app.
        </Typography>
        <Controller
          control={form.control}
          name="name"
          render={({ field, fieldState }) => (
            <TextField
              label="Display name"
              {...field}
              onChange={(e) => {
                field.onChange(e.target.value.slice(0, TEAM_NAME_MAX));
                form.clearErrors('name');
              }}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? `${field.value.length}/${TEAM_NAME_MAX}`}
              autoFocus
            />
          )}
        />
        {saveTeamPreferences.isError && <Alert severity="error">{saveTeamPreferences.error.message}</Alert>}
        <Button type="submit" variant="contained" size="large" loading={saveTeamPreferences.isPending}>
          Next
        </Button>
      </Stack>
    </OnboardingLayout>
  );
}
