import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { isWeakPasswordMessage, ZNewPasswordFormSchema } from '@rp/contracts';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { textFieldProps } from '../../lib/form-fields';

/**
 * The new password and its confirmation, as the pages of the mailed links (reset, invitation,
 * verification) ask for them: the fields, their first problem beside the field, a page-wide
 * problem (`errors.root`) under them, and a server's refusal of a weak password shown on the
 * password field.
 */
export function useNewPasswordForm(passwordLabel: string) {
  const form = useForm({
    resolver: zodResolver(ZNewPasswordFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { password: '', confirmation: '' },
  });
  const { errors } = form.formState;
  const passwordError = errors.password?.message;
  // One problem at a time: the confirmation is judged once the password itself is fine.
  const confirmationError = passwordError ? undefined : errors.confirmation?.message;

  /** Shows a problem of the whole page (a bad link, the server's message). */
  const showFormError = (message: string) => form.setError('root', { message });

  /** True when the server refused the password as weak, which is then shown on its field. */
  const showWeakPassword = (err: unknown): boolean => {
    if (!(err instanceof ApiError && isWeakPasswordMessage(err.message))) return false;
    form.setError('password', { message: err.message });
    return true;
  };

  const fields = (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        {...textFieldProps(form.register('password'))}
        error={!!passwordError}
        helperText={passwordError}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...textFieldProps(form.register('confirmation'))}
        error={!!confirmationError}
        helperText={confirmationError}
      />
    </>
  );

  return { form, formError: errors.root?.message, showFormError, showWeakPassword, fields };
}
