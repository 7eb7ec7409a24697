import { MenuItem, TextField } from '@mui/material';
import { Messages, type TDriverRoute } from '@rp/contracts';
import { useDialogs } from '../../components/dialogs';
import { useHandOverDriverRoute } from '../../data/deliveries';
import { useTeamRoute } from '../../data/routes';

export interface THandOverDriverProps {
  routeId: number;
  driverRoute: TDriverRoute;
  /** All driver routes of the route: a driver already on another one takes this one's stops into theirs. */
  driverRoutes: readonly TDriverRoute[];
}

const memberLabel = (m: { name: string; email: string }) => (m.name ? `${m.name} (${m.email})` : m.email);

/**
 * Hands one driver route to another team driver (POST /save_driver/). A sent route stays sent: the
 * server tells the new driver and takes it from the old one. A driver already on the route takes
 * its stops into their own driver route, planned again. Refusals show the server's message.
 */
export function HandOverDriver({ routeId, driverRoute, driverRoutes }: THandOverDriverProps) {
  const dialogs = useDialogs();
  const team = useTeamRoute(routeId);
  const handOverRoute = useHandOverDriverRoute(routeId);
  const onTheRoute = new Set(
    driverRoutes
      .filter((d) => d.vehicle_route_id !== driverRoute.vehicle_route_id && d.driver_id !== null)
      .map((d) => d.driver_id),
  );
  const members = team.data ?? [];
  const current = driverRoute.driver_id;
  // The current driver stays listed while the team list loads (or if they left the team).
  const isCurrentListed = current === null || members.some((m) => m.id === current);

  const handOver = async (driverId: number) => {
    if (driverId === current) return;
    try {
      await handOverRoute.mutateAsync({
        vehicle_route_id: driverRoute.vehicle_route_id,
        driver_id: driverId,
      });
    } catch (e) {
      await dialogs.info(Messages.errorTitle, e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <TextField
      select
      size="small"
      fullWidth
      label="Driver"
      value={current === null ? '' : String(current)}
      disabled={handOverRoute.isPending || team.isPending}
      onChange={(e) => void handOver(Number(e.target.value))}
      helperText={team.isError ? team.error.message : 'Hand this driver route to another driver'}
      error={team.isError}
      sx={{ px: 2, pt: 1.5, pb: 1 }}
    >
      {!isCurrentListed && <MenuItem value={String(current)}>{memberLabel(driverRoute)}</MenuItem>}
      {members.map((m) => (
        <MenuItem key={m.id} value={String(m.id)}>
          {memberLabel(m)}
          {onTheRoute.has(m.id) ? ' · on this route: the stops join theirs' : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
