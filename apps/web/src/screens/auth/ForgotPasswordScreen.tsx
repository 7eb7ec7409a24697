import { Alert, Button, Link, TextField, Typography } from '@mui/material';
import { Api, Messages } from '@rp/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { callApi } from '../../api/client';
import { useDialogs } from '../../components/dialogs';
import { AuthCard } from './AuthCard';

/** The request is sent only for an email longer than this (spec section 5). */
export const FORGOT_EMAIL_MIN_EXCLUSIVE = 5;
/** Back to Login this long after the dialog opens (spec section 9). */
export const REDIRECT_AFTER_DIALOG_MS = 800;

/**
 * Forgot password (spec section 2): 'Request reset link'; then the dialog that never says whether
 * the account exists, and back to Login after about 0.8 s.
 */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    setFormError(undefined);
    if (!value) return setError(Messages.emailRequired);
    if (value.length <= FORGOT_EMAIL_MIN_EXCLUSIVE) return setError(Messages.memberEmailInvalid);
    setError(undefined);
    setBusy(true);
    try {
      await callApi(Api.forgotPassword, { body: { email: value } }, { skipUnauthorizedRedirect: true });
      void dialogs.info(undefined, Messages.forgotPasswordSent);
      timer.current = setTimeout(() => navigate('/login'), REDIRECT_AFTER_DIALOG_MS);
    } catch (err) {
      setFormError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Forgot password" onSubmit={submit}>
      <Typography variant="body2" color="text.secondary">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </Typography>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={!!error}
        helperText={error}
      />
      {formError && <Alert severity="error">{formError}</Alert>}
      <Button type="submit" variant="contained" size="large" loading={busy}>
        Request reset link
      </Button>
      <Link component={RouterLink} to="/login">
        Back to sign in
      </Link>
    </AuthCard>
  );
}
