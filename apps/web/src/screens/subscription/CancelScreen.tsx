import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Api } from '@rp/contracts';
import { SubscriptionTexts as T } from '@rp/contracts/billing-pages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { callApi } from '../../api/client';
import { SettingsHeader } from '../../components/SettingsHeader';
import {
  formatValidTo,
  refreshPlan,
  SUBSCRIPTION_QUERY_KEY,
  useBillingAction,
  useSubscription,
} from './subscription-api';

/**
 * Cancel subscription confirmation /cancel (spec sections 2 and 4): the team keeps Professional until
 * the paid period ends; confirming cancels at that end and leads to the Canceled page.
 */
export function CancelScreen() {
  const subscription = useSubscription();
  const [busy, setBusy] = useState(false);
  const run = useBillingAction();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const s = subscription.data;
  const validTo = s ? formatValidTo(s) : null;

  const cancel = async () => {
    const answer = await run(setBusy, () => callApi(Api.cancelSubscription));
    if (!answer) return;
    queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, answer.data.subscription);
    await refreshPlan(queryClient);
    await navigate('/canceled');
  };

  return (
    <>
      <SettingsHeader title={T.cancelTitle} backTo="/subscription" />
      {subscription.isPending && <CircularProgress aria-label="Loading subscription" sx={{ m: 3 }} />}
      {s && (
        <Stack spacing={2} sx={{ p: 2 }}>
          {s.is_subscription_active && !s.ends_at_period_end && validTo ? (
            <>
              <Typography>{T.cancelQuestion(validTo)}</Typography>
              <Button variant="contained" color="error" onClick={cancel} disabled={busy}>
                {T.cancelConfirmButton}
              </Button>
            </>
          ) : (
            <Alert severity="info">
              {s.ends_at_period_end && validTo
                ? T.endsAtPeriodEnd(validTo)
                : 'There is no paid subscription to cancel.'}
            </Alert>
          )}
          <Button component={RouterLink} to="/subscription" variant="outlined">
            {T.keepButton}
          </Button>
        </Stack>
      )}
    </>
  );
}
