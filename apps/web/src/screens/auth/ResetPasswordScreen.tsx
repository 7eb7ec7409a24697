import { Alert, Button, Link } from '@mui/material';
import { Api, Messages, RESET_TOKEN_MIN_LENGTH, ResetStatus } from '@rp/contracts';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError, callApi } from '../../api/client';
import { useDialogs } from '../../components/dialogs';
import { AuthCard } from './AuthCard';
import { useNewPasswordForm } from './useNewPasswordForm';

/**
 * Reset password /reset-password/:resetToken (spec section 2): new password and confirmation; on
 * success the 'Success' dialog and Login; a bad or used link says 'Link is not valid or expired'.
 */
export function ResetPasswordScreen() {
  const { resetToken = '' } = useParams();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { password, errors, setErrors, checkFields, showWeakPassword, fields } =
    useNewPasswordForm('New password');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!checkFields()) return;
    if (resetToken.length < RESET_TOKEN_MIN_LENGTH) return setErrors({ form: Messages.resetLinkInvalid });
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
      if (showWeakPassword(err)) return;
      const isLinkProblem = err instanceof ApiError && err.status < 500;
      setErrors({ form: isLinkProblem || !(err instanceof Error) ? Messages.resetLinkInvalid : err.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Choose a new password" onSubmit={submit}>
      {fields}
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
