import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { hasRole, PlanRules, Role, ServerMessages, type TPlanKind } from '@rp/contracts';
import { Link as RouterLink } from 'react-router';
import { useVerifiedToken } from '../../auth/guards';
import { SettingsHeader } from '../../components/SettingsHeader';
import { useTeamMembers } from '../team/team-api';

const planNames: Record<TPlanKind, string> = {
  trial: 'Free trial (Professional features)',
  professional: 'Professional - Driver',
  free: PlanRules.free.name,
  lapsed: 'Trial (Basic)',
  unbilled: 'No subscription needed',
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{children}</Typography>
    </Box>
  );
}

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * Subscription /subscription: the team's plan state from /verify-token3/ (which a lapsed team may
 * still call), the active-to date when the server gives it, the driver count, and a red notice once
 * the trial or subscription has ended. Payments come with the billing work.
 */
export function SubscriptionScreen() {
  const verified = useVerifiedToken('/verify-token3/');
  const answer = verified.data?.ok ? verified.data.answer : null;
  const team = useTeamMembers();
  const drivers = team.data?.filter((m) => hasRole(m.role, Role.Driver)).length;
  const limits =
    answer?.plan === 'free' || answer?.plan === 'lapsed' ? PlanRules.free : PlanRules.professional;

  return (
    <>
      <SettingsHeader title="Subscription" />
      {verified.isPending && <CircularProgress aria-label="Loading subscription" sx={{ m: 3 }} />}
      {answer && (
        <Stack spacing={2} sx={{ p: 2 }}>
          {!answer.is_active && (
            <Alert severity="error" variant="filled">
              {ServerMessages.subscriptionRequired}
              {answer.active_to ? ` on ${formatDate(answer.active_to)}` : ''}.
            </Alert>
          )}
          <Row label="Current plan">{planNames[answer.plan]}</Row>
          {answer.active_to && (
            <Row label={answer.is_active ? 'Active to' : 'Ended'}>{formatDate(answer.active_to)}</Row>
          )}
          {drivers !== undefined && <Row label="Drivers in your team">{drivers}</Row>}
          <Row label="Limits">
            {limits.maxDrivers === null ? 'Unlimited drivers' : `${limits.maxDrivers} driver`},{' '}
            {limits.maxStopsPerRoute} locations per route
          </Row>
          <Button component={RouterLink} to="/plans" variant="outlined">
            Compare plans
          </Button>
        </Stack>
      )}
    </>
  );
}
