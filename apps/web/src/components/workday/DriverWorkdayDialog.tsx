import { CircularProgress, Dialog } from '@mui/material';
import { useDriverWorkday, useSaveDriverWorkday } from '../../data/workday';
import { WorkingDayDialog } from './WorkingDayDialog';

/** A team driver's default working day, loaded then edited. */
export function DriverWorkdayDialog({
  driverId,
  name,
  onClose,
}: {
  driverId: number;
  name: string;
  onClose: () => void;
}) {
  const workday = useDriverWorkday(driverId);
  const save = useSaveDriverWorkday();
  if (!workday.data)
    return (
      <Dialog open onClose={onClose}>
        <CircularProgress aria-label="Loading the working day" sx={{ m: 3 }} />
      </Dialog>
    );
  return (
    <WorkingDayDialog
      title={`Working day: ${name}`}
      hint="Every route uses these unless it sets its own. Empty: the route's start time, no end, the depot."
      initial={workday.data}
      isSaving={save.isPending}
      error={save.error?.message}
      onClose={onClose}
      onSave={(w) => save.mutate({ driver_id: driverId, ...w }, { onSuccess: onClose })}
    />
  );
}
