import type { TRoute } from '@rp/contracts';

export interface TRouteDay {
  /** 'YYYY-MM-DD' */
  day: string;
  routes: TRoute[];
}

/**
 * Routes grouped by planned day for the accordion: newest day first; inside a day the newest
 * route first (by creation time, then id).
 */
export function groupRoutesByDay(routes: readonly TRoute[]): TRouteDay[] {
  const byDay = new Map<string, TRoute[]>();
  for (const r of routes) {
    const list = byDay.get(r.planned_on);
    if (list) list.push(r);
    else byDay.set(r.planned_on, [r]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([day, list]) => ({
      day,
      routes: [...list].sort((a, b) =>
        a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1,
      ),
    }));
}
