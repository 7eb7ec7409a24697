import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import {
  MAX_PAID_DRIVERS,
  type TTestPortalSession,
  type TTestPortalUpdate,
  ZTestPortalUpdateSchema,
} from '@rp/contracts';
import { SubscriptionTexts as T } from '@rp/contracts/billing-pages';
import { useState } from 'react';
import { useTestPortal, useUpdateTestPortal } from '../../data/subscription';
import { formatEpochDate, useFollowRedirect, useShowBillingRefusal } from './billing-actions';
import { TestModePage, useTestSessionId } from './TestModePage';

const INVALID_SESSION = 'This payment session does not exist.';

function PortalForm({ session }: { session: TTestPortalSession }) {
  const [quantityText, setQuantityText] = useState(String(session.quantity));
  const [saved, setSaved] = useState(false);
  const portalUpdate = useUpdateTestPortal(session.id);
  const showRefusal = useShowBillingRefusal();
  const follow = useFollowRedirect();
  const busy = portalUpdate.isPending;
  const quantityChange = ZTestPortalUpdateSchema.safeParse({ quantity: Number(quantityText) });

  const update = (change: TTestPortalUpdate) => {
    setSaved(false);
    portalUpdate.mutate(change, {
      onSuccess: (answer) => {
        setQuantityText(String(answer.data.session.quantity));
        setSaved(true);
      },
      onError: showRefusal,
    });
  };

  const periodEnd = formatEpochDate(session.current_period_end);
  return (
    <>
      {session.team_name && (
        <Typography>
          Team: <strong>{session.team_name}</strong>
        </Typography>
      )}
      <Typography>
        {T.priceLine(
          session.quantity,
          session.price_per_driver,
          session.quantity * session.price_per_driver,
          session.currency,
        )}
      </Typography>
      <Typography>
        {session.cancel_at_period_end ? `Ends on ${periodEnd}` : `Renews on ${periodEnd}`}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Drivers paid for"
          type="number"
          size="small"
          value={quantityText}
          onChange={(e) => setQuantityText(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: MAX_PAID_DRIVERS, step: 1 } }}
          error={!quantityChange.success}
          helperText={quantityChange.success ? ' ' : `A whole number from 1 to ${MAX_PAID_DRIVERS}`}
        />
        <Button
          variant="outlined"
          disabled={busy || !quantityChange.success || Number(quantityText) === session.quantity}
          onClick={() => quantityChange.success && update(quantityChange.data)}
        >
          {T.changeDriversButton}
        </Button>
      </Stack>
      <Button
        variant="outlined"
        color={session.cancel_at_period_end ? 'primary' : 'error'}
        disabled={busy}
        onClick={() => update({ cancel_at_period_end: !session.cancel_at_period_end })}
      >
        {session.cancel_at_period_end ? T.undoCancelButton : T.cancelAtPeriodEndButton}
      </Button>
      {saved && <Alert severity="success">{T.portalSaved}</Alert>}
      <Button variant="contained" onClick={() => void follow(session.return_url)}>
        {T.returnButton}
      </Button>
    </>
  );
}

/**
 * The built-in test-mode portal /test-portal/:sessionId (BILLING=test): the drivers paid for, with
 * a change, cancel at the period's end or undo it, and 'Return' to the Subscription page.
 */
export function TestPortalScreen() {
  const sessionId = useTestSessionId();
  const portal = useTestPortal(sessionId);
  const error = sessionId === null ? INVALID_SESSION : portal.isError ? portal.error.message : null;
  return (
    <TestModePage title={T.testPortalTitle} loading={sessionId !== null && portal.isPending} error={error}>
      {portal.data && <PortalForm session={portal.data} />}
    </TestModePage>
  );
}
