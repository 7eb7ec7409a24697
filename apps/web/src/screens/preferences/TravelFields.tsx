import { FormControl, FormHelperText, FormLabel, MenuItem, Select, Stack, TextField } from '@mui/material';
import {
  SPEED_FACTOR_MAX,
  SPEED_FACTOR_MIN,
  type TVehicleType,
  VEHICLE_TYPES,
  VehicleTypeLabels,
} from '@rp/contracts';

/** The team's travel defaults: the vehicle its routes drive and the road model's speed in percent. */
export function TravelFields({
  vehicleType,
  speedFactor,
  onVehicleType,
  onSpeedFactor,
}: {
  vehicleType: TVehicleType;
  speedFactor: number;
  onVehicleType: (next: TVehicleType) => void;
  onSpeedFactor: (next: number) => void;
}) {
  return (
    <Stack spacing={1.5}>
      <FormControl>
        <FormLabel id="vehicle-type-label">Vehicle type</FormLabel>
        <Select
          labelId="vehicle-type-label"
          size="small"
          value={vehicleType}
          onChange={(e) => onVehicleType(e.target.value as TVehicleType)}
          inputProps={{ 'aria-labelledby': 'vehicle-type-label' }}
        >
          {VEHICLE_TYPES.map((v) => (
            <MenuItem key={v} value={v}>
              {VehicleTypeLabels[v]}
            </MenuItem>
          ))}
        </Select>
        <FormHelperText>Travel times are planned for it unless a route chooses another.</FormHelperText>
      </FormControl>
      <TextField
        label="Speed (% of the road model)"
        type="number"
        size="small"
        value={speedFactor}
        onChange={(e) => onSpeedFactor(Number(e.target.value))}
        slotProps={{ htmlInput: { min: SPEED_FACTOR_MIN, max: SPEED_FACTOR_MAX, step: 5 } }}
        helperText="Below 100 if your drivers are slower than the estimates, above if faster."
      />
    </Stack>
  );
}
