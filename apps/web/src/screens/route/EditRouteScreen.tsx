import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, CircularProgress, IconButton, Stack, TextField, Typography } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers';
import { Messages, type TRoute } from '@rp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useDialogs } from '../../components/dialogs';
import {
  StartEndFields,
  startEndBody,
  startEndOfRoute,
  type TStartEnd,
} from '../../components/StartEndFields';
import { dayToDayjs, toDay } from '../../lib/dates';
import { DepotMarkers } from '../../map/DepotMarkers';
import { FitBounds } from '../../map/FitBounds';
import { useMapLayers } from '../../map/MapStage';
import { currentRoute, plannerPaths, useRouteId } from '../../routing/useRouteId';
import { invalidateRoute, routeCalls, useRoute } from './routeApi';

/** Edit route (/route?id=): 'Edit route details'. */
export function EditRouteScreen() {
  const routeId = useRouteId();
  const route = useRoute(routeId);
  if (routeId === null) return <Navigate to={plannerPaths.routes} replace />;
  if (route.isError) return <Alert severity="error">{route.error.message}</Alert>;
  if (!route.data) return <CircularProgress aria-label="Loading route" sx={{ m: 4 }} />;
  return <EditRouteForm key={route.data.id} route={route.data} />;
}

/** The start and end being edited, on the map (fitted when the screen opens). */
function useStartEndOnMap(routeId: number, points: TStartEnd) {
  const { start, end } = points;
  const layers = useMemo(() => {
    const s = start && { lat: start.lat, lng: start.lng, address: start.fullAddress || start.address };
    const e = end && { lat: end.lat, lng: end.lng, address: end.fullAddress || end.address };
    return (
      <>
        <FitBounds fitKey={`edit-route-${routeId}`} points={[s, e].filter((p) => p !== null)} />
        <DepotMarkers start={s} end={e} />
      </>
    );
  }, [routeId, start, end]);
  useMapLayers(layers);
}

function EditRouteForm({ route }: { route: TRoute }) {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const qc = useQueryClient();
  const [name, setName] = useState(route.name);
  const [desc, setDesc] = useState(route.desc);
  const [day, setDay] = useState<Dayjs | null>(dayToDayjs(route.planned_on));
  const [points, setPoints] = useState<TStartEnd>(() => startEndOfRoute(route));
  const [nameError, setNameError] = useState('');
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  /** Optimised and driver routes keep their name, date and times (spec section 4): shown read-only. */
  const isLocked = route.is_optimized || route.is_driver_route;
  const back = () => navigate(plannerPaths.stops(route.id));
  useStartEndOnMap(route.id, points);
  const fail = (e: unknown) => dialogs.info(Messages.errorTitle, e instanceof Error ? e.message : String(e));

  const save = async () => {
    if (!name.trim()) {
      setNameError(Messages.routeNameEmpty);
      return;
    }
    setBusy('save');
    try {
      await routeCalls.edit({
        route_id: route.id,
        name: name.trim(),
        desc,
        planned_on: day?.isValid() ? toDay(day.toDate()) : route.planned_on,
        ...startEndBody(points),
      });
      await invalidateRoute(qc, route.id);
      back();
    } catch (e) {
      await fail(e);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!(await dialogs.confirm(Messages.confirmDeleteRoute))) return;
    setBusy('delete');
    try {
      await routeCalls.remove(route.id);
      currentRoute.clear();
      await invalidateRoute(qc);
      navigate(plannerPaths.routes);
    } catch (e) {
      await fail(e);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label="Back to stops" onClick={back}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          Edit route details
        </Typography>
        {!route.is_driver_route && (
          <Button color="error" onClick={remove} loading={busy === 'delete'}>
            Delete route
          </Button>
        )}
      </Stack>
      {isLocked && (
        <Alert severity="info">
          {route.is_driver_route
            ? Messages.driverRouteReadOnly
            : `${Messages.routeOptimizedYes} Cancel the optimization to change it.`}
        </Alert>
      )}
      <DatePicker
        label="Date"
        value={day}
        disabled={isLocked}
        onChange={setDay}
        format="YYYY-MM-DD"
        slotProps={{ textField: { size: 'small' } }}
      />
      <TextField
        label="Route name"
        size="small"
        value={name}
        disabled={isLocked}
        onChange={(e) => {
          setName(e.target.value);
          setNameError('');
        }}
        error={!!nameError}
        helperText={nameError}
      />
      <TextField
        label="Note"
        size="small"
        multiline
        minRows={2}
        value={desc}
        disabled={isLocked}
        onChange={(e) => setDesc(e.target.value)}
      />
      <StartEndFields value={points} onChange={setPoints} disabled={isLocked} />
      <Stack direction="row" spacing={1}>
        {!isLocked && (
          <Button variant="contained" onClick={save} loading={busy === 'save'}>
            Save
          </Button>
        )}
        <Button onClick={back}>Cancel</Button>
      </Stack>
    </Stack>
  );
}
