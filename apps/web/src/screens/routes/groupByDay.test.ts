import type { TRoute } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { groupRoutesByDay } from './groupByDay';

const route = (id: number, planned_on: string, created_at: string) =>
  ({ id, route_id: id, planned_on, created_at, name: `R${id}` }) as TRoute;

describe('groupRoutesByDay', () => {
  it('groups by planned day, newest day and newest route first', () => {
    const groups = groupRoutesByDay([
      route(1, '2025-10-01', '2025-09-01T10:00:00Z'),
      route(2, '2025-10-03', '2025-09-01T10:00:00Z'),
      route(3, '2025-10-01', '2025-09-02T10:00:00Z'),
      route(4, '2025-10-01', '2025-09-02T10:00:00Z'),
    ]);
    expect(groups.map((g) => g.day)).toEqual(['2025-10-03', '2025-10-01']);
    expect(groups[1].routes.map((r) => r.id)).toEqual([4, 3, 1]);
  });
  it('gives no groups for no routes', () => {
    expect(groupRoutesByDay([])).toEqual([]);
  });
});
