import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { TRoute } from '@rp/contracts';
import { useNavigate } from 'react-router';
import { GenerateReportButton } from '../../components/report/GenerateReportButton';
import { formatDay } from '../../lib/dates';
import { currentRoute, plannerPaths } from '../../routing/useRouteId';

/** Back arrow (to Routes, clearing the current route), route name, planned date and edit icon. */
export function StopsHeader({ route }: { route: TRoute }) {
  const navigate = useNavigate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1, py: 1 }}>
      <IconButton
        aria-label="Back to routes"
        onClick={() => {
          currentRoute.clear();
          navigate(plannerPaths.routes);
        }}
      >
        <ArrowBackIcon />
      </IconButton>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h1" noWrap title={route.name}>
          {route.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDay(route.planned_on)}
        </Typography>
      </Box>
      <GenerateReportButton route={route} />
      <Tooltip title="Edit route details">
        <IconButton aria-label="Edit route" onClick={() => navigate(plannerPaths.editRoute(route.id))}>
          <EditIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
