import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Stack, Typography } from '@mui/material';
import { driverDayTexts, formatDistance, formatDuration, Messages, type TDriverRoute } from '@rp/contracts';
import { planSpanText, type TTeamClock } from '../../lib/clock';
import { plannedBreak } from '../../lib/planned-break';
import type { TStopView } from '../../lib/stopsView';
import { HandOverDriver } from './HandOverDriver';
import { driverRouteStatus, optimizedGroups } from './optimizedGroups';
import { StopList } from './StopList';

export interface TOptimizedPanelsProps {
  routeId: number;
  /** A driver route's own page (is_driver_route) can't hand itself over. */
  canHandOver: boolean;
  views: readonly TStopView[];
  driverRoutes: readonly TDriverRoute[];
  distanceUnit: number;
  clock: TTeamClock;
  /** When the plan starts (seconds since midnight): arrivals count from it. */
  planStartSeconds: number | null;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

function PanelTitle({
  color,
  title,
  detail,
  status,
  day = '',
}: {
  color: string;
  title: string;
  detail: string;
  status: string;
  /** The planned day: load, shift, break. */
  day?: string;
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, flex: 1 }}>
      <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: color, flexShrink: 0 }} aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap>
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {detail}
        </Typography>
        {day && (
          <Typography variant="caption" color="text.secondary" component="div" data-testid="driver-route-day">
            {day}
          </Typography>
        )}
        {status && (
          <Typography variant="caption" color="primary" component="div">
            {status}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

/**
 * The optimised stop list (spec section 2): one expandable panel per driver route with its driver,
 * distance, time and status, and a 'No route to stops' panel for stops no driver can serve. Each
 * driver route can be handed to another driver.
 */
export function OptimizedPanels({
  routeId,
  canHandOver,
  views,
  driverRoutes,
  distanceUnit,
  clock,
  planStartSeconds,
  selectedId,
  onSelect,
}: TOptimizedPanelsProps) {
  const groups = optimizedGroups(views, driverRoutes);
  return (
    <Box>
      {groups.map((g) => {
        const dr = g.driverRoute;
        const title = dr ? dr.name || dr.email || 'No driver assigned' : Messages.noRouteToStops;
        const stopsText = `${g.views.length} stop${g.views.length === 1 ? '' : 's'}`;
        // A driver whose own shift starts after the route's leaves then: their day counts from it.
        const span = dr
          ? planSpanText(dr.day?.shift_start ?? planStartSeconds, dr.duration_total, clock)
          : '';
        const detail = dr
          ? [stopsText, formatDistance(dr.distance, distanceUnit), formatDuration(dr.duration_total), span]
              .filter(Boolean)
              .join(' · ')
          : stopsText;
        return (
          <Accordion key={g.key} defaultExpanded disableGutters data-testid="driver-route-panel">
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <PanelTitle
                color={g.color}
                title={title}
                detail={detail}
                status={dr ? driverRouteStatus(dr, clock) : ''}
                day={driverDayTexts(dr?.day, clock.hour_cycle).join(' · ')}
              />
            </AccordionSummary>
            <AccordionDetails sx={{ p: 0 }}>
              {dr && canHandOver && (
                <HandOverDriver routeId={routeId} driverRoute={dr} driverRoutes={driverRoutes} />
              )}
              <StopList
                views={g.views}
                distanceUnit={distanceUnit}
                clock={clock}
                planStartSeconds={planStartSeconds}
                selectedId={selectedId}
                onSelect={onSelect}
                breakAfter={plannedBreak(dr?.day, clock)}
              />
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
