import { FormControl, FormHelperText, FormLabel, MenuItem, Select } from '@mui/material';
import { ProofRequired, proofRequiredLabels, type TProofRequired } from '@rp/contracts';

const CHOICES = Object.values(ProofRequired);

/** The team's rule for 'delivered': what the driver must take first (the server enforces it). */
export function ProofRequiredField({
  value,
  onChange,
}: {
  value: TProofRequired;
  onChange: (next: TProofRequired) => void;
}) {
  return (
    <FormControl>
      <FormLabel id="proof-required-label">Proof required for delivered</FormLabel>
      <Select
        labelId="proof-required-label"
        size="small"
        value={value}
        onChange={(e) => onChange(e.target.value as TProofRequired)}
        inputProps={{ 'aria-labelledby': 'proof-required-label' }}
      >
        {CHOICES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {proofRequiredLabels[choice]}
          </MenuItem>
        ))}
      </Select>
      <FormHelperText>Drivers can't mark a stop delivered without it.</FormHelperText>
    </FormControl>
  );
}
