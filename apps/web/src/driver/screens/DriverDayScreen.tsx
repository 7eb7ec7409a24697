import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { driverDayTexts, RouteStatus, type TDriverRouteSummary } from '@rp/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { logout } from '../../auth/logout';
import { useDriverDay } from '../useDriverData';
import { routeStatusText } from './route-status';

function RouteCard({ route }: { route: TDriverRouteSummary }) {
  const done = route.delivered_count + route.failed_count;
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={`route/${route.vehicle_route_id}`} sx={{ minHeight: 72 }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography variant="h6" component="h2">
              {route.route_name || `Route ${route.route_id}`}
            </Typography>
            <Chip
              size="small"
              label={routeStatusText(route)}
              color={route.route_status === RouteStatus.Started ? 'primary' : 'default'}
            />
          </Stack>
          <Typography color="text.secondary">
            {route.stops_count} stops · {done} done
            {route.failed_count > 0 ? ` (${route.failed_count} failed)` : ''}
          </Typography>
          {driverDayTexts(route.day, route.clock.hour_cycle).map((line) => (
            <Typography key={line} variant="body2" color="text.secondary" data-testid="driver-day-line">
              {line}
            </Typography>
          ))}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The driver's routes of a day: today (in the team's time zone) unless another day is picked. */
export function DriverDayScreen() {
  const [date, setDate] = useState<string | undefined>(undefined);
  const day = useDriverDay(date);
  const shownDate = date ?? day.data?.data.date ?? '';
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h5" component="h1">
          Your routes
        </Typography>
        <TextField
          type="date"
          label="Day"
          size="small"
          value={shownDate}
          onChange={(e) => setDate(e.target.value || undefined)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {day.data?.isFromPhone && (
        <Alert severity="info">Offline: showing the routes kept on this phone.</Alert>
      )}
      {day.isError && <Alert severity="error">{day.error.message || 'Could not load your routes.'}</Alert>}
      {day.data && day.data.data.routes.length === 0 && (
        <Typography color="text.secondary">No routes have been sent to you for this day.</Typography>
      )}
      {day.data?.data.routes.map((route) => (
        <RouteCard key={route.vehicle_route_id} route={route} />
      ))}
      <Box sx={{ pt: 4 }}>
        <Button
          onClick={async () => {
            await logout();
            window.location.assign('/driver');
          }}
        >
          Sign out
        </Button>
      </Box>
    </Stack>
  );
}
