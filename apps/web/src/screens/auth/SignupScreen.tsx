import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link, TextField, Typography } from '@mui/material';
import { ZSignupSchema } from '@rp/contracts';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useSignup } from '../../data/session';
import { chosenPlan } from '../../lib/chosen-plan';
import { textFieldProps } from '../../lib/form-fields';
import { AuthCard } from './AuthCard';

/** Where onboarding step 1 checks it was reached from (spec section 2). */
export const FROM_SIGNUP = 'Signup';

/**
 * Sign up (spec section 2): email, password, 'Create account', links to sign in and to the terms.
 * Success goes to onboarding step 1 (a plan picked on Pricing, `?plan=`, is kept for its last step); failure shows the server's message or 'Error code' and the code.
 */
export function SignupScreen() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signup = useSignup();
  const form = useForm({
    resolver: zodResolver(ZSignupSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (credentials) =>
      signup.mutate(credentials, {
        onSuccess: () => {
          chosenPlan.keepFrom(searchParams.get('plan'));
          navigate('/onboarding', { state: { from: FROM_SIGNUP } });
        },
      }),
    () => signup.reset(),
  );

  return (
    <AuthCard title="Create your account" onSubmit={submit}>
      <Typography variant="body2" color="text.secondary">
        Start your free trial. No card needed.
      </Typography>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...textFieldProps(form.register('email'))}
        error={!!errors.email}
        helperText={errors.email?.message}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        {...textFieldProps(form.register('password'))}
        error={!!errors.password}
        helperText={errors.password?.message}
      />
      {signup.isError && <Alert severity="error">{signup.error.message}</Alert>}
      <Button type="submit" variant="contained" size="large" loading={signup.isPending}>
        Create account
      </Button>
      <Typography variant="body2" color="text.secondary">
        By creating an account you agree to the{' '}
        <Link component={RouterLink} to="/legal">
          Terms of service
        </Link>
        .
      </Typography>
      <Link component={RouterLink} to="/login">
        Already have an account? Sign in.
      </Link>
    </AuthCard>
  );
}
