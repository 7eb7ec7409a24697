/**
 * The 11 fixed route colours (spec sections 2 and 9). A driver route's colour is picked by its
 * index, cycling once all 11 are used; the optimiser UI colours polylines and markers with them.
 */
export const ROUTE_COLORS = [
  '#1e88e5',
  '#e53935',
  '#43a047',
  '#fb8c00',
  '#8e24aa',
  '#00acc1',
  '#6d4c41',
  '#d81b60',
  '#7cb342',
  '#3949ab',
  '#546e7a',
] as const;

/** Colour of the route at this index (0-based), cycling through the 11 colours. */
export function routeColor(index: number): string {
  const n = ROUTE_COLORS.length;
  const i = Number.isFinite(index) ? ((Math.trunc(index) % n) + n) % n : 0;
  return ROUTE_COLORS[i];
}

/** Colour of stops not yet on any driver route (not optimised or unreachable). */
export const UNASSIGNED_STOP_COLOR = '#455a64';
