import { Box, Typography } from '@mui/material';
import { formatDistance, formatDuration, type TRoute, travelModelText } from '@rp/contracts';

/** The plan's totals and, under them, which model made its distances and times (docs/travel-model.md). */
export function TravelModelNote({ route, distanceUnit }: { route: TRoute; distanceUnit: number }) {
  if (!route.is_optimized || !route.travel_model || !route.travel_vehicle) return null;
  return (
    <Box sx={{ px: 2 }}>
      <Typography variant="body2" data-testid="plan-totals">
        Total: {formatDistance(route.distance, distanceUnit)} · {formatDuration(route.duration_total)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" data-testid="travel-model">
        {travelModelText(route.travel_model, route.travel_vehicle)}
      </Typography>
    </Box>
  );
}
