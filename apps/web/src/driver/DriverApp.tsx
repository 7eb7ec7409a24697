import { AppBar, Box, Container, Toolbar, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { DriverGate } from './DriverGate';
import { driverSender } from './outbox/driver-outbox';
import { InstallHint } from './pwa/InstallHint';
import { installDriverPwa } from './pwa/register-service-worker';
import { DriverDayScreen } from './screens/DriverDayScreen';
import { DriverRouteScreen } from './screens/DriverRouteScreen';
import { OutboxStatus } from './screens/OutboxStatus';

/** Sends the outbox when the app opens, whenever the network comes back, and stops on leaving. */
function useOutboxSending() {
  useEffect(() => {
    const send = () => void driverSender.flush();
    send();
    window.addEventListener('online', send);
    return () => {
      window.removeEventListener('online', send);
      driverSender.stop();
    };
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
          <Routes>
            <Route index element={<DriverDayScreen />} />
            <Route path="route/:vehicleRouteId" element={<DriverRouteScreen />} />
          </Routes>
        </DriverGate>
      </Container>
    </Box>
  );
}
