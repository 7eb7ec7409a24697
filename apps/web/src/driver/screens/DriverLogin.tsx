import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { Messages } from '@rp/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { authenticate } from '../../auth/useLogin';
import { useIsHydrated } from '../../lib/useIsHydrated';
import { SignInField } from './SignInField';

/** The driver app's sign-in: the same account and /a/login/ as the web, made for a phone. */
export function DriverLogin({ onLoggedIn, notice }: { onLoggedIn: () => void; notice?: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  // Painted from the page's HTML before the app's code runs: a tap on Sign in then would reload the
  // page and lose what was typed, so the button waits for the code.
  const isHydrated = useIsHydrated();
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  // The form comes in the page's HTML: what was typed (or filled in by the browser) before the app's
  // code hydrated it is in the fields but not yet here.
  useEffect(() => {
    if (emailField.current?.value) setEmail(emailField.current.value);
    if (passwordField.current?.value) setPassword(passwordField.current.value);
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return setError(Messages.emailRequired);
    if (!password) return setError(Messages.passwordRequired);
    setBusy(true);
    setError(null);
    try {
      await authenticate('/a/login/', { email: email.trim(), password });
      onLoggedIn();
    } catch (err) {
      setError(
        err instanceof TypeError ? 'You are offline: connect to sign in.' : String((err as Error).message),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper component="form" onSubmit={submit} noValidate variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          Driver sign in
        </Typography>
        {notice && <Alert severity="info">{notice}</Alert>}
        <SignInField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          inputRef={emailField}
        />
        <SignInField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          inputRef={passwordField}
        />
        {error && <Alert severity="error">{error}</Alert>}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isBusy || !isHydrated}
          sx={{ minHeight: 52 }}
        >
          Sign in
        </Button>
        {/* The public reset page, loaded apart: no reset form in the driver app. */}
        <Button href="/forgot-password?app=driver" sx={{ alignSelf: 'center' }}>
          Forgot password?
        </Button>
      </Stack>
    </Paper>
  );
}
