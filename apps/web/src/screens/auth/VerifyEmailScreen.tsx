import { Alert, Button, Link, Typography } from '@mui/material';
import { Api, EmailVerificationMessages, isDriverOnly, type TAuthAnswer } from '@rp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { callApi } from '../../api/client';
import { announceEmailVerified } from '../../auth/email-verified-signal';
import { rememberSession } from '../../auth/useLogin';
import { AuthCard } from './AuthCard';
import { useNewPasswordForm } from './useNewPasswordForm';

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
  const { password, errors, setErrors, checkFields, showWeakPassword, fields } =
    useNewPasswordForm('Password');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<TAuthAnswer | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!checkFields()) return;
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
      if (showWeakPassword(err)) return;
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
      {fields}
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
