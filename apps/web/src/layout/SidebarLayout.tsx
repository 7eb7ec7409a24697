import { Box } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { Outlet } from 'react-router';
import { EmailVerificationBanner } from '../components/EmailVerificationBanner';
import { useLiveUpdates } from '../live/useLiveUpdates';
import { MapStage } from '../map/MapStage';

/** Sidebar width (spec section 9). */
export const SIDEBAR_WIDTH = 425;

/**
 * The authenticated layout: the screen in a sidebar of width 425 beside the map area. The date
 * pickers' localisation and the live socket live here, not at the root, so the public pages never
 * load the pickers or socket.io-client.
 */
export function SidebarLayout() {
  useLiveUpdates();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
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
          <EmailVerificationBanner />
          <Outlet />
        </Box>
        <Box component="main" data-testid="map" sx={{ flex: 1, height: '100%', position: 'relative' }}>
          <MapStage />
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
