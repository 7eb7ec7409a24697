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
 * The page is painted from HTML and takes typing before the app's code runs, while MUI moves a label
 * up only once the code knows the field is focused or filled: until then the label would lie over
 * what was typed. These rules move it up from the first paint, from what the browser itself knows
 * (focus, and a placeholder no longer shown because there is text), as MUI later does.
 */
const LABEL_UP = {
  '& label[data-shrink="false"]': {
    transform: 'translate(14px, -9px) scale(0.75)',
    maxWidth: 'calc(133% - 32px)',
  },
  '& fieldset > legend': { maxWidth: '100%' },
};
// Two rules, not one list: a browser without :has() drops a whole selector list it cannot read.
const LABEL_UP_BEFORE_CODE = {
  '&:focus-within': LABEL_UP,
  '&:has(input:not(:placeholder-shown))': LABEL_UP,
} as const;

/**
 * An outlined, labelled input that looks and reads like MUI's TextField. TextField also loads
 * MUI's Select (about 14 KB gzip with its parts), which a phone would download before it can show
 * the driver's sign-in form.
 */
export function SignInField({ label, type, autoComplete, value, onChange, inputRef }: TSignInFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" sx={LABEL_UP_BEFORE_CODE}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        // Blank, so the browser can tell an empty field (placeholder shown) from a filled one.
        placeholder=" "
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputRef={inputRef}
      />
    </FormControl>
  );
}
