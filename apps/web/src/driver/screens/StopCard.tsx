import CallIcon from '@mui/icons-material/Call';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmailIcon from '@mui/icons-material/Email';
import NavigationIcon from '@mui/icons-material/Navigation';
import { Alert, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { DeliveryStatus, deliveryReasonLabel, Priority, type TStop, waitText } from '@rp/contracts';
import type { ReactNode } from 'react';
import { arrivalText, formatSetClockMinutes, type TTeamClock } from '../../lib/clock';
import { barcodeList, geoUrl, mailUrl, navigationUrl, telUrl } from './stop-links';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography>
      <Typography component="span" color="text.secondary">
        {label}:{' '}
      </Typography>
      {children}
    </Typography>
  );
}

function timeWindow(stop: TStop, clock: TTeamClock): string | null {
  if (!stop.time_window_start && !stop.time_window_end) return null;
  const side = (m: number) => formatSetClockMinutes(m, clock.hour_cycle) || '…';
  return `${side(stop.time_window_start)} – ${side(stop.time_window_end)}`;
}

/** Delivered or failed, with the time on the team's clock and the reason. */
function Outcome({ stop, clock }: { stop: TStop; clock: TTeamClock }) {
  const time = formatSetClockMinutes(stop.delivered_at, clock.hour_cycle);
  if (stop.delivery_status === DeliveryStatus.Delivered) {
    return (
      <Alert icon={<CheckCircleIcon />} severity="success">
        Delivered {time}
      </Alert>
    );
  }
  return (
    <Alert icon={<CancelIcon />} severity="error">
      Delivery failed {time}: {deliveryReasonLabel(stop.delivery_status_additional_info)}
    </Alert>
  );
}

const bigButton = { minHeight: 52, flex: 1 } as const;

/** Contact and navigation links of a stop: big buttons that open the phone's own apps. */
function StopLinks({ stop }: { stop: TStop }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button
        variant="outlined"
        startIcon={<NavigationIcon />}
        href={navigationUrl(stop, navigator.userAgent)}
        target="_blank"
        rel="noopener"
        sx={bigButton}
      >
        Navigate
      </Button>
      {stop.recipient_phone_number && (
        <Button
          variant="outlined"
          startIcon={<CallIcon />}
          href={telUrl(stop.recipient_phone_number)}
          sx={bigButton}
        >
          Call
        </Button>
      )}
      {stop.recipient_email && (
        <Button
          variant="outlined"
          startIcon={<EmailIcon />}
          href={mailUrl(stop.recipient_email)}
          sx={bigButton}
        >
          E-mail
        </Button>
      )}
    </Stack>
  );
}

export interface TStopCardProps {
  stop: TStop;
  /** Its place in the driver's order, from 1. */
  number: number;
  isNext?: boolean;
  /** Added by the dispatcher's last change, seen live. */
  isNew?: boolean;
  /** Delivery buttons; absent when the stop can't be marked (route not started). */
  actions?: ReactNode;
  /** The team's clock, for every time the card shows. */
  clock: TTeamClock;
  /** When the plan starts (seconds since midnight): the stop's planned arrival counts from it. */
  planStartSeconds: number | null;
}

/** One stop with everything the driver needs at the door. */
export function StopCard({ stop, number, isNext, isNew, actions, clock, planStartSeconds }: TStopCardProps) {
  const isPending = stop.delivery_status === DeliveryStatus.Pending;
  const windowText = timeWindow(stop, clock);
  const arrival = isPending ? arrivalText(planStartSeconds, stop.arrival, clock) : '';
  const wait = arrival ? waitText(stop.waiting_time) : '';
  const serviceStart = wait ? arrivalText(planStartSeconds, stop.arrival + stop.waiting_time, clock) : '';
  const barcodes = barcodeList(stop.order_info_products_barcodes);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={`Stop ${number}: ${stop.name || stop.address}`}
      data-testid="driver-stop"
      sx={{
        opacity: isPending ? 1 : 0.7,
        borderColor: isNext ? 'primary.main' : undefined,
        borderWidth: isNext ? 2 : 1,
      }}
    >
      <CardContent>
        <Stack spacing={1.25}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            {isNext && <Chip color="primary" size="small" label="Next stop" />}
            {isNew && <Chip color="secondary" size="small" label="New" />}
            {stop.priority === Priority.Asap && <Chip color="error" size="small" label="ASAP" />}
            <Typography variant="h6" component="h2">
              {number}. {stop.name || stop.address}
            </Typography>
          </Stack>
          {stop.name && <Typography>{stop.address}</Typography>}
          {!isPending && <Outcome stop={stop} clock={clock} />}
          {arrival && (
            <Field label="Arrival">
              {arrival}
              {wait && `, ${wait} until ${serviceStart}`}
            </Field>
          )}
          {windowText && <Field label="Time window">{windowText}</Field>}
          {stop.recipient_name && <Field label="Recipient">{stop.recipient_name}</Field>}
          {stop.order_info_package_count !== null && (
            <Field label="Packages">{stop.order_info_package_count}</Field>
          )}
          {stop.order_info_products && <Field label="Products">{stop.order_info_products}</Field>}
          {barcodes.length > 0 && <Field label="Barcodes">{barcodes.join(', ')}</Field>}
          {stop.note && <Field label="Note">{stop.note}</Field>}
          <StopLinks stop={stop} />
          <Typography variant="body2">
            <a href={geoUrl(stop)}>Open in another maps app</a>
          </Typography>
          {actions}
        </Stack>
      </CardContent>
    </Card>
  );
}
