import { styled, Typography } from '@mui/material';
import {
  Arrival,
  DeliveryStatus,
  deliveryStatusLabel,
  formatDistance,
  formatDuration,
  Messages,
  Priority,
  PriorityDisplay,
  StopMessages,
  unassignedReasonText,
  waitText,
} from '@rp/contracts';
import { memo } from 'react';
import { arrivalText, type TTeamClock, windowText } from '../../lib/clock';
import { doneStopDetail } from '../../lib/done-stop-text';
import type { TBreakRow } from '../../lib/planned-break';
import type { TStopView } from '../../lib/stopsView';
import { BreakRow } from './plannedBreak';

export interface TStopListProps {
  views: readonly TStopView[];
  distanceUnit: number;
  clock: TTeamClock;
  /** When the optimised plan starts (seconds since midnight); absent or null: no arrival times. */
  planStartSeconds?: number | null;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** The driver's break, shown after that many stops. */
  breakAfter?: TBreakRow | null;
}

function arrivalProblem(arrival: number, waitingTime: number): string | null {
  if (arrival === Arrival.CannotRoute) return Messages.cannotRouteToStop;
  if (arrival === Arrival.CannotReachTimeWindow || waitingTime < 0) return Messages.cannotReachTimeWindow;
  return null;
}

/** The clock of a row as plain values, so the memoised rows redraw only when it changes. */
interface TRowClock {
  timezone: string;
  hourCycle: TTeamClock['hour_cycle'];
  planStartSeconds: number | null;
}

/** A stop placed on a driver route by the plan (the others have no arrival). */
const hasPlace = (vehicleRouteId: number): boolean => vehicleRouteId > 0;

/**
 * The list's look lives in one styled root with class selectors: rows are plain elements, so a
 * 500-stop route renders in one short frame (MUI components per row cost about 1 ms each).
 * Rows are laid out in full, not with `content-visibility: auto`: rows that take their real height
 * only once seen moved the list under the pointer between press and release, and clicks missed.
 */
const ListRoot = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& .row': {
    display: 'flex',
    gap: theme.spacing(1.5),
    alignItems: 'flex-start',
    width: '100%',
    padding: theme.spacing(1, 2),
    border: 0,
    background: 'none',
    textAlign: 'left',
    font: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
  },
  '& .row:hover': { backgroundColor: theme.palette.action.hover },
  '& .row:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '& .row.is-selected': { backgroundColor: theme.palette.action.selected },
  '& .row.is-done': { opacity: 0.55 },
  '& .badge': {
    flexShrink: 0,
    width: 28,
    height: 28,
    marginTop: 2,
    borderRadius: '50%',
    color: '#fff',
    fontSize: 12,
    fontWeight: 600,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  '& .body': { flex: 1, minWidth: 0 },
  '& .name, & .address': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .name': { ...theme.typography.body2, fontWeight: 600 },
  '& .address, & .meta': { ...theme.typography.caption, color: theme.palette.text.secondary },
  '& .meta': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.75), alignItems: 'center' },
  '& .chip': {
    borderRadius: 9,
    padding: '0 6px',
    lineHeight: '18px',
    border: `1px solid ${theme.palette.divider}`,
    color: theme.palette.text.primary,
  },
  '& .chip.is-asap': {
    backgroundColor: PriorityDisplay[1].color,
    borderColor: PriorityDisplay[1].color,
    color: '#fff',
  },
  '& .status.is-done': { color: theme.palette.success.main, fontWeight: 600 },
  '& .status.is-failed': { color: theme.palette.error.main, fontWeight: 600 },
  '& .arrival': { color: theme.palette.text.primary, fontWeight: 600 },
  '& .problem': { ...theme.typography.caption, color: theme.palette.error.main },
}));

/** One row; its props are the stop itself (kept identical by the query's structural sharing), so only changed rows redraw. */
const StopRow = memo(function StopRow({
  stop,
  label,
  color,
  distanceUnit,
  timezone,
  hourCycle,
  planStartSeconds,
  isSelected,
  onSelect,
}: TStopView & {
  distanceUnit: number;
  isSelected: boolean;
  onSelect: (id: number) => void;
} & TRowClock) {
  const clock = { timezone, hour_cycle: hourCycle };
  const isDone = stop.delivery_status === DeliveryStatus.Delivered;
  const isFailed = stop.delivery_status === DeliveryStatus.Failed;
  const windowLabel = windowText(stop.time_window_start, stop.time_window_end, clock);
  const problem =
    unassignedReasonText(stop.unassigned_reason) || arrivalProblem(stop.arrival, stop.waiting_time);
  const arrival =
    problem || !hasPlace(stop.vehicle_route_id) ? '' : arrivalText(planStartSeconds, stop.arrival, clock);
  const wait = arrival && !isDone && !isFailed ? waitText(stop.waiting_time) : '';
  const hasLeg = stop.distance > 0 || stop.duration > 0;
  const cls = ['row', isSelected ? 'is-selected' : '', isDone || isFailed ? 'is-done' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li>
      <button
        type="button"
        className={cls}
        onClick={() => onSelect(stop.id)}
        data-testid="stop-row"
        data-stop-id={stop.id}
      >
        <span className="badge" style={{ backgroundColor: color }}>
          {label}
        </span>
        <span className="body">
          <span className="name" style={{ display: 'block' }}>
            {stop.name || stop.address}
          </span>
          <span className="address" style={{ display: 'block' }}>
            {stop.address}
          </span>
          {(arrival || hasLeg || windowLabel || stop.priority === Priority.Asap || isDone || isFailed) && (
            <span className="meta">
              {arrival && (
                <span className="arrival" data-testid="stop-arrival">
                  {arrival}
                </span>
              )}
              {wait && <span data-testid="stop-wait">{wait}</span>}
              {hasLeg && (
                <span data-testid="stop-leg">
                  {formatDistance(stop.distance, distanceUnit)} · {formatDuration(stop.duration)}
                </span>
              )}
              {stop.priority === Priority.Asap && (
                <span className="chip is-asap">{PriorityDisplay[1].label}</span>
              )}
              {windowLabel && <span className="chip">{windowLabel}</span>}
              {isDone && (
                <span className="status is-done">✓ {deliveryStatusLabel(stop.delivery_status)}</span>
              )}
              {isFailed && (
                <span className="status is-failed">✗ {deliveryStatusLabel(stop.delivery_status)}</span>
              )}
              {(isDone || isFailed) && (
                <span data-testid="stop-done-detail">{doneStopDetail(stop, hourCycle)}</span>
              )}
            </span>
          )}
          {problem && (
            <span className="problem" style={{ display: 'block' }}>
              {problem}
            </span>
          )}
          {!problem && planStartSeconds !== null && !hasPlace(stop.vehicle_route_id) && (
            <span className="problem" style={{ display: 'block' }} data-testid="stop-not-planned">
              {StopMessages.notYetPlanned}
            </span>
          )}
        </span>
      </button>
    </li>
  );
});

/** The flat stop list (spec section 2): position, name, address, drive distance and time. */
export function StopList({
  views,
  distanceUnit,
  clock,
  planStartSeconds = null,
  selectedId,
  onSelect,
  breakAfter = null,
}: TStopListProps) {
  if (views.length === 0) {
    return (
      <Typography color="text.secondary" variant="body2" sx={{ px: 2, py: 1 }}>
        No stops yet. Search an address above to add one.
      </Typography>
    );
  }
  return (
    <ListRoot aria-label="Stops">
      {views.map((v, i) => [
        breakAfter?.afterStops === i ? <BreakRow key="break" text={breakAfter.text} /> : null,
        <StopRow
          key={v.stop.id}
          stop={v.stop}
          label={v.label}
          color={v.color}
          distanceUnit={distanceUnit}
          timezone={clock.timezone}
          hourCycle={clock.hour_cycle}
          planStartSeconds={planStartSeconds}
          isSelected={v.stop.id === selectedId}
          onSelect={onSelect}
        />,
      ])}
      {breakAfter && breakAfter.afterStops >= views.length && <BreakRow text={breakAfter.text} />}
    </ListRoot>
  );
}
