import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A react-hook-form field as MUI's TextField takes it: the ref must reach the `<input>` (inputRef),
 * not the TextField's outer box, for the form to read, reset and focus the field.
 */
export function textFieldProps<N extends string>(field: UseFormRegisterReturn<N>) {
  const { ref, ...rest } = field;
  return { ...rest, inputRef: ref };
}
