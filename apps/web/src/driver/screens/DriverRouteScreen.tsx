import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Stack, Typography } from '@mui/material';
import {
  DeliveryStatus,
  DriverMessages,
  driverDayTexts,
  ProofRequired,
  RouteStatus,
  type TStop,
} from '@rp/contracts';
import { Fragment, useCallback, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { plannedBreak } from '../../lib/planned-break';
import { usePlanChange } from '../live/plan-change';
import { nextPendingStop } from '../outbox/apply-pending';
import { driverActions } from '../outbox/driver-outbox';
import { useRoutePosition } from '../position/useRoutePosition';
import { useDriverRoute } from '../useDriverData';
import { BreakCard } from './BreakCard';
import { DeliveredDialog, FailedDialog } from './DeliveryDialogs';
import { FinishRouteButton } from './FinishRouteButton';
import { RouteNoLongerYours } from './RouteNoLongerYours';
import { routeStatusText } from './route-status';
import { StopCard } from './StopCard';
import { type TJustMarked, UndoButton, UndoSnackbar } from './UndoOutcome';

type TOpenDialog = { kind: 'delivered' | 'failed'; stop: TStop } | null;

const inVisitingOrder = (stops: TStop[]) =>
  [...stops].sort((a, b) => a.position_on_the_route - b.position_on_the_route || a.sequence - b.sequence);

/** One driver route: Start, the next stop first with its actions, the others below, Finish. */
export function DriverRouteScreen() {
  const vehicleRouteId = Number(useParams().vehicleRouteId);
  const route = useDriverRoute(vehicleRouteId);
  const [dialog, setDialog] = useState<TOpenDialog>(null);
  const [justMarked, setJustMarked] = useState<TJustMarked | null>(null);
  const closeNote = useCallback(() => setJustMarked(null), []);
  const view = route.view;
  const isStarted = view?.driver_route.route_status === RouteStatus.Started;
  useRoutePosition(vehicleRouteId, isStarted);
  const plan = usePlanChange(
    view &&
      inVisitingOrder(view.stops)
        .map((s) => s.id)
        .join(),
  );

  if (route.isError) {
    if (route.error instanceof ApiError && route.error.status === 404) return <RouteNoLongerYours />;
    return <Alert severity="error">{route.error.message || 'Could not load the route.'}</Alert>;
  }
  if (!view) return <Typography>Loading the route…</Typography>;

  const summary = view.driver_route;
  const stops = inVisitingOrder(view.stops);
  const next = nextPendingStop(stops);
  const done = stops.filter((s) => s.delivery_status !== DeliveryStatus.Pending).length;
  // A route kept on the phone before the rule existed has none.
  const proofRequired = summary.proof_required ?? ProofRequired.None;
  const numberOf = (stopId: number) => stops.findIndex((s) => s.id === stopId) + 1;
  const dayLines = driverDayTexts(summary.day, summary.clock.hour_cycle);
  const pause = plannedBreak(summary.day, summary.clock);
  const breakCard = pause && <BreakCard text={pause.text} />;
  const undo = (stopId: number) => void driverActions.undo(vehicleRouteId, stopId);
  const finish = (
    <FinishRouteButton
      open={stops.length - done}
      total={stops.length}
      onFinish={() => void driverActions.finish(vehicleRouteId)}
    />
  );

  const actionsFor = (stop: TStop) =>
    !isStarted ? undefined : stop.delivery_status !== DeliveryStatus.Pending ? (
      <UndoButton stop={stop} onUndo={() => undo(stop.id)} />
    ) : (
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          color="success"
          size="large"
          sx={{ minHeight: 56, flex: 1 }}
          onClick={() => setDialog({ kind: 'delivered', stop })}
        >
          Delivered
        </Button>
        <Button
          variant="contained"
          color="error"
          size="large"
          sx={{ minHeight: 56, flex: 1 }}
          onClick={() => setDialog({ kind: 'failed', stop })}
        >
          Failed
        </Button>
      </Stack>
    );

  return (
    <Stack spacing={2}>
      <Button
        component={RouterLink}
        to="/driver"
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        Your routes
      </Button>
      <Stack spacing={0.5}>
        <Typography variant="h5" component="h1">
          {summary.route_name || `Route ${summary.route_id}`}
        </Typography>
        <Typography data-testid="driver-route-status">{routeStatusText(summary)}</Typography>
        <Typography color="text.secondary">
          {done} of {stops.length} stops done
        </Typography>
        {dayLines.map((line) => (
          <Typography key={line} variant="body2" color="text.secondary" data-testid="driver-day-line">
            {line}
          </Typography>
        ))}
      </Stack>
      {plan.change && (
        <Alert severity="info" onClose={plan.close} data-testid="plan-change">
          {plan.change.text}
        </Alert>
      )}
      {route.data?.isFromPhone && (
        <Alert severity="info">Offline: showing the route kept on this phone.</Alert>
      )}
      {summary.route_status === RouteStatus.NotStarted && (
        <>
          <Alert severity="info">{DriverMessages.routeNotStarted}</Alert>
          <Button
            variant="contained"
            size="large"
            sx={{ minHeight: 56 }}
            onClick={() => void driverActions.start(vehicleRouteId)}
          >
            Start route
          </Button>
        </>
      )}
      {next && (
        <StopCard
          stop={next}
          number={stops.indexOf(next) + 1}
          isNext
          isNew={plan.change?.added.includes(next.id)}
          actions={actionsFor(next)}
          clock={summary.clock}
          planStartSeconds={summary.plan_start_seconds}
        />
      )}
      {isStarted && !next && <Alert severity="success">All stops done.</Alert>}
      {isStarted && !next && finish}
      {summary.route_status === RouteStatus.Finished && (
        <Alert severity="success">{DriverMessages.routeFinished}</Alert>
      )}
      <Typography variant="h6" component="h2" sx={{ pt: 1 }}>
        All stops
      </Typography>
      {pause?.afterStops === 0 && breakCard}
      {stops.map((stop, i) => (
        <Fragment key={stop.id}>
          {stop !== next && (
            <StopCard
              stop={stop}
              number={i + 1}
              isNew={plan.change?.added.includes(stop.id)}
              actions={actionsFor(stop)}
              clock={summary.clock}
              planStartSeconds={summary.plan_start_seconds}
            />
          )}
          {pause?.afterStops === i + 1 && breakCard}
        </Fragment>
      ))}
      {isStarted && next && <Stack sx={{ pt: 3 }}>{finish}</Stack>}
      <UndoSnackbar marked={justMarked} onUndo={undo} onClose={closeNote} />
      {dialog?.kind === 'delivered' && (
        <DeliveredDialog
          stop={dialog.stop}
          proofRequired={proofRequired}
          onClose={() => setDialog(null)}
          onConfirm={(proof) => {
            setDialog(null);
            setJustMarked({ stopId: dialog.stop.id, text: `Stop ${numberOf(dialog.stop.id)} delivered` });
            void driverActions.delivered(
              vehicleRouteId,
              dialog.stop.id,
              proof,
              proofRequired !== ProofRequired.None,
            );
          }}
        />
      )}
      {dialog?.kind === 'failed' && (
        <FailedDialog
          stop={dialog.stop}
          onClose={() => setDialog(null)}
          onConfirm={(reason, note, photo) => {
            setDialog(null);
            setJustMarked({ stopId: dialog.stop.id, text: `Stop ${numberOf(dialog.stop.id)} failed` });
            void driverActions.failed(vehicleRouteId, dialog.stop.id, reason, note, photo);
          }}
        />
      )}
    </Stack>
  );
}
