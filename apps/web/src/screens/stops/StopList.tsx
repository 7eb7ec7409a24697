import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Avatar, Box, Chip, List, ListItemButton, Stack, Typography } from '@mui/material';
import {
  Arrival,
  DeliveryStatus,
  formatDistance,
  formatDuration,
  formatTimeWindow,
  Messages,
  Priority,
  PriorityDisplay,
} from '@rp/contracts';
import { memo } from 'react';
import type { TStopView } from './stopsView';

export interface TStopListProps {
  views: readonly TStopView[];
  distanceUnit: number;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

function arrivalProblem(arrival: number, waitingTime: number): string | null {
  if (arrival === Arrival.CannotRoute) return Messages.cannotRouteToStop;
  if (arrival === Arrival.CannotReachTimeWindow || waitingTime < 0) return Messages.cannotReachTimeWindow;
  return null;
}

const StopRow = memo(function StopRow({
  view,
  distanceUnit,
  isSelected,
  onSelect,
}: {
  view: TStopView;
  distanceUnit: number;
  isSelected: boolean;
  onSelect: (id: number) => void;
}) {
  const { stop, label, color } = view;
  const isDone = stop.delivery_status === DeliveryStatus.Delivered;
  const isFailed = stop.delivery_status === DeliveryStatus.Failed;
  const windowText =
    stop.time_window_start > 0 || stop.time_window_end > 0
      ? `${formatTimeWindow(stop.time_window_start) || '…'}–${formatTimeWindow(stop.time_window_end) || '…'}`
      : '';
  const problem = arrivalProblem(stop.arrival, stop.waiting_time);
  const hasLeg = stop.distance > 0 || stop.duration > 0;
  return (
    <ListItemButton
      selected={isSelected}
      onClick={() => onSelect(stop.id)}
      data-testid="stop-row"
      sx={{
        alignItems: 'flex-start',
        gap: 1.5,
        opacity: isDone || isFailed ? 0.55 : 1,
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 64px',
      }}
    >
      <Avatar sx={{ bgcolor: color, width: 28, height: 28, fontSize: 13, mt: 0.25 }}>{label}</Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }} noWrap>
            {stop.name || stop.address}
          </Typography>
          {isDone && <CheckCircleIcon color="success" fontSize="small" aria-label="Delivered" />}
          {isFailed && <CancelIcon color="error" fontSize="small" aria-label="Delivery failed" />}
        </Stack>
        <Typography variant="caption" color="text.secondary" component="div" noWrap>
          {stop.address}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.25 }}>
          {hasLeg && (
            <Typography variant="caption" color="text.secondary" data-testid="stop-leg">
              {formatDistance(stop.distance, distanceUnit)} · {formatDuration(stop.duration)}
            </Typography>
          )}
          {stop.priority === Priority.Asap && (
            <Chip
              size="small"
              label={PriorityDisplay[1].label}
              sx={{ bgcolor: PriorityDisplay[1].color, color: '#fff', height: 18 }}
            />
          )}
          {windowText && <Chip size="small" variant="outlined" label={windowText} sx={{ height: 18 }} />}
        </Stack>
        {problem && (
          <Typography variant="caption" color="error" component="div">
            {problem}
          </Typography>
        )}
      </Box>
    </ListItemButton>
  );
});

/** The flat stop list (spec section 2): position, name, address, drive distance and time. */
export function StopList({ views, distanceUnit, selectedId, onSelect }: TStopListProps) {
  if (views.length === 0) {
    return (
      <Typography color="text.secondary" variant="body2" sx={{ px: 2, py: 1 }}>
        No stops yet. Search an address above to add one.
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label="Stops">
      {views.map((v) => (
        <StopRow
          key={v.stop.id}
          view={v}
          distanceUnit={distanceUnit}
          isSelected={v.stop.id === selectedId}
          onSelect={onSelect}
        />
      ))}
    </List>
  );
}
