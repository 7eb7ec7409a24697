import type { TDriverRouteAnswer, TDriverRouteSummary, TDriverRoutesAnswer, TStop } from '@rp/contracts';
import { driverDb } from '../storage/driver-db';

/** The key of a day list: its date, or 'today' when the server picks the day. */
export const dayKey = (date: string | undefined): string => date ?? 'today';

/** The phone's copy of what the server last said, so the app opens and works offline. */
export const routeCache = {
  async saveDay(date: string | undefined, answer: TDriverRoutesAnswer): Promise<void> {
    await (await driverDb()).put('days', answer, dayKey(date));
  },
  async day(date: string | undefined): Promise<TDriverRoutesAnswer | undefined> {
    return (await driverDb()).get('days', dayKey(date));
  },
  async saveRoute(answer: TDriverRouteAnswer): Promise<void> {
    await (await driverDb()).put('routes', answer, answer.driver_route.vehicle_route_id);
  },
  async route(vehicleRouteId: number): Promise<TDriverRouteAnswer | undefined> {
    return (await driverDb()).get('routes', vehicleRouteId);
  },
  /** Keeps a write's answer: the driver route's new state, in the route and in the day lists. */
  async keepDriverRoute(summary: TDriverRouteSummary): Promise<void> {
    const db = await driverDb();
    const tx = db.transaction(['routes', 'days'], 'readwrite');
    const routes = tx.objectStore('routes');
    const cached = await routes.get(summary.vehicle_route_id);
    if (cached) await routes.put({ ...cached, driver_route: summary }, summary.vehicle_route_id);
    const days = tx.objectStore('days');
    for (const key of await days.getAllKeys()) {
      const day = await days.get(key);
      if (!day?.routes.some((r) => r.vehicle_route_id === summary.vehicle_route_id)) continue;
      const routesOfDay = day.routes.map((r) =>
        r.vehicle_route_id === summary.vehicle_route_id ? summary : r,
      );
      await days.put({ ...day, routes: routesOfDay }, key);
    }
    await tx.done;
  },
  /** Keeps a write's answer: the stop as the server now has it. */
  async keepStop(vehicleRouteId: number, stop: TStop): Promise<void> {
    const db = await driverDb();
    const tx = db.transaction('routes', 'readwrite');
    const cached = await tx.store.get(vehicleRouteId);
    if (cached) {
      const stops = cached.stops.map((s) => (s.id === stop.id ? stop : s));
      await tx.store.put({ ...cached, stops }, vehicleRouteId);
    }
    await tx.done;
  },
};
