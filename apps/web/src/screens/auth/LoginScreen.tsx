import { Alert, Box, Button, Container, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { isDriverOnly, Messages } from '@rp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { authenticate } from '../../auth/useLogin';
import { AppStoreButtons } from '../../components/AppStoreButtons';
import { LoginMarketing } from '../../components/LoginMarketing';

/**
 * Login (spec section 2): email, password, 'Sign in'; success goes to Routes (a driver-only member
 * to the driver app). Beside the form: the
 * drivers' app store buttons and the marketing (the cookie banner comes with the public layout).
 */
export function LoginScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      email: email.trim() ? undefined : Messages.emailRequired,
      password: password ? undefined : Messages.passwordRequired,
    };
    setErrors(next);
    if (next.email || next.password) return;
    setBusy(true);
    try {
      const answer = await authenticate('/a/login/', { email: email.trim(), password });
      await queryClient.invalidateQueries({ queryKey: ['verify'] });
      navigate(isDriverOnly(answer.role) ? '/driver' : '/routes');
    } catch (err) {
      setErrors({ form: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };

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
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={!!errors.email}
                helperText={errors.email}
              />
              <TextField
                label="Password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={!!errors.password}
                helperText={errors.password}
              />
              {errors.form && <Alert severity="error">{errors.form}</Alert>}
              <Button type="submit" variant="contained" size="large" loading={busy}>
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
