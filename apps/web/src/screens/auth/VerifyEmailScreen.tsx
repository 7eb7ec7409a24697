import { Alert, Button, Link, Typography } from '@mui/material';
import { EmailVerificationMessages, isDriverOnly } from '@rp/contracts';
import { Link as RouterLink, useParams } from 'react-router';
import { useVerifyEmail } from '../../data/session';
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
  const { form, formError, showFormError, showWeakPassword, fields } = useNewPasswordForm('Password');
  const verify = useVerifyEmail();
  const done = verify.data;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await verify.mutateAsync({ token, password });
    } catch (err) {
      if (showWeakPassword(err)) return;
      showFormError(err instanceof Error ? err.message : String(err));
    }
  });

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
      {formError && <Alert severity="error">{formError}</Alert>}
      <Button type="submit" variant="contained" size="large" loading={verify.isPending}>
        Verify and sign in
      </Button>
      <Link component={RouterLink} to="/login">
        Sign in
      </Link>
    </AuthCard>
  );
}
