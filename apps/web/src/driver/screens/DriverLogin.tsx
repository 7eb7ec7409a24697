import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { Messages } from '@rp/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { authenticate } from '../../auth/useLogin';
import { claimEarlySubmit } from '../../prerender/early-submit';
import { SignInField } from './SignInField';

/** The driver app's sign-in: the same account and /a/login/ as the web, made for a phone. */
export function DriverLogin({ onLoggedIn, notice }: { onLoggedIn: () => void; notice?: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  // One sign-in at a time: a tap taken before the code ran may also be replayed by React.
  const isSending = useRef(false);

  const signIn = async (typedEmail: string, typedPassword: string) => {
    if (isSending.current) return;
    if (!typedEmail.trim()) return setError(Messages.emailRequired);
    if (!typedPassword) return setError(Messages.passwordRequired);
    isSending.current = true;
    setBusy(true);
    setError(null);
    try {
      await authenticate('/a/login/', { email: typedEmail.trim(), password: typedPassword });
      onLoggedIn();
    } catch (err) {
      setError(
        err instanceof TypeError ? 'You are offline: connect to sign in.' : String((err as Error).message),
      );
    } finally {
      isSending.current = false;
      setBusy(false);
    }
  };

  // The form comes in the page's HTML: what was typed (or filled in by the browser) before the app's
  // code hydrated it is in the fields but not yet here, and a tap on Sign in then was kept by the
  // page's head script (prerender/early-submit.ts) to be sent now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form is hydrated
  useEffect(() => {
    const typedEmail = emailField.current?.value ?? '';
    const typedPassword = passwordField.current?.value ?? '';
    if (typedEmail) setEmail(typedEmail);
    if (typedPassword) setPassword(typedPassword);
    if (claimEarlySubmit()) void signIn(typedEmail, typedPassword);
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void signIn(email, password);
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
        <Button type="submit" variant="contained" size="large" disabled={isBusy} sx={{ minHeight: 52 }}>
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
