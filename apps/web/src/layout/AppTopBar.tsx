import { Box, Typography } from '@mui/material';
import { siteConfig } from '../components/site-config';
import { AppMenuButton } from './AppMenu';
import { ListMapTabs, type TPhoneView } from './ListMapTabs';

export interface TAppTopBarProps {
  /** The list/map switch, on a phone screen that draws on the map; absent on a desk. */
  view?: { value: TPhoneView; onChange: (next: TPhoneView) => void };
}

/** The signed-in app bar: the menu to every other screen, the product's name and, on a phone, List / Map. */
export function AppTopBar({ view }: TAppTopBarProps) {
  return (
    <Box
      component="header"
      data-testid="app-bar"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        minHeight: 48,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        position: 'sticky',
        top: 0,
        zIndex: 2,
      }}
    >
      <AppMenuButton />
      <Typography variant="subtitle1" component="span" noWrap sx={{ flex: 1, fontWeight: 600 }}>
        {siteConfig.productName}
      </Typography>
      {view && <ListMapTabs value={view.value} onChange={view.onChange} />}
    </Box>
  );
}
