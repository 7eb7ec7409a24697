import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { type TPreferences, ZSavePreferencesSchema } from '@rp/contracts';
import { useForm } from 'react-hook-form';
import { SettingsHeader } from '../../components/SettingsHeader';
import { usePreferences, useSavePreferences } from '../../data/preferences';
import { textFieldProps } from '../../lib/form-fields';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The full name, checked by the save call's own schema; a problem shows where the save's outcome does. */
function ProfileForm({ preferences }: { preferences: TPreferences }) {
  const save = useSavePreferences();
  const form = useForm({
    resolver: zodResolver(ZSavePreferencesSchema),
    reValidateMode: 'onSubmit',
    values: { name: preferences.name ?? '' },
  });
  const nameError = form.formState.errors.name?.message;

  const submit = form.handleSubmit((values) => save.mutate({ name: values.name }));
  // Typing again hides the last outcome, as a new save will show its own.
  const field = form.register('name', {
    onChange: () => {
      form.clearErrors();
      save.reset();
    },
  });

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} sx={{ p: 2 }}>
      <TextField label="E-mail" value={preferences.email} disabled />
      <TextField label="Full name" {...textFieldProps(field)} autoComplete="name" />
      {nameError && <Alert severity="error">{nameError}</Alert>}
      {save.isSuccess && <Alert severity="success">Your profile has been saved</Alert>}
      {save.isError && <Alert severity="error">{messageOf(save.error)}</Alert>}
      <Button type="submit" variant="contained" loading={save.isPending}>
        Save
      </Button>
    </Stack>
  );
}

/** Personal profile /profile: the e-mail shown, the full name editable (POST /save_preferences/). */
export function ProfileScreen() {
  const prefs = usePreferences();
  return (
    <>
      <SettingsHeader title="Personal profile" />
      {prefs.isPending && <CircularProgress aria-label="Loading your profile" sx={{ m: 3 }} />}
      {prefs.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {messageOf(prefs.error)}
        </Alert>
      )}
      {prefs.data && <ProfileForm preferences={prefs.data} />}
    </>
  );
}
