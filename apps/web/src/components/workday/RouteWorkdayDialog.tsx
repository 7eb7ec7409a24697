import type { TRouteWorkday } from '@rp/contracts';
import { useSaveRouteWorkday } from '../../data/workday';
import { WorkingDayDialog } from './WorkingDayDialog';

/** One selected driver's working day on this route; empty fields take the driver's default. */
export function RouteWorkdayDialog({
  routeId,
  driver,
  onClose,
}: {
  routeId: number;
  driver: TRouteWorkday;
  onClose: () => void;
}) {
  const save = useSaveRouteWorkday(routeId);
  return (
    <WorkingDayDialog
      title={`${driver.name} on this route`}
      hint="Empty fields take the driver's default working day."
      initial={driver.override}
      fallback={driver.default}
      isSaving={save.isPending}
      error={save.error?.message}
      onClose={onClose}
      onSave={(w) => save.mutate({ driver_id: driver.driver_id, ...w }, { onSuccess: onClose })}
    />
  );
}
