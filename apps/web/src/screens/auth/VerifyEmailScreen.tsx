import { Alert, Box, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { Api, EmailVerificationMessages } from '@rp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { callApi } from '../../api/client';
import { announceEmailVerified } from '../../auth/email-verified-signal';
import { session } from '../../auth/session';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * /verify-email/:token, the link mailed at sign-up: proves the address as soon as the page opens
 * and says so, or shows why the link does not work.
 */
export function VerifyEmailScreen() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  // A query, not a mutation: it runs once per link however often the page renders.
  const verify = useQuery({
    queryKey: ['verify-email', token],
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const answer = await callApi(Api.verifyEmail, { body: { token } }, { skipUnauthorizedRedirect: true });
      // The planner's banner and team panel read the session check, in this tab and any other.
      announceEmailVerified();
      await queryClient.invalidateQueries({ queryKey: ['verify'] });
      return answer;
    },
  });

  const loggedIn = !!session.token();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6, px: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, width: '100%', maxWidth: 420 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            Verify your e-mail address
          </Typography>
          {verify.isPending && <CircularProgress aria-label="Checking the link" />}
          {verify.isSuccess && (
            <Alert severity="success">
              {verify.data.already_verified
                ? EmailVerificationMessages.alreadyVerified
                : EmailVerificationMessages.verified}
            </Alert>
          )}
          {verify.isError && <Alert severity="error">{messageOf(verify.error)}</Alert>}
          {!verify.isPending && (
            <Link component={RouterLink} to={loggedIn ? '/routes' : '/login'}>
              {loggedIn ? 'Go to your routes' : 'Sign in'}
            </Link>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
