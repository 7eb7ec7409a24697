import { Alert, Button, Link } from '@mui/material';
import { Messages, RESET_TOKEN_MIN_LENGTH, ResetStatus } from '@rp/contracts';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useDialogs } from '../../components/dialogs';
import { useResetPassword } from '../../data/session';
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
  const { form, formError, showFormError, showWeakPassword, fields } = useNewPasswordForm('New password');
  const reset = useResetPassword();

  const submit = form.handleSubmit(async ({ password }) => {
    if (resetToken.length < RESET_TOKEN_MIN_LENGTH) return showFormError(Messages.resetLinkInvalid);
    try {
      const answer = await reset.mutateAsync({ password, token: resetToken });
      if (answer.data.status !== ResetStatus.Ok) return showFormError(Messages.resetLinkInvalid);
      await dialogs.info(Messages.passwordChangedTitle, Messages.passwordChanged);
      navigate('/login', { replace: true });
    } catch (err) {
      if (showWeakPassword(err)) return;
      const isLinkProblem = err instanceof ApiError && err.status < 500;
      showFormError(isLinkProblem || !(err instanceof Error) ? Messages.resetLinkInvalid : err.message);
    }
  });

  return (
    <AuthCard title="Choose a new password" onSubmit={submit}>
      {fields}
      {formError && <Alert severity="error">{formError}</Alert>}
      <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
        Change password
      </Button>
      <Link component={RouterLink} to="/login">
        Back to sign in
      </Link>
    </AuthCard>
  );
}
