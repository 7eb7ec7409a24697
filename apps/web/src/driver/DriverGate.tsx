import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { Api, hasRole, Role } from '@rp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError, callApi } from '../api/client';
import { logout } from '../auth/logout';
import { session } from '../auth/session';
import { queryKeys } from '../data/query-keys';
import { driverSender } from './outbox/sender';
import { DriverLogin } from './screens/DriverLogin';
import { useSenderState } from './sender-hooks';

/** The role seen at the last check, so the app opens offline for a driver already signed in. */
const ROLE_KEY = 'driver_app_role';

export const DriverTexts = {
  notADriver:
    'This account is not a driver. Ask your dispatcher to give you the driver role in Team members, then sign in again.',
  lapsed: "Your team's subscription has ended. Ask your dispatcher to renew it.",
  offlineFirstTime: 'You are offline. Connect to the internet once to sign in.',
  signInAgain: 'Your session has ended. Sign in again: your updates are kept and will be sent.',
} as const;

type TCheck =
  | { kind: 'driver' }
  | { kind: 'notDriver' }
  | { kind: 'refused'; status: number }
  | { kind: 'offline' };

async function checkRole(): Promise<TCheck> {
  try {
    const answer = await callApi(Api.verifyToken, {}, { skipUnauthorizedRedirect: true });
    localStorage.setItem(ROLE_KEY, String(answer.role));
    return hasRole(answer.role, Role.Driver) ? { kind: 'driver' } : { kind: 'notDriver' };
  } catch (e) {
    if (e instanceof ApiError) return { kind: 'refused', status: e.status };
    const kept = Number(localStorage.getItem(ROLE_KEY));
    return hasRole(kept, Role.Driver) ? { kind: 'driver' } : { kind: 'offline' };
  }
}

function SignOut({ onDone }: { onDone: () => void }) {
  return (
    <Button
      variant="outlined"
      onClick={async () => {
        await logout();
        localStorage.removeItem(ROLE_KEY);
        onDone();
      }}
    >
      Sign out
    </Button>
  );
}

/**
 * Lets a member with the driver role in (a dispatcher who also drives too). Offline, the role
 * seen at the last check is trusted, so the day's route opens in a basement.
 */
export function DriverGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(session.token());
  const sender = useSenderState();
  const check = useQuery({
    queryKey: queryKeys.driver.verify(token),
    enabled: !!token,
    networkMode: 'always',
    retry: false,
    queryFn: checkRole,
  });
  const refresh = () => {
    setToken(session.token());
    void queryClient.invalidateQueries({ queryKey: queryKeys.driver.all() });
  };
  const onLoggedIn = () => {
    refresh();
    driverSender.loggedIn();
  };

  if (!token || sender.needsLogin) {
    return <DriverLogin onLoggedIn={onLoggedIn} notice={token ? DriverTexts.signInAgain : undefined} />;
  }
  if (check.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
        <CircularProgress aria-label="Checking your session" />
      </Box>
    );
  }
  const result = check.data;
  if (result?.kind === 'driver') return <>{children}</>;
  if (result?.kind === 'refused' && result.status === 401) {
    // The session ended on the server: sign in again (the outbox is kept).
    return <DriverLogin onLoggedIn={onLoggedIn} notice={DriverTexts.signInAgain} />;
  }
  const message =
    result?.kind === 'notDriver'
      ? DriverTexts.notADriver
      : result?.kind === 'refused' && result.status === 402
        ? DriverTexts.lapsed
        : DriverTexts.offlineFirstTime;
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{message}</Alert>
      <SignOut onDone={refresh} />
    </Stack>
  );
}
