import { Box, useMediaQuery, useTheme } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { Outlet } from 'react-router';
import { AnnouncerProvider } from '../components/Announcer';
import { EmailVerificationBanner } from '../components/EmailVerificationBanner';
import { useLiveUpdates } from '../live/useLiveUpdates';
import { MapStage } from '../map/MapStage';
import { AppTopBar } from './AppTopBar';
import { PhoneLayout } from './PhoneLayout';

/** Sidebar width (spec section 9). */
export const SIDEBAR_WIDTH = 425;

/**
 * The authenticated layout: the screen in a sidebar of width 425 beside the map area; below the
 * desk width (900 px) the screen and the map share the whole phone, one at a time. The date
 * pickers' localisation and the live socket live here, not at the root, so the public pages never
 * load the pickers or socket.io-client.
 */
export function SidebarLayout() {
  useLiveUpdates();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <AnnouncerProvider>{isPhone ? <PhoneLayout /> : <DeskLayout />}</AnnouncerProvider>
    </LocalizationProvider>
  );
}

function DeskLayout() {
  return (
    <Box sx={{ display: 'flex', height: '100vh', width: '100vw', overflow: 'hidden' }}>
      <Box
        component="aside"
        data-testid="sidebar"
        sx={{
          width: SIDEBAR_WIDTH,
          minWidth: SIDEBAR_WIDTH,
          height: '100%',
          overflowY: 'auto',
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <AppTopBar />
        <EmailVerificationBanner />
        <Outlet />
      </Box>
      <Box component="main" data-testid="map" sx={{ flex: 1, height: '100%', position: 'relative' }}>
        <MapStage />
      </Box>
    </Box>
  );
}
