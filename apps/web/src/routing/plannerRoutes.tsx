import type { RouteObject } from 'react-router';
import { lazyScreen, page } from './lazyRoute';

const RoutesScreen = lazyScreen(() => import('../screens/routes/RoutesScreen').then((m) => m.RoutesScreen));
const NewRouteScreen = lazyScreen(() =>
  import('../screens/route/NewRouteScreen').then((m) => m.NewRouteScreen),
);
const DriversScreen = lazyScreen(() =>
  import('../screens/drivers/DriversScreen').then((m) => m.DriversScreen),
);
const StopsScreen = lazyScreen(() => import('../screens/stops/StopsScreen').then((m) => m.StopsScreen));
const EditRouteScreen = lazyScreen(() =>
  import('../screens/route/EditRouteScreen').then((m) => m.EditRouteScreen),
);
const ImportScreen = lazyScreen(() => import('../screens/import/ImportScreen').then((m) => m.ImportScreen));

/**
 * The route-planning pages (spec section 2), shown in the sidebar beside the map. Pages that work
 * on one route take its id as `?id=`. Their code is fetched once the session check lets the user in.
 */
export const plannerRoutes: RouteObject[] = [
  page('/routes', 'Routes', 'Routes', <RoutesScreen />),
  page('/route_planner', 'New route', 'RoutePlanner', <NewRouteScreen />),
  page('/drivers_new', 'Select drivers', 'ManageDriversNewRoute', <DriversScreen mode="new" />),
  page('/drivers', 'Manage drivers', 'ManageDrivers', <DriversScreen mode="manage" />),
  page('/stops', 'Stops', 'Stops', <StopsScreen />),
  page('/route', 'Edit route', 'EditRoute', <EditRouteScreen />),
  page('/importdata', 'Import data', 'ImportData', <ImportScreen />),
];
