import AppleIcon from '@mui/icons-material/Apple';
import ShopIcon from '@mui/icons-material/Shop';
import { Box, Button, Stack, Typography } from '@mui/material';
import { siteConfig } from './site-config';

function StoreButton({
  href,
  icon,
  small,
  big,
}: {
  href: string;
  icon: React.ReactNode;
  small: string;
  big: string;
}) {
  const isExternal = /^https?:/.test(href);
  return (
    <Button
      href={href}
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      variant="contained"
      sx={{ bgcolor: 'common.black', color: 'common.white', textTransform: 'none', px: 2, py: 0.75 }}
      startIcon={icon}
    >
      <Box sx={{ textAlign: 'left', lineHeight: 1.1 }}>
        <Typography component="span" sx={{ display: 'block', fontSize: 10 }}>
          {small}
        </Typography>{' '}
        <Typography component="span" sx={{ display: 'block', fontSize: 16, fontWeight: 600 }}>
          {big}
        </Typography>
      </Box>
    </Button>
  );
}

/** Where a store button leads: the store when the native app is published, else the web app's install page. */
const installUrl = (storeUrl: string, platform: 'android' | 'ios'): string =>
  storeUrl || `${siteConfig.driverAppPath}?install=${platform}`;

export const INSTALL_DRIVER_APP_TEXT =
  'Install the driver app: open it on your phone and add it to the home screen. It works offline.';

/**
 * Links to the drivers' apps: Google Play and the App Store, or, until those are published, the
 * driver web app at /driver with how to add it to the home screen.
 */
export function AppStoreButtons() {
  const isWebApp = !siteConfig.googlePlayUrl || !siteConfig.appStoreUrl;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        <StoreButton
          href={installUrl(siteConfig.googlePlayUrl, 'android')}
          icon={<ShopIcon />}
          small="GET IT ON"
          big="Google Play"
        />
        <StoreButton
          href={installUrl(siteConfig.appStoreUrl, 'ios')}
          icon={<AppleIcon />}
          small="Download on the"
          big="App Store"
        />
      </Stack>
      {isWebApp && (
        <Typography variant="body2" sx={{ maxWidth: 360, opacity: 0.85 }}>
          {INSTALL_DRIVER_APP_TEXT}
        </Typography>
      )}
    </Stack>
  );
}
