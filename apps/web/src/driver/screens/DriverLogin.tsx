import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { ZCredentialsSchema } from '@rp/contracts';
import { useForm } from 'react-hook-form';
import { useLogin } from '../../data/session';
import { textFieldProps } from '../../lib/form-fields';

const OFFLINE_MESSAGE = 'You are offline: connect to sign in.';

/** The driver app's sign-in: the same account and /a/login/ as the web, made for a phone. */
export function DriverLogin({ onLoggedIn, notice }: { onLoggedIn: () => void; notice?: string }) {
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(ZCredentialsSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  // A new attempt hides the last refusal, also when the fields stop it before it is sent.
  const submit = form.handleSubmit(
    (credentials) => login.mutate(credentials, { onSuccess: onLoggedIn }),
    () => login.reset(),
  );
  // fetch fails with a TypeError when the phone has no network.
  const refusal = login.error instanceof TypeError ? OFFLINE_MESSAGE : login.error?.message;

  return (
    <Paper component="form" onSubmit={submit} noValidate variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          Driver sign in
        </Typography>
        {notice && <Alert severity="info">{notice}</Alert>}
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
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={login.isPending}
          sx={{ minHeight: 52 }}
        >
          Sign in
        </Button>
      </Stack>
    </Paper>
  );
}
