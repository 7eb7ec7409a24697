import { Box } from '@mui/material';
import { Route, Routes } from 'react-router';
import { lazyScreen } from '../routing/lazyRoute';
import { HandoverListener, HandoverNotice } from './live/handover-notice';
import { DriverDayScreen } from './screens/DriverDayScreen';
import { OutboxStatus } from './screens/OutboxStatus';

/**
 * A route's screen (proof of delivery: signature pad, dialogs) is fetched when a route is opened,
 * so the day's list loads light; the service worker keeps it for offline use.
 */
const DriverRouteScreen = lazyScreen(() =>
  import('./screens/DriverRouteScreen').then((m) => m.DriverRouteScreen),
);

/** What a signed-in driver sees: the outbox, handover notices, the day's routes and one route. */
export function DriverSignedIn() {
  return (
    <>
      <Box sx={{ mb: 2 }}>
        <OutboxStatus />
      </Box>
      <HandoverListener />
      <HandoverNotice />
      <Routes>
        <Route index element={<DriverDayScreen />} />
        <Route path="route/:vehicleRouteId" element={<DriverRouteScreen />} />
      </Routes>
    </>
  );
}
