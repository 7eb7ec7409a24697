import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { formatStartTime, type TRoute } from '@rp/contracts';
import { useNavigate } from 'react-router';
import { useTeamClock } from '../../data/preferences';
import { formatSetClockMinutes } from '../../lib/clock';
import { plannerPaths } from '../../routing/useRouteId';
import { RouteVehicle } from './RouteVehicle';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={1}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 110, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ minWidth: 0, wordBreak: 'break-word' }}>
        {value || '-'}
      </Typography>
    </Stack>
  );
}

/** Drivers count with Add/Manage Drivers; Start location, End location, Start time and the Edit link. */
export function RouteSummary({
  route,
  isLocked,
  onEditStartEnd,
}: {
  route: TRoute;
  isLocked: boolean;
  onEditStartEnd: () => void;
}) {
  const navigate = useNavigate();
  const clock = useTeamClock();
  // A set start on the team's clock; 0 is 'now' (spec section 3).
  const startTime =
    formatSetClockMinutes(route.start_time, clock.hour_cycle) || formatStartTime(route.start_time);
  return (
    <Stack spacing={0.5} sx={{ px: 2, py: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flex: 1 }} data-testid="drivers-count">
          Drivers: {route.drivers}
        </Typography>
        {!route.is_driver_route && (
          <Button size="small" onClick={() => navigate(plannerPaths.drivers(route.id))}>
            {route.drivers > 0 ? 'Manage Drivers' : 'Add Drivers'}
          </Button>
        )}
      </Stack>
      <Line label="Start location" value={route.start_point_address} />
      <Line label="End location" value={route.end_point_address} />
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Box sx={{ flex: 1 }}>
          <Line label="Start time" value={startTime} />
        </Box>
        {!isLocked && (
          <Link component="button" type="button" variant="body2" onClick={onEditStartEnd}>
            Edit
          </Link>
        )}
      </Box>
      <RouteVehicle route={route} isLocked={isLocked} />
    </Stack>
  );
}
