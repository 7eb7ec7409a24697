import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers';
import { Messages, type TRoute } from '@rp/contracts';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../components/dialogs';
import { useTeamClock } from '../../data/preferences';
import { useCopyRoute, useDeleteRoute, useRoutesList } from '../../data/routes';
import { dayToDayjs, formatDay, toDay, todayDay } from '../../lib/dates';
import { currentRoute, plannerPaths } from '../../routing/useRouteId';
import { groupRoutesByDay } from './groupByDay';
import { RouteListItem } from './RouteListItem';

/** Routes list (spec section 2): routes of the picked day (today by default) or all, grouped by day. */
export function RoutesScreen() {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const copyRoute = useCopyRoute();
  const deleteRoute = useDeleteRoute();
  /** The picked day, or null for 'Get all routes'. */
  const clock = useTeamClock();
  // Today on the team's clock until a day is picked (the team's zone arrives with its preferences).
  const [picked, setDay] = useState<string | null | undefined>(undefined);
  const day = picked === undefined ? todayDay(clock.timezone) : picked;
  const list = useRoutesList(day);
  const groups = useMemo(() => groupRoutesByDay(list.data ?? []), [list.data]);

  const copy = async (route: TRoute) => {
    try {
      await copyRoute.mutateAsync(route.id);
      await dialogs.info(undefined, Messages.routeCopied);
    } catch (e) {
      await dialogs.info(Messages.errorTitle, e instanceof Error ? e.message : String(e));
    }
  };

  const remove = async (route: TRoute) => {
    if (!(await dialogs.confirm(Messages.confirmDeleteRouteNamed(route.name)))) return;
    try {
      await deleteRoute.mutateAsync(route.id);
      if (currentRoute.get() === route.id) currentRoute.clear();
    } catch (e) {
      await dialogs.info(Messages.errorTitle, e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          Routes
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(plannerPaths.newRoute)}>
          New Route
        </Button>
      </Stack>
      <DatePicker
        value={day ? dayToDayjs(day) : null}
        onChange={(d) => {
          if (d && dayjs(d).isValid()) setDay(toDay(d.toDate()));
        }}
        format="YYYY-MM-DD"
        slotProps={{ textField: { size: 'small', 'aria-label': 'Routes date' } }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }} data-testid="routes-count">
          Routes ({list.data?.length ?? 0}):
        </Typography>
        <Button size="small" onClick={() => setDay(null)} disabled={day === null}>
          Get all routes
        </Button>
      </Stack>
      {list.isPending && <CircularProgress aria-label="Loading routes" sx={{ alignSelf: 'center' }} />}
      {list.isError && <Alert severity="error">{list.error.message}</Alert>}
      {list.isSuccess && groups.length === 0 && (
        <Typography color="text.secondary">
          {day ? `No routes on ${formatDay(day)}.` : 'No routes yet.'} Press New Route to plan one.
        </Typography>
      )}
      <Box>
        {groups.map((g) => (
          <Accordion key={g.day} defaultExpanded disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography sx={{ fontWeight: 500 }}>
                {formatDay(g.day)} ({g.routes.length})
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ pt: 0 }}>
              <Box component="ul" sx={{ m: 0, p: 0 }}>
                {g.routes.map((r) => (
                  <RouteListItem key={r.id} route={r} onCopy={copy} onDelete={remove} />
                ))}
              </Box>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Stack>
  );
}
