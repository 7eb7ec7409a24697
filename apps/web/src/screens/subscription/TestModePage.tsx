import { Alert, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import { ZTestSessionParamsSchema } from '@rp/contracts';
import { SubscriptionTexts as T } from '@rp/contracts/billing-pages';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';

/** The session id of a test-mode page's URL, or null when it is not one the server could have made. */
export function useTestSessionId(): string | null {
  const parsed = ZTestSessionParamsSchema.safeParse(useParams());
  return parsed.success ? parsed.data.sessionId : null;
}

/**
 * The frame of the built-in test-mode provider's pages (BILLING=test): a page of its own, as a
 * provider's would be, with the notice that nothing is charged above everything else.
 */
export function TestModePage({
  title,
  loading,
  error,
  children,
}: {
  title: string;
  loading: boolean;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2}>
          <Alert
            severity="warning"
            variant="filled"
            role="note"
            sx={{ fontSize: '1.05rem', fontWeight: 600 }}
          >
            {T.testModeNotice}
          </Alert>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {loading && <CircularProgress aria-label="Loading" />}
          {error && <Alert severity="error">{error}</Alert>}
          {!loading && !error && children}
        </Stack>
      </Paper>
    </Container>
  );
}
