import { Alert, Button, Link, TextField, Typography } from '@mui/material';
import { ZSignupSchema } from '@rp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { authenticate } from '../../auth/useLogin';
import { chosenPlan } from '../../lib/chosen-plan';
import { fieldErrors } from '../../lib/form-errors';
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
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZSignupSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrors<'email' | 'password'>(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await authenticate('/a/signup/', parsed.data);
      await queryClient.invalidateQueries({ queryKey: ['verify'] });
      chosenPlan.keepFrom(searchParams.get('plan'));
      navigate('/onboarding', { state: { from: FROM_SIGNUP } });
    } catch (err) {
      setErrors({ form: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Create your account" onSubmit={submit}>
      <Typography variant="body2" color="text.secondary">
        Start your free trial. No card needed.
      </Typography>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={!!errors.email}
        helperText={errors.email}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={!!errors.password}
        helperText={errors.password}
      />
      {errors.form && <Alert severity="error">{errors.form}</Alert>}
      <Button type="submit" variant="contained" size="large" loading={busy}>
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
