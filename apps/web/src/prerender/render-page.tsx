import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { AppRoot, routerReady } from '../AppRoot';
import { routes } from '../router';

/** A page as markup for index.html's root, and its styles as one style element. */
export interface TPrerenderedPage {
  html: string;
  styleTag: string;
}

/**
 * Renders a page (the public home page `/`, the driver's sign-in at `/driver`) with the browser's own
 * provider tree, as a visitor with no session sees it. Its styles are collected rather than written
 * inline (emotion's `compat` mode, as @emotion/server does): their names in `data-emotion` tell the
 * browser's style cache they are in the page already.
 */
export async function renderPage(path: string): Promise<TPrerenderedPage> {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await routerReady(router);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppRoot router={router} queryClient={new QueryClient()} />
    </CacheProvider>,
  );
  const names = Object.keys(cache.inserted);
  const css = Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
  return { html, styleTag: `<style data-emotion="css ${names.join(' ')}">${css}</style>` };
}
