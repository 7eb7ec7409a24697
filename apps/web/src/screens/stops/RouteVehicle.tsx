import { MenuItem, Select, Stack, Typography } from '@mui/material';
import { Messages, type TRoute, type TVehicleType, VEHICLE_TYPES, VehicleTypeLabels } from '@rp/contracts';
import { useDialogs } from '../../components/dialogs';
import { useTeamPreferences } from '../../data/preferences';
import { useEditRoute } from '../../data/routes';

/** The Select's value for "follow the team's vehicle" (the route's vehicle_type null). */
const TEAMS = 'team';

/** The route's vehicle type: the team's by default, or its own (travel times are planned for it). */
export function RouteVehicle({ route, isLocked }: { route: TRoute; isLocked: boolean }) {
  const editRoute = useEditRoute();
  const dialogs = useDialogs();
  const team = useTeamPreferences().data;
  const teamLabel = team ? `Team's (${VehicleTypeLabels[team.vehicleType]})` : "Team's";
  const choose = async (value: string) => {
    const vehicle_type = value === TEAMS ? null : (value as TVehicleType);
    try {
      await editRoute.mutateAsync({ route_id: route.id, vehicle_type });
    } catch (e) {
      await dialogs.info(Messages.errorTitle, e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography id="route-vehicle-label" variant="body2" color="text.secondary" sx={{ width: 110 }}>
        Vehicle
      </Typography>
      <Select
        labelId="route-vehicle-label"
        size="small"
        variant="standard"
        value={route.vehicle_type ?? TEAMS}
        disabled={isLocked || route.is_driver_route || editRoute.isPending}
        onChange={(e) => void choose(e.target.value)}
        inputProps={{ 'aria-labelledby': 'route-vehicle-label' }}
        sx={{ typography: 'body2' }}
      >
        <MenuItem value={TEAMS}>{teamLabel}</MenuItem>
        {VEHICLE_TYPES.map((v) => (
          <MenuItem key={v} value={v}>
            {VehicleTypeLabels[v]}
          </MenuItem>
        ))}
      </Select>
    </Stack>
  );
}
