import { Alert, Button, Link, TextField } from '@mui/material';
import {
  Api,
  isWeakPasswordMessage,
  Messages,
  RESET_TOKEN_MIN_LENGTH,
  ResetStatus,
  ZNewPasswordSchema,
} from '@rp/contracts';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError, callApi } from '../../api/client';
import { useDialogs } from '../../components/dialogs';
import { AuthCard } from './AuthCard';

/**
 * Reset password /reset-password/:resetToken (spec section 2): new password and confirmation; on
 * success the 'Success' dialog and Login; a bad or used link says 'Link is not valid or expired'.
 */
export function ResetPasswordScreen() {
  const { resetToken = '' } = useParams();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZNewPasswordSchema.safeParse(password);
    if (!parsed.success) return setErrors({ password: parsed.error.issues[0]?.message });
    if (password !== confirmation) return setErrors({ confirmation: Messages.passwordMismatch });
    if (resetToken.length < RESET_TOKEN_MIN_LENGTH) return setErrors({ form: Messages.resetLinkInvalid });
    setErrors({});
    setBusy(true);
    try {
      const answer = await callApi(
        Api.resetPassword,
        { body: { password, token: resetToken } },
        { skipUnauthorizedRedirect: true },
      );
      if (answer.data.status !== ResetStatus.Ok) return setErrors({ form: Messages.resetLinkInvalid });
      await dialogs.info(Messages.passwordChangedTitle, Messages.passwordChanged);
      navigate('/login', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && isWeakPasswordMessage(err.message))
        return setErrors({ password: err.message });
      const isLinkProblem = err instanceof ApiError && err.status < 500;
      setErrors({ form: isLinkProblem || !(err instanceof Error) ? Messages.resetLinkInvalid : err.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Choose a new password" onSubmit={submit}>
      <TextField
        label="New password"
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
        Change password
      </Button>
      <Link component={RouterLink} to="/login">
        Back to sign in
      </Link>
    </AuthCard>
  );
}
