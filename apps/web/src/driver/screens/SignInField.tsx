import { FormControl, InputLabel, OutlinedInput } from '@mui/material';
import { type Ref, useId } from 'react';

interface TSignInFieldProps {
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * An outlined, labelled input that looks and reads like MUI's TextField. TextField also loads
 * MUI's Select (about 14 KB gzip with its parts), which a phone would download before it can show
 * the driver's sign-in form.
 */
export function SignInField({ label, type, autoComplete, value, onChange, inputRef }: TSignInFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputRef={inputRef}
      />
    </FormControl>
  );
}
