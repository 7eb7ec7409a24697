import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { SubscriptionTexts as T } from '@rp/contracts/billing-pages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { SettingsHeader } from '../../components/SettingsHeader';
import { refreshSessionChecks } from '../../data/session';
import { useSubscription } from '../../data/subscription';
import { formatValidTo } from './billing-actions';

/**
 * Subscription success /subscription-success (spec section 2): thanks, the plan and the drivers paid
 * for, and the way back to planning. The provider may confirm the payment a moment after the
 * browser returns, so the page asks again until the subscription is active.
 */
export function SubscriptionSuccessScreen() {
  const queryClient = useQueryClient();
  const subscription = useSubscription({ refetchUntil: (s) => s.is_subscription_active });
  const s = subscription.data;
  const isActive = s?.is_active === true;
  const [checksFresh, setChecksFresh] = useState(false);
  useEffect(() => {
    // The guards' cached session checks may still hold the 402 from before the payment.
    if (!isActive) return;
    let mounted = true;
    void refreshSessionChecks(queryClient).then(() => mounted && setChecksFresh(true));
    return () => {
      mounted = false;
    };
  }, [isActive, queryClient]);
  const validTo = s ? formatValidTo(s) : null;
  return (
    <>
      <SettingsHeader title={T.successTitle} backTo="/subscription" />
      {subscription.isPending && <CircularProgress aria-label="Loading subscription" sx={{ m: 3 }} />}
      {s && (
        <Stack spacing={2} sx={{ p: 2 }}>
          {s.is_subscription_active ? (
            <>
              <Typography>
                {T.planNames[s.plan]}
                {validTo ? `, active to ${validTo}` : ''}.
              </Typography>
              <Typography>Drivers paid for: {s.driver_count}</Typography>
            </>
          ) : (
            <Alert severity="info">{T.successWaiting}</Alert>
          )}
          <Button
            component={RouterLink}
            to="/routes"
            variant="contained"
            disabled={!isActive || !checksFresh}
          >
            {T.goToRoutesButton}
          </Button>
        </Stack>
      )}
    </>
  );
}
