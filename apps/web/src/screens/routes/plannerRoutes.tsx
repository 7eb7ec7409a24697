import type { RouteObject } from 'react-router';
import { DriversScreen } from '../drivers/DriversScreen';
import { ImportScreen } from '../import/ImportScreen';
import { EditRouteScreen } from '../route/EditRouteScreen';
import { NewRouteScreen } from '../route/NewRouteScreen';
import { StopsScreen } from '../stops/StopsScreen';
import { RoutesScreen } from './RoutesScreen';

const plannerPage = (path: string, title: string, element: React.ReactNode, name: string): RouteObject => ({
  path,
  element,
  handle: { title, name },
});

/**
 * The route-planning pages (spec section 2), shown in the sidebar beside the map. Pages that work
 * on one route take its id as `?id=`.
 */
export const plannerRoutes: RouteObject[] = [
  plannerPage('/routes', 'Routes', <RoutesScreen />, 'Routes'),
  plannerPage('/route_planner', 'New route', <NewRouteScreen />, 'RoutePlanner'),
  plannerPage('/drivers_new', 'Select drivers', <DriversScreen mode="new" />, 'ManageDriversNewRoute'),
  plannerPage('/drivers', 'Manage drivers', <DriversScreen mode="manage" />, 'ManageDrivers'),
  plannerPage('/stops', 'Stops', <StopsScreen />, 'Stops'),
  plannerPage('/route', 'Edit route', <EditRouteScreen />, 'EditRoute'),
  plannerPage('/importdata', 'Import data', <ImportScreen />, 'ImportData'),
];
