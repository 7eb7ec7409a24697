import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, CircularProgress, IconButton, Stack, TextField, Typography } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers';
import { Messages, type TRoute, ZRouteDetailsFormSchema } from '@rp/contracts';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { useDialogs } from '../../components/dialogs';
import {
  StartEndFields,
  startEndBody,
  startEndOfRoute,
  type TStartEnd,
} from '../../components/StartEndFields';
import { useDeleteRoute, useEditRoute, useRoute } from '../../data/routes';
import { dayToDayjs, toDay } from '../../lib/dates';
import { DepotMarkers } from '../../map/DepotMarkers';
import { FitBounds } from '../../map/FitBounds';
import { useMapLayers } from '../../map/MapStage';
import { currentRoute, plannerPaths, useRouteId } from '../../routing/useRouteId';

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

/** The form: the route's texts checked with the contracts' rules, its date and its start and end. */
const ZEditRouteFormSchema = ZRouteDetailsFormSchema.extend({
  day: z.custom<Dayjs | null>(),
  points: z.custom<TStartEnd>(),
});
type TEditRouteFormIn = z.input<typeof ZEditRouteFormSchema>;
type TEditRouteFormOut = z.output<typeof ZEditRouteFormSchema>;

function EditRouteForm({ route }: { route: TRoute }) {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const editRoute = useEditRoute();
  const deleteRoute = useDeleteRoute();
  const { control, handleSubmit } = useForm<TEditRouteFormIn, unknown, TEditRouteFormOut>({
    resolver: zodResolver(ZEditRouteFormSchema),
    defaultValues: {
      name: route.name,
      desc: route.desc,
      day: dayToDayjs(route.planned_on),
      points: startEndOfRoute(route),
    },
  });
  const points = useWatch({ control, name: 'points' });
  /** Optimised and driver routes keep their name, date and times (spec section 4): shown read-only. */
  const isLocked = route.is_optimized || route.is_driver_route;
  const back = () => navigate(plannerPaths.stops(route.id));
  useStartEndOnMap(route.id, points);
  const fail = (e: unknown) => dialogs.info(Messages.errorTitle, e instanceof Error ? e.message : String(e));

  const save = handleSubmit(async ({ name, desc, day, points: startEnd }) => {
    try {
      await editRoute.mutateAsync({
        route_id: route.id,
        name,
        desc,
        planned_on: day?.isValid() ? toDay(day.toDate()) : route.planned_on,
        ...startEndBody(startEnd),
      });
      back();
    } catch (e) {
      await fail(e);
    }
  });

  const remove = async () => {
    if (!(await dialogs.confirm(Messages.confirmDeleteRoute))) return;
    try {
      await deleteRoute.mutateAsync(route.id);
      currentRoute.clear();
      navigate(plannerPaths.routes);
    } catch (e) {
      await fail(e);
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
          <Button color="error" onClick={remove} loading={deleteRoute.isPending}>
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
      <Controller
        name="day"
        control={control}
        render={({ field }) => (
          <DatePicker
            label="Date"
            value={field.value}
            disabled={isLocked}
            onChange={field.onChange}
            format="YYYY-MM-DD"
            slotProps={{ textField: { size: 'small' } }}
          />
        )}
      />
      <Controller
        name="name"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            label="Route name"
            size="small"
            value={field.value}
            inputRef={field.ref}
            disabled={isLocked}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="desc"
        control={control}
        render={({ field }) => (
          <TextField
            label="Note"
            size="small"
            multiline
            minRows={2}
            value={field.value}
            inputRef={field.ref}
            disabled={isLocked}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        name="points"
        control={control}
        render={({ field }) => (
          <StartEndFields value={field.value} onChange={field.onChange} disabled={isLocked} />
        )}
      />
      <Stack direction="row" spacing={1}>
        {!isLocked && (
          <Button variant="contained" onClick={save} loading={editRoute.isPending}>
            Save
          </Button>
        )}
        <Button onClick={back}>Cancel</Button>
      </Stack>
    </Stack>
  );
}
