import { AppBar, Box, Container, ThemeProvider, Toolbar, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { lazyScreen } from '../routing/lazyRoute';
import { DriverGate } from './DriverGate';
import { driverTheme } from './driver-theme';
import { HandoverListener, HandoverNotice } from './live/handover-notice';
import { driverSender } from './outbox/driver-outbox';
import { InstallHint } from './pwa/InstallHint';
import { installDriverPwa } from './pwa/register-service-worker';
import { DriverDayScreen } from './screens/DriverDayScreen';
import { OutboxStatus } from './screens/OutboxStatus';
import { useBackOnline } from './useDriverData';

/**
 * A route's screen (proof of delivery: signature pad, dialogs) is fetched when a route is opened,
 * so sign-in and the day's list load light; the service worker keeps it for offline use.
 */
const DriverRouteScreen = lazyScreen(() =>
  import('./screens/DriverRouteScreen').then((m) => m.DriverRouteScreen),
);

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
          <Box sx={{ mb: 2 }}>
            <OutboxStatus />
          </Box>
          <HandoverListener />
          <HandoverNotice />
          <Routes>
            <Route index element={<DriverDayScreen />} />
            <Route path="route/:vehicleRouteId" element={<DriverRouteScreen />} />
          </Routes>
        </DriverGate>
      </Container>
    </Box>
  );
}
