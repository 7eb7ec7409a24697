import { Alert, AlertTitle, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useIsHydrated } from '../../lib/useIsHydrated';

/** Chrome's install offer (not in TypeScript's DOM types). */
interface TInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

const DISMISSED_KEY = 'driver_install_hint_dismissed';

const isInstalled = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;

/** How to add the app to the home screen on this phone. */
export function installSteps(userAgent: string): string {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'In Safari, tap Share, then "Add to Home Screen".';
  return 'In Chrome, open the ⋮ menu and tap "Install app" (or "Add to Home screen").';
}

/**
 * "Install the driver app": shown in the browser (not once installed), with Chrome's own
 * Install button where it offers one. The public store buttons lead here with ?install=.
 * Added once the page is hydrated: the sign-in page rendered at build time knows no phone.
 */
export function InstallHint() {
  const isHydrated = useIsHydrated();
  return isHydrated ? <InstallHintForThisPhone /> : null;
}

function InstallHintForThisPhone() {
  const [params] = useSearchParams();
  const isAsked = params.has('install');
  const [isDismissed, setDismissed] = useState(
    () => !isAsked && localStorage.getItem(DISMISSED_KEY) === 'true',
  );
  const [offer, setOffer] = useState<TInstallPromptEvent | null>(null);
  useEffect(() => {
    const keep = (e: Event) => {
      e.preventDefault();
      setOffer(e as TInstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', keep);
    return () => window.removeEventListener('beforeinstallprompt', keep);
  }, []);
  if (isDismissed || isInstalled()) return null;
  return (
    <Alert
      severity="info"
      onClose={() => {
        localStorage.setItem(DISMISSED_KEY, 'true');
        setDismissed(true);
      }}
      action={
        offer ? (
          <Button color="inherit" onClick={() => void offer.prompt().then(() => setOffer(null))}>
            Install
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>Install the driver app</AlertTitle>
      Add it to your home screen to open it like an app, also without signal.{' '}
      {installSteps(navigator.userAgent)}
    </Alert>
  );
}
