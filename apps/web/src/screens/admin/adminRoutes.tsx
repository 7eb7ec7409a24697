import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../auth/guards';
import { adminPaths } from '../../routing/admin-paths';
import { lazyScreen, page } from '../../routing/lazyRoute';
import { RouteErrorScreen } from '../../routing/RouteErrorScreen';

const AdminLayout = lazyScreen(() => import('./AdminLayout').then((m) => m.AdminLayout));
const AdminTeamsScreen = lazyScreen(() => import('./AdminTeamsScreen').then((m) => m.AdminTeamsScreen));
const AdminRoutesScreen = lazyScreen(() => import('./AdminRoutesScreen').then((m) => m.AdminRoutesScreen));

/**
 * The operator's pages (spec section 2): full width, no sidebar or map. /verify-token2/ lets only
 * admins in (a 402 or any failure goes to /login); their code is fetched only after that check.
 */
export const adminRoutes: RouteObject = {
  element: (
    <RequireAuth kind="admin">
      <AdminLayout />
    </RequireAuth>
  ),
  children: [
    {
      errorElement: <RouteErrorScreen />,
      children: [
        page(adminPaths.teams, 'Admin: teams', 'AdminTeams', <AdminTeamsScreen />),
        page(adminPaths.routes, 'Admin: routes', 'AdminRoutes', <AdminRoutesScreen />),
      ],
    },
  ],
};
