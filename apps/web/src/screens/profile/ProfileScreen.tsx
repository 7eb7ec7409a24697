import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { ZSavePreferencesSchema } from '@rp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { SettingsHeader } from '../../components/SettingsHeader';
import { PREFERENCES_KEY, savePreferences, usePreferences } from '../preferences/preferences-api';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Personal profile /profile: the e-mail shown, the full name editable (POST /save_preferences/). */
export function ProfileScreen() {
  const queryClient = useQueryClient();
  const prefs = usePreferences();
  const [name, setName] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (prefs.data) setName(prefs.data.name ?? '');
  }, [prefs.data]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZSavePreferencesSchema.safeParse({ name });
    if (!parsed.success) return setStatus({ ok: false, text: parsed.error.issues[0]?.message ?? '' });
    setBusy(true);
    try {
      await savePreferences({ name: parsed.data.name });
      await queryClient.invalidateQueries({ queryKey: PREFERENCES_KEY });
      await queryClient.invalidateQueries({ queryKey: ['verify'] });
      setStatus({ ok: true, text: 'Your profile has been saved' });
    } catch (err) {
      setStatus({ ok: false, text: messageOf(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <SettingsHeader title="Personal profile" />
      {prefs.isPending && <CircularProgress aria-label="Loading your profile" sx={{ m: 3 }} />}
      {prefs.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {messageOf(prefs.error)}
        </Alert>
      )}
      {prefs.data && (
        <Stack component="form" onSubmit={submit} noValidate spacing={2} sx={{ p: 2 }}>
          <TextField label="E-mail" value={prefs.data.email} disabled />
          <TextField
            label="Full name"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setStatus(null);
            }}
            autoComplete="name"
          />
          {status && <Alert severity={status.ok ? 'success' : 'error'}>{status.text}</Alert>}
          <Button type="submit" variant="contained" loading={busy}>
            Save
          </Button>
        </Stack>
      )}
    </>
  );
}
