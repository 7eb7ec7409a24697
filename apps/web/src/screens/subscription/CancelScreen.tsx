import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { SubscriptionTexts as T } from '@rp/contracts/billing-pages';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SettingsHeader } from '../../components/SettingsHeader';
import { useCancelSubscription, useSubscription } from '../../data/subscription';
import { formatValidTo, useShowBillingRefusal } from './billing-actions';

/**
 * Cancel subscription confirmation /cancel (spec sections 2 and 4): the team keeps Professional until
 * the paid period ends; confirming cancels at that end and leads to the Canceled page.
 */
export function CancelScreen() {
  const subscription = useSubscription();
  const cancelSubscription = useCancelSubscription();
  const showRefusal = useShowBillingRefusal();
  const navigate = useNavigate();
  const s = subscription.data;
  const validTo = s ? formatValidTo(s) : null;

  const cancel = () =>
    cancelSubscription.mutate(undefined, { onSuccess: () => navigate('/canceled'), onError: showRefusal });

  return (
    <>
      <SettingsHeader title={T.cancelTitle} backTo="/subscription" />
      {subscription.isPending && <CircularProgress aria-label="Loading subscription" sx={{ m: 3 }} />}
      {s && (
        <Stack spacing={2} sx={{ p: 2 }}>
          {s.is_subscription_active && !s.ends_at_period_end && validTo ? (
            <>
              <Typography>{T.cancelQuestion(validTo)}</Typography>
              <Button
                variant="contained"
                color="error"
                onClick={cancel}
                disabled={cancelSubscription.isPending}
              >
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
