import { Alert, Button, Stack, Typography } from '@mui/material';
import type { TTestCheckoutSession } from '@rp/contracts';
import { SubscriptionTexts as T } from '@rp/contracts/billing-pages';
import { usePayTestCheckout, useTestCheckout } from '../../data/subscription';
import { useFollowRedirect, useShowBillingRefusal } from './billing-actions';
import { TestModePage, useTestSessionId } from './TestModePage';

const INVALID_SESSION = 'This checkout does not exist.';

function CheckoutActions({ session }: { session: TTestCheckoutSession }) {
  const payment = usePayTestCheckout();
  const showRefusal = useShowBillingRefusal();
  const follow = useFollowRedirect();
  const busy = payment.isPending;
  const pay = () =>
    payment.mutate(session.id, { onSuccess: (answer) => follow(answer.data.url), onError: showRefusal });
  return (
    <>
      {session.status === 'complete' && <Alert severity="success">{T.checkoutPaid}</Alert>}
      {session.status === 'expired' && <Alert severity="warning">{T.checkoutExpired}</Alert>}
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" onClick={() => void follow(session.cancel_url)} disabled={busy}>
          {T.backButton}
        </Button>
        {session.status === 'open' && (
          <Button variant="contained" onClick={pay} disabled={busy}>
            {T.payButton}
          </Button>
        )}
        {session.status === 'complete' && (
          <Button variant="contained" onClick={() => void follow(session.success_url)}>
            {T.continueButton}
          </Button>
        )}
      </Stack>
    </>
  );
}

/**
 * The built-in test-mode checkout /test-checkout/:sessionId (BILLING=test): what a real checkout
 * would charge (team, drivers × price per month) and 'Pay (test mode)', which completes it as a
 * paid checkout would, with no card.
 */
export function TestCheckoutScreen() {
  const sessionId = useTestSessionId();
  const checkout = useTestCheckout(sessionId);
  const session = checkout.data;
  const error = sessionId === null ? INVALID_SESSION : checkout.isError ? checkout.error.message : null;
  return (
    <TestModePage
      title={T.testCheckoutTitle}
      loading={sessionId !== null && checkout.isPending}
      error={error}
    >
      {session && (
        <>
          {session.team_name && (
            <Typography>
              Team: <strong>{session.team_name}</strong>
            </Typography>
          )}
          <Typography>Professional - Driver</Typography>
          <Typography variant="h6" component="p">
            {T.priceLine(session.quantity, session.price_per_driver, session.amount, session.currency)}
          </Typography>
          <CheckoutActions session={session} />
        </>
      )}
    </TestModePage>
  );
}
