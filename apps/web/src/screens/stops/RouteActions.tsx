import { Button, Link, Stack } from '@mui/material';
import { Messages, type TRoute } from '@rp/contracts';
import { useRef, useState } from 'react';
import { useAnnounce } from '../../components/Announcer';
import { useDialogs } from '../../components/dialogs';
import { returnFocus } from '../../components/return-focus';
import { hasStartAndEnd } from '../../components/StartEndFields';
import { RouteGoalSelect } from '../../components/workday/RouteGoalSelect';
import { useCancelOptimization, useOptimizeRoute, useSendRoute } from '../../data/routes';
import { LiveTexts } from '../../lib/live-announcements';
import { OptimizeProgressDialog } from './OptimizeProgressDialog';
import { ReviewChangesDialog } from './ReviewChangesDialog';

/** What pressing 'Optimize route' does before any call (spec section 5). */
export function optimizeCheck(
  route: TRoute,
  stopCount: number,
): 'start-end' | 'no-stops' | 'one-stop' | 'ok' {
  if (!hasStartAndEnd(route)) return 'start-end';
  if (stopCount === 0) return 'no-stops';
  if (stopCount < 2) return 'one-stop';
  return 'ok';
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * 'Optimize route', 'Send route to driver' and 'Cancel optimization' with the spec's local checks;
 * driver routes offer none of them.
 */
export function RouteActions({
  route,
  stopCount,
  onNeedStartEnd,
  onOptimized,
}: {
  route: TRoute;
  stopCount: number;
  onNeedStartEnd: () => void;
  /** After a successful Optimise (e.g. to show the whole new route on the map). */
  onOptimized?: () => void;
}) {
  const dialogs = useDialogs();
  const announce = useAnnounce();
  const optimizeRoute = useOptimizeRoute(route.id);
  const sendRoute = useSendRoute(route.id);
  const cancelOptimization = useCancelOptimization(route.id);
  const [isReviewing, setReviewing] = useState(false);
  const optimizeButton = useRef<HTMLButtonElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const isBusy = optimizeRoute.isPending || sendRoute.isPending || cancelOptimization.isPending;
  if (route.is_driver_route) return null;
  // A route its drivers already have is re-planned only after the dispatcher saw what would change.
  const isSent = route.is_optimized && route.sent_at !== null;

  const optimize = async () => {
    const check = optimizeCheck(route, stopCount);
    if (check === 'start-end') return onNeedStartEnd();
    if (check === 'no-stops') return dialogs.info(undefined, Messages.firstAddStops);
    if (check === 'one-stop') return dialogs.info(undefined, Messages.addAtLeastTwoStops);
    if (isSent) return setReviewing(true);
    try {
      await optimizeRoute.mutateAsync();
    } catch (e) {
      // Every refusal comes as an error answer: the dialog shows the server's message (spec section 8).
      announce(LiveTexts.optimisationFailed(message(e)));
      return dialogs.info(Messages.cantOptimizeTitle, message(e));
    }
    onOptimized?.();
    await dialogs.info(Messages.optimizedTitle, Messages.optimized);
  };

  const send = async () => {
    if (!route.is_optimized) return dialogs.info(undefined, Messages.optimizeFirst);
    try {
      await sendRoute.mutateAsync();
    } catch (e) {
      return dialogs.info(Messages.errorTitle, message(e));
    }
    await dialogs.info(undefined, Messages.routeSent);
  };

  const cancel = async () => {
    try {
      await cancelOptimization.mutateAsync();
    } catch (e) {
      await dialogs.info(Messages.errorTitle, message(e));
    }
  };

  return (
    <Stack spacing={1} sx={{ px: 2, py: 1 }}>
      <RouteGoalSelect route={route} />
      <Stack direction="row" spacing={1}>
        <Button
          ref={optimizeButton}
          variant="contained"
          sx={{ flex: 1 }}
          onClick={() => void optimize().finally(() => returnFocus(optimizeButton.current))}
          // Kept enabled (and focused) while optimising: the progress dialog above it blocks a second press.
          disabled={isBusy && !optimizeRoute.isPending}
        >
          Optimize route
        </Button>
        <Button
          variant={route.is_optimized ? 'contained' : 'outlined'}
          color="secondary"
          sx={{ flex: 1 }}
          ref={sendButton}
          onClick={() => void send().finally(() => returnFocus(sendButton.current))}
          loading={sendRoute.isPending}
          disabled={isBusy && !sendRoute.isPending}
        >
          Send route to driver
        </Button>
      </Stack>
      {route.is_optimized && (
        <Link
          component="button"
          type="button"
          // The link goes with the plan: the keyboard goes on from Optimize route.
          onClick={() => void cancel().finally(() => returnFocus(optimizeButton.current))}
          disabled={isBusy}
          sx={{ alignSelf: 'flex-start' }}
        >
          Cancel optimization
        </Link>
      )}
      <OptimizeProgressDialog open={optimizeRoute.isPending} />
      {isReviewing && (
        <ReviewChangesDialog
          routeId={route.id}
          onClose={() => setReviewing(false)}
          onConfirmed={() => {
            setReviewing(false);
            onOptimized?.();
          }}
        />
      )}
    </Stack>
  );
}
