import { Alert, Button, Link, TextField, Typography } from '@mui/material';
import {
  Api,
  EmailVerificationMessages,
  isDriverOnly,
  isWeakPasswordMessage,
  Messages,
  type TAuthAnswer,
  ZNewPasswordSchema,
} from '@rp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError, callApi } from '../../api/client';
import { announceEmailVerified } from '../../auth/email-verified-signal';
import { rememberSession } from '../../auth/useLogin';
import { AuthCard } from './AuthCard';

/**
 * /verify-email/:token, the link mailed at sign-up. Whoever follows it reads the mailbox, but may not
 * be who chose the password at sign-up (anyone may sign up with any address): so the page asks for
 * the password, with the rules of the reset page. The server then verifies the address, ends every
 * other session of the account and answers a new one, which this tab keeps (and the app's other
 * tabs read from storage).
 */
export function VerifyEmailScreen() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<TAuthAnswer | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZNewPasswordSchema.safeParse(password);
    if (!parsed.success) return setErrors({ password: parsed.error.issues[0]?.message });
    if (password !== confirmation) return setErrors({ confirmation: Messages.passwordMismatch });
    setErrors({});
    setBusy(true);
    try {
      const answer = await callApi(
        Api.verifyEmail,
        { body: { token, password } },
        { skipUnauthorizedRedirect: true },
      );
      rememberSession(answer);
      // The planner's banner and team panel read the session check, in this tab and any other.
      announceEmailVerified();
      await queryClient.invalidateQueries({ queryKey: ['verify'] });
      setDone(answer);
    } catch (err) {
      if (err instanceof ApiError && isWeakPasswordMessage(err.message))
        return setErrors({ password: err.message });
      setErrors({ form: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    const driverOnly = isDriverOnly(done.role);
    return (
      <AuthCard title="Verify your e-mail address" onSubmit={(e) => e.preventDefault()}>
        <Alert severity="success">{EmailVerificationMessages.verified}</Alert>
        <Link component={RouterLink} to={driverOnly ? '/driver' : '/routes'}>
          {driverOnly ? 'Open the driver app' : 'Go to your routes'}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Verify your e-mail address" onSubmit={submit}>
      <Typography variant="body2">{EmailVerificationMessages.choosePassword}</Typography>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={!!errors.password}
        helperText={errors.password}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={!!errors.confirmation}
        helperText={errors.confirmation}
      />
      {errors.form && <Alert severity="error">{errors.form}</Alert>}
      <Button type="submit" variant="contained" size="large" loading={busy}>
        Verify and sign in
      </Button>
      <Link component={RouterLink} to="/login">
        Sign in
      </Link>
    </AuthCard>
  );
}
