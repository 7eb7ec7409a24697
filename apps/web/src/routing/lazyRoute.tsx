import { Box, CircularProgress } from '@mui/material';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { loadChunk } from './loadChunk';

/** Route metadata: the page title (spec section 2) and the page's name. */
export interface TRouteHandle {
  title?: string;
  name?: string;
}

/**
 * A public page whose code is split off and fetched when the route is first visited; `load`
 * imports the screen's module and builds the element. The router keeps the current page on
 * screen while it loads, and a failure goes to the route's error element.
 */
export function lazyPage(
  path: string,
  title: string,
  name: string,
  load: () => Promise<ReactNode>,
): RouteObject {
  return {
    path,
    handle: { title, name } satisfies TRouteHandle,
    lazy: async () => ({ element: await loadChunk(load) }),
  };
}

/** A page with its element known up front (the element may be a lazyScreen). */
export function page(path: string, title: string, name: string, element: ReactNode): RouteObject {
  return { path, element, handle: { title, name } satisfies TRouteHandle };
}

function Loading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 160, height: '100%' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

/**
 * A component whose code is fetched only when it is first rendered. The signed-in area uses this
 * rather than the router's `lazy`, which would fetch the code as soon as the URL matches, before
 * the session check has let the user in. A failed load is thrown to the route's error element.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Screen = lazy(async () => ({ default: await loadChunk(load) }));
  return function LazyScreen(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}
