import { QueryClient } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot, routerReady } from './AppRoot';
import { markAppLive } from './prerender/early-submit';
import { clearSignedInMark, isMarkedSignedIn } from './prerender/signed-in-guard';
import { createRouter } from './router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});
const router = createRouter();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
const app = <AppRoot router={router} queryClient={queryClient} />;
// The home page and the driver's sign-in come as HTML rendered at build time: it is hydrated once its
// page's code is in (a first render without it would not match); every other page, and the driver
// app of someone signed in (the HTML is the sign-in form), is rendered here.
if (root.hasChildNodes() && !isMarkedSignedIn()) void routerReady(router).then(() => hydrateRoot(root, app));
else {
  root.replaceChildren();
  clearSignedInMark();
  markAppLive();
  createRoot(root).render(app);
}
