import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import {
  Api,
  MAX_PAID_DRIVERS,
  type TTestPortalSession,
  type TTestPortalUpdate,
  ZTestPortalUpdateSchema,
} from '@rp/contracts';
import { SubscriptionTexts as T } from '@rp/contracts/billing-pages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../api/client';
import { formatEpochDate, useBillingAction, useFollowRedirect } from './subscription-api';
import { TestModePage, useTestSessionId } from './TestModePage';

const INVALID_SESSION = 'This payment session does not exist.';

function PortalForm({ session }: { session: TTestPortalSession }) {
  const [quantityText, setQuantityText] = useState(String(session.quantity));
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const run = useBillingAction();
  const follow = useFollowRedirect();
  const queryClient = useQueryClient();
  const quantityChange = ZTestPortalUpdateSchema.safeParse({ quantity: Number(quantityText) });

  const update = async (change: TTestPortalUpdate) => {
    setSaved(false);
    const answer = await run(setBusy, () =>
      callApi(Api.updateTestPortal, { params: { sessionId: session.id }, body: change }),
    );
    if (!answer) return;
    queryClient.setQueryData(['test-portal', session.id], answer.data.session);
    setQuantityText(String(answer.data.session.quantity));
    setSaved(true);
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
          onClick={() => quantityChange.success && void update(quantityChange.data)}
        >
          {T.changeDriversButton}
        </Button>
      </Stack>
      <Button
        variant="outlined"
        color={session.cancel_at_period_end ? 'primary' : 'error'}
        disabled={busy}
        onClick={() => void update({ cancel_at_period_end: !session.cancel_at_period_end })}
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
  const portal = useQuery({
    queryKey: ['test-portal', sessionId],
    enabled: sessionId !== null,
    queryFn: () =>
      callApi(Api.testPortal, { params: { sessionId: sessionId ?? '' } }).then((r) => r.data.session),
  });
  const error = sessionId === null ? INVALID_SESSION : portal.isError ? portal.error.message : null;
  return (
    <TestModePage title={T.testPortalTitle} loading={sessionId !== null && portal.isPending} error={error}>
      {portal.data && <PortalForm session={portal.data} />}
    </TestModePage>
  );
}
