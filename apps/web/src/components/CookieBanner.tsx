import { Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useState, useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'react-router';

/** Local storage key that remembers the consent. */
export const COOKIE_CONSENT_KEY = 'cookies_accepted';
/** Above page content, below dialogs (spec section 9). */
export const COOKIE_BANNER_Z_INDEX = 1000;

const hasConsent = () => {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY) === 'true';
  } catch {
    return false;
  }
};

const noChanges = () => () => {};
/** The home page's HTML is rendered at build time, with no visitor: the banner is added on hydration. */
const consentWhenPrerendered = () => true;

/** The cookie consent banner: 'Accept cookies' and a link to the privacy policy; remembered in local storage. */
export function CookieBanner() {
  const stored = useSyncExternalStore(noChanges, hasConsent, consentWhenPrerendered);
  const [acceptedNow, setAccepted] = useState(false);
  if (stored || acceptedNow) return null;
  const accept = () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    setAccepted(true);
  };
  return (
    <Paper
      role="region"
      aria-label="Cookie consent"
      elevation={6}
      square
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: COOKIE_BANNER_Z_INDEX, px: 3, py: 2 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'center' }}
      >
        <Typography variant="body2">
          We use cookies and local storage to keep you signed in and to remember your settings. Read our{' '}
          <Link component={RouterLink} to="/privacy-policy">
            privacy policy
          </Link>
          .
        </Typography>
        <Button variant="contained" onClick={accept}>
          Accept cookies
        </Button>
      </Stack>
    </Paper>
  );
}
