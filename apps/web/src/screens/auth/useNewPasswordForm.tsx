import { TextField } from '@mui/material';
import { isWeakPasswordMessage, Messages, ZNewPasswordSchema } from '@rp/contracts';
import { useState } from 'react';
import { ApiError } from '../../api/client';

export interface TNewPasswordErrors {
  password?: string;
  confirmation?: string;
  form?: string;
}

/**
 * The new password and its confirmation, as the pages of the mailed links (reset, invitation,
 * verification) ask for them: the fields, their first problem beside the field, and a server's
 * refusal of a weak password shown on the password field.
 */
export function useNewPasswordForm(passwordLabel: string) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<TNewPasswordErrors>({});

  /** True when both fields are fine; otherwise shows the first problem and answers false. */
  const checkFields = (): boolean => {
    const parsed = ZNewPasswordSchema.safeParse(password);
    if (!parsed.success) setErrors({ password: parsed.error.issues[0]?.message });
    else if (password !== confirmation) setErrors({ confirmation: Messages.passwordMismatch });
    else setErrors({});
    return parsed.success && password === confirmation;
  };

  /** True when the server refused the password as weak, which is then shown on its field. */
  const showWeakPassword = (err: unknown): boolean => {
    if (!(err instanceof ApiError && isWeakPasswordMessage(err.message))) return false;
    setErrors({ password: err.message });
    return true;
  };

  const fields = (
    <>
      <TextField
        label={passwordLabel}
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
    </>
  );

  return { password, errors, setErrors, checkFields, showWeakPassword, fields };
}
