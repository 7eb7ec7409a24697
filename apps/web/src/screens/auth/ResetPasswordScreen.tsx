import { Alert, Button, Link } from '@mui/material';
import { Messages, RESET_TOKEN_MIN_LENGTH, ResetStatus } from '@rp/contracts';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useDialogs } from '../../components/dialogs';
import { useResetPassword } from '../../data/session';
import { AuthCard } from './AuthCard';
import { useNewPasswordForm } from './useNewPasswordForm';

/** The page's words: an invitation (link with ?invite=1) sets a first password, a reset a new one. */
export const passwordPageTexts = (isInvitation: boolean) =>
  isInvitation
    ? { title: 'Set your password', passwordLabel: 'Password', submit: 'Set password' }
    : { title: 'Choose a new password', passwordLabel: 'New password', submit: 'Change password' };

/** Where a user signs in after setting the password: a driver-only member on the driver app. */
export const signInPathAfterPassword = (isDriverOnly: boolean): string =>
  isDriverOnly ? '/driver' : '/login';

/**
 * Reset password /reset-password/:resetToken (spec section 2), also the invitation's page: new
 * password and confirmation; on success the 'Success' dialog and the sign-in (the driver app's for a
 * driver); a bad or used link says 'Link is not valid or expired'.
 */
export function ResetPasswordScreen() {
  const { resetToken = '' } = useParams();
  const [search] = useSearchParams();
  const texts = passwordPageTexts(search.has('invite'));
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { form, formError, showFormError, showWeakPassword, fields } = useNewPasswordForm(
    texts.passwordLabel,
  );
  const reset = useResetPassword();

  const submit = form.handleSubmit(async ({ password }) => {
    if (resetToken.length < RESET_TOKEN_MIN_LENGTH) return showFormError(Messages.resetLinkInvalid);
    try {
      const answer = await reset.mutateAsync({ password, token: resetToken });
      if (answer.data.status !== ResetStatus.Ok) return showFormError(Messages.resetLinkInvalid);
      await dialogs.info(Messages.passwordChangedTitle, Messages.passwordChanged);
      navigate(signInPathAfterPassword(answer.data.is_driver_only), { replace: true });
    } catch (err) {
      if (showWeakPassword(err)) return;
      const isLinkProblem = err instanceof ApiError && err.status < 500;
      showFormError(isLinkProblem || !(err instanceof Error) ? Messages.resetLinkInvalid : err.message);
    }
  });

  return (
    <AuthCard title={texts.title} onSubmit={submit}>
      {fields}
      {formError && <Alert severity="error">{formError}</Alert>}
      <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
        {texts.submit}
      </Button>
      <Link component={RouterLink} to="/login">
        Back to sign in
      </Link>
    </AuthCard>
  );
}
