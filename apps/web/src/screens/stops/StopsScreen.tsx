import { Alert, Box, CircularProgress, Divider, Link, Stack, Typography } from '@mui/material';
import { Messages, mapPoint, PointMessages, StopErr, type TAddressResult, type TStop } from '@rp/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { session } from '../../auth/session';
import { AddressSearch } from '../../components/AddressSearch';
import { useDialogs } from '../../components/dialogs';
import { useDriverPositions } from '../../data/deliveries';
import { useTeamClock } from '../../data/preferences';
import { useRoute } from '../../data/routes';
import { useMoveStop, useSaveStop, useStops } from '../../data/stops';
import { stopViews } from '../../lib/stopsView';
import { useRouteAnnouncements } from '../../lib/useRouteAnnouncements';
import { mapDrivers } from '../../map/DriverMarkers';
import { currentRoute, plannerPaths, useRouteId } from '../../routing/useRouteId';
import { focusStopRow } from './focusStopRow';
import { OptimizedPanels } from './OptimizedPanels';
import { RouteActions } from './RouteActions';
import { RouteSummary } from './RouteSummary';
import { StartEndDialog } from './StartEndDialog';
import { DISCARD_EDITS, StopEditor } from './StopEditor';
import { StopList } from './StopList';
import { StopsHeader } from './StopsHeader';
import { TravelModelNote } from './TravelModelNote';
import { useStopsMap } from './useStopsMap';

/** The stop editor opens this long after a stop is clicked, so the previous one resets (spec section 9). */
export const STOP_EDITOR_DELAY_MS = 500;

/** /stops without an id reopens the current route, or goes to the Routes list. */
export function StopsScreen() {
  const routeId = useRouteId();
  if (routeId === null) {
    const current = currentRoute.get();
    return <Navigate to={current ? plannerPaths.stops(current) : plannerPaths.routes} replace />;
  }
  return <RouteStops key={routeId} routeId={routeId} />;
}

/** The route detail sidebar (spec section 2) and the route on the map. */
function RouteStops({ routeId }: { routeId: number }) {
  const dialogs = useDialogs();
  const saveStop = useSaveStop(routeId);
  const { mutateAsync: moveStop } = useMoveStop(routeId);
  const route = useRoute(routeId);
  const clock = useTeamClock();
  const stops = useStops(routeId);
  useRouteAnnouncements(route.data, stops.data, clock);
  const distanceUnit = session.get()?.user_data.distanceUnit ?? 0;
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [isStartEndOpen, setStartEndOpen] = useState(false);
  const [limitMessage, setLimitMessage] = useState('');
  const [fitVersion, setFitVersion] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    currentRoute.set(routeId);
    return () => clearTimeout(timer.current);
  }, [routeId]);

  const r = route.data;
  const isOptimized = !!r?.is_optimized;
  const isLocked = isOptimized || !!r?.is_driver_route;
  // A sent route's stops stay editable (the day moves); an optimised one not yet sent does not.
  const areStopsLocked = (isOptimized && !r?.sent_at) || !!r?.is_driver_route;
  const views = useMemo(
    () => stopViews(stops.data ?? [], isOptimized, r?.driver_routes ?? []),
    [stops.data, isOptimized, r?.driver_routes],
  );
  const positions = useDriverPositions(routeId, isOptimized);
  const drivers = useMemo(
    () => (isOptimized ? mapDrivers(positions.data ?? [], r?.driver_routes ?? []) : []),
    [isOptimized, positions.data, r?.driver_routes],
  );

  const isEditorDirty = useRef(false);
  const setEditorDirty = useCallback((isDirty: boolean) => {
    isEditorDirty.current = isDirty;
  }, []);

  /** Opens a stop; picking one while the editor holds unsaved edits asks first, as Close does. */
  const select = useCallback(
    async (id: number) => {
      if (isEditorDirty.current && !(await dialogs.confirm(DISCARD_EDITS.question, DISCARD_EDITS.buttons)))
        return;
      isEditorDirty.current = false;
      setEditingId(null);
      setFocusedId(id);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setEditingId(id), STOP_EDITOR_DELAY_MS);
    },
    [dialogs],
  );

  const closeEditor = useCallback(() => {
    isEditorDirty.current = false;
    clearTimeout(timer.current);
    if (editingId !== null) focusStopRow(editingId);
    setEditingId(null);
    setFocusedId(null);
  }, [editingId]);

  /** The map back on every stop and the depots (not on the stop last looked at), e.g. after Optimise. */
  const showWholeRoute = useCallback(() => {
    clearTimeout(timer.current);
    setFocusedId(null);
    setFitVersion((v) => v + 1);
  }, []);

  const drag = useCallback(
    async (id: number, lat: number, lng: number) => {
      // A map scrolled round the world gives longitudes past 180; 0, 0 is no place to save.
      const point = mapPoint(lat, lng);
      try {
        // Moving to no place still reloads the stops, which puts the marker back.
        const answer = await moveStop(point ? { id, ...point } : null);
        if (!answer) await dialogs.info(undefined, PointMessages.zero);
        else if (answer.err !== StopErr.Ok) await dialogs.info(undefined, answer.message);
      } catch (e) {
        await dialogs.info(Messages.errorTitle, e instanceof Error ? e.message : String(e));
      }
    },
    [dialogs, moveStop],
  );

  const add = async (place: TAddressResult | null) => {
    if (!place) return;
    try {
      const answer = await saveStop.mutateAsync({
        name: place.name,
        address: place.fullAddress || place.address || place.name,
        note: '',
        lat: place.lat,
        lng: place.lng,
      });
      if (answer.err !== StopErr.Ok) {
        if (answer.err === StopErr.PlanLimit) setLimitMessage(answer.message);
        await dialogs.info(undefined, answer.message);
        return;
      }
      setFitVersion((v) => v + 1);
    } catch (e) {
      await dialogs.info(Messages.errorTitle, e instanceof Error ? e.message : String(e));
    }
  };

  useStopsMap({
    route: r,
    views,
    drivers,
    isLoaded: stops.isSuccess,
    fitVersion,
    focusedId,
    isDraggable: !areStopsLocked,
    onSelect: select,
    onDragEnd: drag,
  });

  if (route.isError) {
    return (
      <Stack spacing={2} sx={{ p: 2 }}>
        <Alert severity="error">{route.error.message}</Alert>
        <Link component={RouterLink} to={plannerPaths.routes}>
          Back to routes
        </Link>
      </Stack>
    );
  }
  if (!r) return <CircularProgress aria-label="Loading route" sx={{ m: 4 }} />;

  const editing = views.find((v) => v.stop.id === editingId);

  return (
    <Box>
      <StopsHeader route={r} />
      {r.is_driver_route && (
        <Alert severity="info" sx={{ mx: 2 }}>
          {Messages.driverRouteReadOnly}
        </Alert>
      )}
      <RouteSummary route={r} isLocked={isLocked} onEditStartEnd={() => setStartEndOpen(true)} />
      <RouteActions
        route={r}
        stopCount={stops.data?.length ?? 0}
        onNeedStartEnd={() => setStartEndOpen(true)}
        onOptimized={showWholeRoute}
      />
      <Divider />
      {editing && (
        <StopEditor
          key={editing.stop.id}
          routeId={routeId}
          stop={editing.stop}
          label={editing.label}
          isLocked={areStopsLocked}
          isOptimized={isOptimized}
          onClose={closeEditor}
          onDirtyChange={setEditorDirty}
          onDuplicated={(s: TStop) => select(s.id)}
        />
      )}
      {/* The list stays mounted under an open editor, so closing it is instant even with 500 stops. */}
      <Box sx={{ display: editing ? 'none' : 'block' }}>
        {!areStopsLocked && (
          <Stack spacing={1} sx={{ px: 2, pt: 1.5, pb: 1 }}>
            <AddressSearch
              label="Add a stop"
              placeholder="Search an address or type lat, lng"
              clearOnSelect
              disabled={!!limitMessage}
              onChange={(place) => void add(place)}
            />
            {limitMessage && (
              <Typography variant="caption" color="error">
                {limitMessage}
              </Typography>
            )}
            <Link component={RouterLink} to={plannerPaths.importData(routeId)} variant="body2">
              Import data
            </Link>
          </Stack>
        )}
        <Typography variant="subtitle2" sx={{ px: 2, pt: 1 }}>
          Stops ({stops.data?.length ?? 0})
        </Typography>
        <TravelModelNote route={r} distanceUnit={distanceUnit} />
        {stops.isPending && <CircularProgress aria-label="Loading stops" sx={{ m: 2 }} />}
        {stops.isError && <Alert severity="error">{stops.error.message}</Alert>}
        {isOptimized ? (
          <OptimizedPanels
            routeId={routeId}
            canHandOver={!r.is_driver_route}
            views={views}
            driverRoutes={r.driver_routes}
            distanceUnit={distanceUnit}
            clock={clock}
            planStartSeconds={r.plan_start_seconds}
            selectedId={focusedId}
            onSelect={select}
          />
        ) : (
          <StopList
            views={views}
            distanceUnit={distanceUnit}
            clock={clock}
            selectedId={focusedId}
            onSelect={select}
          />
        )}
      </Box>
      {isStartEndOpen && <StartEndDialog route={r} onClose={() => setStartEndOpen(false)} />}
    </Box>
  );
}
