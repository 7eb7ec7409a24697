import { Button, Stack, Typography } from '@mui/material';
import type { TRouteWorkday } from '@rp/contracts';
import { useState } from 'react';
import { useRouteWorkdays } from '../../data/workday';
import { RouteWorkdayDialog } from './RouteWorkdayDialog';

/** One line of a driver's effective day: shift, break, capacity. */
function summary(d: TRouteWorkday): string {
  const w = d.effective;
  const parts: string[] = [];
  if (w.capacity !== null) parts.push(`${w.capacity} packages`);
  if (w.max_weight !== null) parts.push(`${w.max_weight} kg`);
  if (w.max_stops !== null) parts.push(`max ${w.max_stops} stops`);
  if (w.break_duration !== null) parts.push(`${w.break_duration} min break`);
  if (w.skills?.length) parts.push(w.skills.join(', '));
  return parts.join(' · ') || 'Default day';
}

/** The route's selected drivers, each with a button to set their working day on this route. */
export function RouteDriversWorkdays({ routeId }: { routeId: number }) {
  const workdays = useRouteWorkdays(routeId);
  const [open, setOpen] = useState<TRouteWorkday | null>(null);
  if (!workdays.data || workdays.data.drivers.length === 0) return null;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">Working day on this route</Typography>
      {workdays.data.drivers.map((d) => (
        <Stack key={d.driver_id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {d.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {summary(d)}
            </Typography>
          </Stack>
          <Button size="small" onClick={() => setOpen(d)} aria-label={`Working day on this route ${d.name}`}>
            Working day
          </Button>
        </Stack>
      ))}
      {open && <RouteWorkdayDialog routeId={routeId} driver={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
