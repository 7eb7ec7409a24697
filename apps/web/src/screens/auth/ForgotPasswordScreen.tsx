import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link, TextField, Typography } from '@mui/material';
import { Messages, ZForgotPasswordFormSchema } from '@rp/contracts';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useDialogs } from '../../components/dialogs';
import { useForgotPassword } from '../../data/session';
import { textFieldProps } from '../../lib/form-fields';
import { AuthCard } from './AuthCard';

/** Back to Login this long after the dialog opens (spec section 9). */
export const REDIRECT_AFTER_DIALOG_MS = 800;

/**
 * Forgot password (spec section 2): 'Request reset link'; then the dialog that never says whether
 * the account exists, and back to Login (the driver app's when come from it) after about 0.8 s.
 */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // The driver app's sign-in links here with ?app=driver: its driver goes back there.
  const signInPath = search.get('app') === 'driver' ? '/driver' : '/login';
  const dialogs = useDialogs();
  const forgot = useForgotPassword();
  const form = useForm({
    resolver: zodResolver(ZForgotPasswordFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '' },
  });
  const error = form.formState.errors.email?.message;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = form.handleSubmit(
    ({ email }) =>
      forgot.mutate(email, {
        onSuccess: () => {
          void dialogs.info(undefined, Messages.forgotPasswordSent);
          timer.current = setTimeout(() => navigate(signInPath), REDIRECT_AFTER_DIALOG_MS);
        },
      }),
    () => forgot.reset(),
  );

  return (
    <AuthCard title="Forgot password" onSubmit={submit}>
      <Typography variant="body2" color="text.secondary">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </Typography>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...textFieldProps(form.register('email'))}
        error={!!error}
        helperText={error}
      />
      {forgot.isError && <Alert severity="error">{forgot.error.message}</Alert>}
      <Button type="submit" variant="contained" size="large" loading={forgot.isPending}>
        Request reset link
      </Button>
      <Link component={RouterLink} to={signInPath}>
        Back to sign in
      </Link>
    </AuthCard>
  );
}
