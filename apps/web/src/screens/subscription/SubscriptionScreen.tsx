import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import type { TSubscription } from '@rp/contracts';
import { SubscriptionTexts as T } from '@rp/contracts/billing-pages';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SettingsHeader } from '../../components/SettingsHeader';
import { useContinueOnFree, useCreatePortalSession, useSubscription } from '../../data/subscription';
import { formatValidTo, useFollowRedirect, useShowBillingRefusal } from './billing-actions';
import { SubscribeCard } from './SubscribeCard';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{children}</Typography>
    </Box>
  );
}

const limitsText = ({ limits }: TSubscription): string =>
  `${limits.max_drivers === null ? 'Unlimited drivers' : `${limits.max_drivers} driver${limits.max_drivers === 1 ? '' : 's'}`}, ` +
  `${limits.max_stops_per_route} locations per route`;

/** The plan, its dates and drivers, as the server decided them. */
function PlanSummary({ subscription: s }: { subscription: TSubscription }) {
  const validTo = formatValidTo(s);
  return (
    <>
      <Row label="Current plan">{T.planNames[s.plan]}</Row>
      {s.plan === 'trial' && <Typography variant="body2">{T.trialNote}</Typography>}
      {validTo && <Row label={s.is_active ? 'Active to' : 'Ended'}>{validTo}</Row>}
      {s.ends_at_period_end && validTo && <Alert severity="info">{T.endsAtPeriodEnd(validTo)}</Alert>}
      <Row label="Drivers in your team">{s.driver_count_current}</Row>
      {s.is_subscription_active && <Row label="Drivers paid for">{s.driver_count}</Row>}
      <Row label="Limits">{limitsText(s)}</Row>
    </>
  );
}

/** Manage payments, Continue on Free and the cancel link, each when the team's state offers it. */
function PlanActions({ subscription: s }: { subscription: TSubscription }) {
  const portal = useCreatePortalSession();
  const free = useContinueOnFree();
  const showRefusal = useShowBillingRefusal();
  const follow = useFollowRedirect();
  const navigate = useNavigate();
  const busy = portal.isPending || free.isPending;

  const managePayments = () =>
    portal.mutate(undefined, { onSuccess: (answer) => follow(answer.data.url), onError: showRefusal });
  const continueOnFree = () =>
    free.mutate(undefined, { onSuccess: () => navigate('/routes'), onError: showRefusal });

  return (
    <Stack spacing={2}>
      {s.has_customer && (
        <Button variant="outlined" onClick={managePayments} disabled={busy}>
          {T.managePaymentsButton}
        </Button>
      )}
      {s.can_continue_on_free && (
        <Box>
          <Button variant="outlined" onClick={continueOnFree} disabled={busy} fullWidth>
            {T.continueOnFreeButton}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {T.continueOnFreeNote}
          </Typography>
        </Box>
      )}
      {s.is_subscription_active && !s.ends_at_period_end && (
        <Link component={RouterLink} to="/cancel">
          {T.cancelLink}
        </Link>
      )}
    </Stack>
  );
}

/**
 * Subscription /subscription (spec sections 2 to 4): the team's plan from GET /subscription/
 * (which a lapsed team may call), the red notice once it has ended, and every way forward the
 * state offers: Subscribe, Continue on Free, Manage payments, cancel. Billing off: nothing to buy.
 */
export function SubscriptionScreen() {
  const subscription = useSubscription();
  const s = subscription.data;
  return (
    <>
      <SettingsHeader title="Subscription" />
      {subscription.isPending && <CircularProgress aria-label="Loading subscription" sx={{ m: 3 }} />}
      {subscription.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {subscription.error.message}
        </Alert>
      )}
      {s && (
        <Stack spacing={2} sx={{ p: 2 }}>
          {s.billing === 'off' ? (
            <Alert severity="info">{T.billingOff}</Alert>
          ) : (
            <>
              {!s.is_active && (
                <Alert severity="error" variant="filled">
                  {T.expired(formatValidTo(s))}
                </Alert>
              )}
              <PlanSummary subscription={s} />
              <PlanActions subscription={s} />
              {!s.is_subscription_active && <SubscribeCard teamDrivers={s.driver_count_current} />}
            </>
          )}
        </Stack>
      )}
    </>
  );
}
