import { Box } from '@mui/material';
import { Outlet } from 'react-router';
import { CookieBanner } from './CookieBanner';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

/** Public pages (no sidebar): header, the page, footer with the store links, and the cookie banner. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <PublicHeader />
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <PublicFooter />
      <CookieBanner />
    </Box>
  );
}
