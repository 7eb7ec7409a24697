/** The driver app's service worker, at the site root so it may control /driver (see build/driver-sw.js). */
export const DRIVER_SW_URL = '/driver-sw.js';
export const DRIVER_SW_SCOPE = '/driver';
export const DRIVER_MANIFEST_URL = '/driver.webmanifest';

/** Adds a head element once (the page is shared with the rest of the site, so it is added here). */
function addToHead(tag: 'link' | 'meta', attributes: Record<string, string>): void {
  const selector = Object.entries(attributes)
    .map(([k, v]) => `[${k}="${v}"]`)
    .join('');
  if (document.head.querySelector(`${tag}${selector}`)) return;
  const element = document.createElement(tag);
  for (const [k, v] of Object.entries(attributes)) element.setAttribute(k, v);
  document.head.append(element);
}

/**
 * Makes /driver an installable app: its manifest, and the worker that keeps it on the phone.
 * Only the driver app does this, and only for /driver, so the rest of the site never runs under a
 * service worker. Browsers allow service workers on https and localhost only; elsewhere the app
 * still works while online.
 */
export function installDriverPwa(): void {
  addToHead('link', { rel: 'manifest', href: DRIVER_MANIFEST_URL });
  addToHead('meta', { name: 'theme-color', content: '#1976d2' });
  addToHead('link', { rel: 'apple-touch-icon', href: '/driver-icon-192.png' });
  if (!('serviceWorker' in navigator) || !window.isSecureContext || import.meta.env.DEV) return;
  navigator.serviceWorker.register(DRIVER_SW_URL, { scope: DRIVER_SW_SCOPE }).catch(() => {
    // Without the worker the app still runs; it just won't open offline.
  });
}
