import { describe, expect, it } from 'vitest';
import { Messages, PointMessages } from './messages.js';
import {
  copiedRouteName,
  defaultRouteName,
  isPlannedOn,
  RouteMessages,
  ZCreateRouteSchema,
  ZEditRouteSchema,
  ZRouteDetailsFormSchema,
  ZRoutesListSchema,
  ZSaveDriverSchema,
  ZSaveDriversSchema,
  ZSaveRouteSchema,
} from './routes.js';

describe('planned_on', () => {
  it('accepts real days only', () => {
    expect(isPlannedOn('2025-03-31')).toBe(true);
    expect(isPlannedOn('2024-02-29')).toBe(true);
    expect(isPlannedOn('2025-02-29')).toBe(false);
    expect(isPlannedOn('2025-3-1')).toBe(false);
    expect(isPlannedOn('yesterday')).toBe(false);
  });
});

describe('route bodies', () => {
  it('create needs a day; name and desc optional', () => {
    expect(ZCreateRouteSchema.parse({ planned_on: '2025-05-01' })).toEqual({ planned_on: '2025-05-01' });
    const bad = ZCreateRouteSchema.safeParse({ planned_on: '01/05/2025' });
    expect(bad.error?.issues[0]?.message).toBe(RouteMessages.invalidDate);
  });

  it('edit refuses an empty name with the spec message', () => {
    const bad = ZEditRouteSchema.safeParse({ route_id: 1, name: '  ' });
    expect(bad.error?.issues[0]?.message).toBe(Messages.routeNameEmpty);
    expect(ZEditRouteSchema.safeParse({ route_id: 1, start_time: 1440 }).success).toBe(false);
    expect(ZEditRouteSchema.parse({ route_id: 1, start_time: 0 }).start_time).toBe(0);
  });

  it('the save body: create without route_id, edit with it', () => {
    expect(ZSaveRouteSchema.safeParse({ name: '', planned_on: '2025-05-01' }).success).toBe(true);
    const noDay = ZSaveRouteSchema.safeParse({ name: 'x' });
    expect(noDay.error?.issues[0]?.message).toBe(RouteMessages.plannedOnRequired);
    const emptyName = ZSaveRouteSchema.safeParse({ route_id: 4, name: '' });
    expect(emptyName.error?.issues[0]?.message).toBe(Messages.routeNameEmpty);
    const halfStart = ZSaveRouteSchema.safeParse({
      route_id: 4,
      start_point_lat: 39.9,
      start_point_lng: null,
    });
    expect(halfStart.error?.issues[0]).toMatchObject({
      message: PointMessages.incomplete,
      path: ['start_point_lng'],
    });
    expect(ZSaveRouteSchema.safeParse({ route_id: 4, start_point_lat: 39.9 }).success).toBe(false);
    const cleared = { route_id: 4, start_point_lat: null, start_point_lng: null };
    expect(ZSaveRouteSchema.safeParse(cleared).success).toBe(true);
  });

  it('routes list takes an optional day', () => {
    expect(ZRoutesListSchema.parse({})).toEqual({});
    expect(ZRoutesListSchema.parse({ date: '2025-05-01' }).date).toBe('2025-05-01');
    expect(ZRoutesListSchema.parse({ date: '' }).date).toBe('');
    expect(ZRoutesListSchema.safeParse({ date: 'May' }).success).toBe(false);
  });

  it('save_drivers needs at least one driver', () => {
    const bad = ZSaveDriversSchema.safeParse({ route_id: 1, drivers: [] });
    expect(bad.error?.issues[0]?.message).toBe(Messages.selectDriversFirst);
    expect(ZSaveDriversSchema.parse({ route_id: 1, drivers: [2, 3] }).drivers).toEqual([2, 3]);
  });

  it('save_driver takes a driver or null', () => {
    expect(
      ZSaveDriverSchema.parse({ route_id: 1, vehicle_route_id: 2, driver_id: null }).driver_id,
    ).toBeNull();
    expect(ZSaveDriverSchema.safeParse({ route_id: 1, vehicle_route_id: 2 }).success).toBe(false);
    // Ids are JSON numbers: true is not id 1, and '2' is not id 2.
    for (const notAnId of [true, '2', '1']) {
      const r = ZSaveDriverSchema.safeParse({ route_id: 1, vehicle_route_id: notAnId, driver_id: null });
      expect(r.error?.issues[0]?.message).toBe(RouteMessages.invalidDriverRouteId);
      expect(
        ZSaveDriverSchema.safeParse({ route_id: notAnId, vehicle_route_id: 2, driver_id: null }).success,
      ).toBe(false);
      expect(
        ZSaveDriverSchema.safeParse({ route_id: 1, vehicle_route_id: 2, driver_id: notAnId }).success,
      ).toBe(false);
    }
  });

  it('names', () => {
    expect(defaultRouteName('2025-05-01')).toBe('Route 2025-05-01');
    expect(copiedRouteName('North')).toBe('North (copy)');
  });
});

describe('route details form', () => {
  it('needs a name, as an edit does, and trims the texts', () => {
    const empty = ZRouteDetailsFormSchema.safeParse({ name: '   ', desc: '' });
    expect(empty.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', Messages.routeNameEmpty],
    ]);
    expect(ZRouteDetailsFormSchema.parse({ name: ' Friday run ', desc: 'Fragile ' })).toEqual({
      name: 'Friday run',
      desc: 'Fragile',
    });
  });
});
