// The colours live in the contracts so the printed route report draws routes as the map does.
export { ROUTE_COLORS, routeColor, UNASSIGNED_STOP_COLOR } from '@rp/contracts';
