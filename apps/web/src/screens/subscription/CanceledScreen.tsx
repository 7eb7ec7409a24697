import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { SubscriptionTexts as T } from '@rp/contracts/billing-pages';
import { Link as RouterLink } from 'react-router';
import { SettingsHeader } from '../../components/SettingsHeader';
import { useSubscription } from '../../data/subscription';
import { formatValidTo } from './billing-actions';

/** Account canceled /canceled (spec section 2): until when Professional stays, what is kept, Subscribe again. */
export function CanceledScreen() {
  const subscription = useSubscription();
  const s = subscription.data;
  const validTo = s ? formatValidTo(s) : null;
  return (
    <>
      <SettingsHeader title={T.canceledTitle} backTo="/subscription" />
      {subscription.isPending && <CircularProgress aria-label="Loading subscription" sx={{ m: 3 }} />}
      {s && (
        <Stack spacing={2} sx={{ p: 2 }}>
          {validTo && <Typography>{T.canceledBody(validTo)}</Typography>}
          <Typography>{T.canceledKept}</Typography>
          <Button component={RouterLink} to="/subscription" variant="contained">
            {T.subscribeAgainButton}
          </Button>
        </Stack>
      )}
    </>
  );
}
