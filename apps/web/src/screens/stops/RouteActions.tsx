import { Button, Link, Stack } from '@mui/material';
import { Messages, type TRoute } from '@rp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDialogs } from '../../components/dialogs';
import { hasStartAndEnd } from '../../components/StartEndFields';
import { OptimizeProgressDialog } from './OptimizeProgressDialog';
import { invalidateStops, stopCalls } from './stopsApi';

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
}: {
  route: TRoute;
  stopCount: number;
  onNeedStartEnd: () => void;
}) {
  const dialogs = useDialogs();
  const qc = useQueryClient();
  const [busy, setBusy] = useState<'optimize' | 'send' | 'cancel' | null>(null);
  if (route.is_driver_route) return null;

  const optimize = async () => {
    const check = optimizeCheck(route, stopCount);
    if (check === 'start-end') return onNeedStartEnd();
    if (check === 'no-stops') return dialogs.info(undefined, Messages.firstAddStops);
    if (check === 'one-stop') return dialogs.info(undefined, Messages.addAtLeastTwoStops);
    setBusy('optimize');
    try {
      await stopCalls.optimize(route.id);
      await invalidateStops(qc, route.id);
      setBusy(null);
      await dialogs.info(Messages.optimizedTitle, Messages.optimized);
    } catch (e) {
      // Every refusal comes as an error answer: the dialog shows the server's message (spec section 8).
      setBusy(null);
      await dialogs.info(Messages.cantOptimizeTitle, message(e));
    }
  };

  const send = async () => {
    if (!route.is_optimized) return dialogs.info(undefined, Messages.optimizeFirst);
    setBusy('send');
    try {
      await stopCalls.send(route.id);
      await invalidateStops(qc, route.id);
      setBusy(null);
      await dialogs.info(undefined, Messages.routeSent);
    } catch (e) {
      setBusy(null);
      await dialogs.info(Messages.errorTitle, message(e));
    }
  };

  const cancel = async () => {
    setBusy('cancel');
    try {
      await stopCalls.cancelOptimization(route.id);
      await invalidateStops(qc, route.id);
    } catch (e) {
      await dialogs.info(Messages.errorTitle, message(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack spacing={1} sx={{ px: 2, py: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" sx={{ flex: 1 }} onClick={optimize} disabled={busy !== null}>
          Optimize route
        </Button>
        <Button
          variant={route.is_optimized ? 'contained' : 'outlined'}
          color="secondary"
          sx={{ flex: 1 }}
          onClick={send}
          loading={busy === 'send'}
          disabled={busy !== null && busy !== 'send'}
        >
          Send route to driver
        </Button>
      </Stack>
      {route.is_optimized && (
        <Link
          component="button"
          type="button"
          onClick={cancel}
          disabled={busy !== null}
          sx={{ alignSelf: 'flex-start' }}
        >
          Cancel optimization
        </Link>
      )}
      <OptimizeProgressDialog open={busy === 'optimize'} />
    </Stack>
  );
}
