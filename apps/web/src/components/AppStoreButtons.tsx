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
  return (
    <Button
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      aria-label={`${small} ${big}`}
      sx={{ bgcolor: 'common.black', color: 'common.white', textTransform: 'none', px: 2, py: 0.75 }}
      startIcon={icon}
    >
      <Box sx={{ textAlign: 'left', lineHeight: 1.1 }}>
        <Typography component="span" sx={{ display: 'block', fontSize: 10 }}>
          {small}
        </Typography>
        <Typography component="span" sx={{ display: 'block', fontSize: 16, fontWeight: 600 }}>
          {big}
        </Typography>
      </Box>
    </Button>
  );
}

/** Links to the drivers' apps: Google Play and the App Store. */
export function AppStoreButtons() {
  return (
    <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
      <StoreButton href={siteConfig.googlePlayUrl} icon={<ShopIcon />} small="GET IT ON" big="Google Play" />
      <StoreButton
        href={siteConfig.appStoreUrl}
        icon={<AppleIcon />}
        small="Download on the"
        big="App Store"
      />
    </Stack>
  );
}
