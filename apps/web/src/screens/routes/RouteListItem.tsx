import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Box, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import { Messages, type TRoute } from '@rp/contracts';
import { Link as RouterLink } from 'react-router';
import { GenerateReportButton } from '../../components/report/GenerateReportButton';
import { formatDateTime } from '../../lib/dates';
import { plannerPaths } from '../../routing/useRouteId';
import { routeProgressText } from './route-progress';

export interface TRouteListItemProps {
  route: TRoute;
  onCopy: (route: TRoute) => void;
  onDelete: (route: TRoute) => void;
}

/** One route of the list: name (opens its stops), description, times, optimisation state, actions. */
export function RouteListItem({ route, onCopy, onDelete }: TRouteListItemProps) {
  const progress = routeProgressText(route);
  return (
    <Box
      component="li"
      data-testid="route-item"
      sx={{ listStyle: 'none', py: 1.25, px: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={plannerPaths.stops(route.id)}
            underline="hover"
            sx={{ fontWeight: 600, wordBreak: 'break-word' }}
          >
            {route.name}
          </Link>
          {route.desc && (
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
              {route.desc}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" component="div">
            {route.stops_count} {route.stops_count === 1 ? 'stop' : 'stops'} · {route.drivers}{' '}
            {route.drivers === 1 ? 'driver' : 'drivers'}
          </Typography>
          {progress && (
            <Typography variant="caption" component="div" data-testid="route-progress">
              {progress}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" component="div">
            Created {formatDateTime(route.created_at)} · Updated {formatDateTime(route.updated_at)}
          </Typography>
          <Typography
            variant="caption"
            component="div"
            color={route.is_optimized ? 'success.main' : 'text.secondary'}
          >
            {route.is_optimized ? Messages.routeOptimizedYes : Messages.routeOptimizedNo}
          </Typography>
        </Box>
        <GenerateReportButton route={route} />
        <Tooltip title="Copy route">
          <IconButton aria-label={`Copy route ${route.name}`} size="small" onClick={() => onCopy(route)}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete route">
          <IconButton aria-label={`Delete route ${route.name}`} size="small" onClick={() => onDelete(route)}>
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
}
