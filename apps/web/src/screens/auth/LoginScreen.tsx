import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Container, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { isDriverOnly, ZCredentialsSchema } from '@rp/contracts';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AppStoreButtons } from '../../components/AppStoreButtons';
import { LoginMarketing } from '../../components/LoginMarketing';
import { useLogin } from '../../data/session';
import { textFieldProps } from '../../lib/form-fields';

/**
 * Login (spec section 2): email, password, 'Sign in'; success goes to Routes (a driver-only member
 * to the driver app). Beside the form: the
 * drivers' app store buttons and the marketing (the cookie banner comes with the public layout).
 */
export function LoginScreen() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(ZCredentialsSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  // A new attempt hides the last refusal, also when the fields stop it before it is sent.
  const submit = form.handleSubmit(
    (credentials) =>
      login.mutate(credentials, {
        onSuccess: (answer) => navigate(isDriverOnly(answer.role) ? '/driver' : '/routes'),
      }),
    () => login.reset(),
  );

  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 6,
          gridTemplateColumns: { xs: '1fr', md: '420px 1fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3}>
          <Paper
            component="form"
            onSubmit={submit}
            noValidate
            variant="outlined"
            sx={{ p: 4, width: '100%', maxWidth: 420 }}
          >
            <Stack spacing={2}>
              <Typography variant="h5" component="h1">
                Sign in
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
                autoComplete="current-password"
                {...textFieldProps(form.register('password'))}
                error={!!errors.password}
                helperText={errors.password?.message}
              />
              {login.isError && <Alert severity="error">{login.error.message}</Alert>}
              <Button type="submit" variant="contained" size="large" loading={login.isPending}>
                Sign in
              </Button>
              <Link component={RouterLink} to="/signup">
                New here? Sign up for free.
              </Link>
              <Link component={RouterLink} to="/forgot-password">
                Forgot password?
              </Link>
            </Stack>
          </Paper>
          <Box>
            <Typography variant="subtitle2" gutterBottom>
              Drivers: get the app
            </Typography>
            <AppStoreButtons />
          </Box>
        </Stack>
        <LoginMarketing />
      </Box>
    </Container>
  );
}
