import { useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useMatches } from 'react-router';
import { setUnauthorizedHandler } from './api/client';
import { RedirectIfLoggedIn, RequireAuth } from './auth/guards';
import { session } from './auth/session';
import { SidebarLayout } from './layout/SidebarLayout';
import { LoginScreen } from './screens/auth/LoginScreen';

export const DEFAULT_TITLE = 'Route Planner and Optimization';

/** Route metadata: the page title (spec section 2). */
export interface TRouteHandle {
  title?: string;
}

function TitleFromRoute() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as TRouteHandle | undefined)?.title)?.handle as
    | TRouteHandle
    | undefined;
  useEffect(() => {
    document.title = title?.title ? `${title.title} | Route Planner` : DEFAULT_TITLE;
  }, [title]);
  return <Outlet />;
}

const page = (path: string, title: string, element: React.ReactNode, name?: string): RouteObject => ({
  path,
  element,
  handle: { title, name } satisfies TRouteHandle & { name?: string },
});

/** Public pages: no sidebar (spec section 2). */
const publicRoutes: RouteObject[] = [
  page(
    '/login',
    'Login',
    <RedirectIfLoggedIn>
      <LoginScreen />
    </RedirectIfLoggedIn>,
    'Login',
  ),
];

/** Authenticated pages with the sidebar beside the map. */
const sidebarRoutes: RouteObject[] = [];

export const routes: RouteObject[] = [
  {
    element: <TitleFromRoute />,
    children: [
      ...publicRoutes,
      {
        element: (
          <RequireAuth>
            <SidebarLayout />
          </RequireAuth>
        ),
        children: sidebarRoutes,
      },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

export function createRouter() {
  const router = createBrowserRouter(routes);
  setUnauthorizedHandler(() => {
    session.clear();
    if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
  });
  return router;
}
