import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { EmailVerificationBanner } from '../components/EmailVerificationBanner';
import { MapStage, onScreenOverMap, useHasMapLayers } from '../map/MapStage';
import { AppTopBar } from './AppTopBar';
import type { TPhoneView } from './ListMapTabs';

/** Both panes fill the space under the app bar; the one not shown is hidden but keeps its size. */
const pane = (isShown: boolean) =>
  ({
    position: 'absolute',
    inset: 0,
    visibility: isShown ? 'visible' : 'hidden',
    zIndex: isShown ? 1 : 0,
  }) as const;

/**
 * The signed-in layout on a phone: the app bar on top, then the screen or its map (List / Map).
 * The map stays laid out at full size while hidden, so fitting it to a route works before it is shown.
 */
export function PhoneLayout() {
  const hasMap = useHasMapLayers();
  const { pathname } = useLocation();
  // The choice belongs to the screen it was made on: another screen opens on its list.
  const [choice, setChoice] = useState<{ pathname: string; view: TPhoneView }>({ pathname, view: 'list' });
  if (choice.pathname !== pathname) setChoice({ pathname, view: 'list' });
  const view = choice.pathname === pathname ? choice.view : 'list';
  const setView = (next: TPhoneView) => setChoice({ pathname, view: next });
  useEffect(() => onScreenOverMap(() => setChoice((c) => ({ ...c, view: 'list' }))), []);
  const isMapShown = hasMap && view === 'map';
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', height: '100dvh', width: '100%', overflow: 'hidden' }}
    >
      <AppTopBar view={hasMap ? { value: view, onChange: setView } : undefined} />
      <Box sx={{ flex: 1, position: 'relative', minHeight: 0 }}>
        <Box
          component="aside"
          data-testid="sidebar"
          sx={{ ...pane(!isMapShown), overflowY: 'auto', bgcolor: 'background.paper' }}
        >
          <EmailVerificationBanner />
          <Outlet />
        </Box>
        <Box component="main" data-testid="map" sx={pane(isMapShown)}>
          <MapStage />
        </Box>
      </Box>
    </Box>
  );
}
