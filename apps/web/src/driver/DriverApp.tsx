import { AppBar, Box, Container, ThemeProvider, Toolbar, Typography } from '@mui/material';
import { useEffect } from 'react';
import { lazyScreen } from '../routing/lazyRoute';
import { DriverGate } from './DriverGate';
import { driverTheme } from './driver-theme';
import { driverSender } from './outbox/sender';
import { InstallHint } from './pwa/InstallHint';
import { installDriverPwa } from './pwa/register-service-worker';
import { useBackOnline } from './sender-hooks';

/**
 * The signed-in screens (the day's routes, a route, the outbox) are fetched once the driver is in,
 * so a phone's first visit paints the sign-in form sooner; the service worker keeps them for
 * offline use.
 */
const DriverSignedIn = lazyScreen(() => import('./DriverSignedIn').then((m) => m.DriverSignedIn));

/** Sends the outbox when the app opens and whenever the network comes back (useBackOnline), and stops on leaving. */
function useOutboxSending() {
  useBackOnline();
  useEffect(() => {
    void driverSender.flush();
    return () => driverSender.stop();
  }, []);
}

/**
 * The driver's phone app at /driver: sign in, the day's routes, one route stop by stop. Works
 * offline: routes are kept on the phone and every action waits in the outbox until it is sent.
 */
export function DriverApp() {
  useOutboxSending();
  useEffect(() => {
    installDriverPwa();
  }, []);
  return (
    <ThemeProvider theme={driverTheme}>
      <DriverScreens />
    </ThemeProvider>
  );
}

/** The app's bar and its screens, under the driver's theme. */
function DriverScreens() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100' }}>
      <AppBar position="sticky" elevation={1}>
        <Toolbar>
          <Typography variant="h6" component="p">
            Route Planner · Driver
          </Typography>
        </Toolbar>
      </AppBar>
      <Container maxWidth="sm" sx={{ py: 2, px: 1.5 }}>
        <Box sx={{ mb: 2 }}>
          <InstallHint />
        </Box>
        <DriverGate>
          <DriverSignedIn />
        </DriverGate>
      </Container>
    </Box>
  );
}
