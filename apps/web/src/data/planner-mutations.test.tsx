import { StopErr } from '@rp/contracts';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aRoute, aStop } from '../components/testing/planner-fixtures';
import { fakeApi, logInDemoDispatcher } from '../components/testing/render';
import { useHandOverDriverRoute } from './deliveries';
import { useImportStops } from './imports';
import { queryKeys } from './query-keys';
import { useCopyRoute, useEditRoute, useOptimizeRoute } from './routes';
import { useDeleteStop, useMoveStop, useSaveStop } from './stops';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => logInDemoDispatcher());
afterEach(() => {
  cleanup();
  api?.restore();
  localStorage.clear();
});

/** Renders a mutation hook over a fresh client; `invalidated` lists the keys each write made stale. */
function renderMutation<T>(useHook: () => T) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const spy = vi.spyOn(qc, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(useHook, { wrapper });
  const invalidated = (): QueryKey[] => spy.mock.calls.map(([filters]) => filters?.queryKey ?? []);
  return { result, invalidated };
}

const stop = aStop({ id: 12 });

beforeEach(() => {
  api = fakeApi((c) => {
    if (c.url === '/api/route/')
      return { id: 7, route_name: 'Friday run', route: aRoute({ id: 7, route_id: 7 }) };
    if (c.url === '/api/route_copy/') return { id: 8, route_name: 'Friday run (copy)' };
    if (c.url === '/api/optimize/') return { err: 0, message: 'Optimized', unassigned: 0, seconds: 0.4 };
    if (c.url === '/api/stop/7/') {
      const body = c.body as { name?: string };
      return body.name === 'over the limit'
        ? { err: StopErr.PlanLimit, message: 'Upgrade to add more stops' }
        : { err: StopErr.Ok, message: '', stop };
    }
    if (c.url === '/api/stop_delete/7/') return { id: 12 };
    if (c.url === '/api/save_driver/') return { success: true };
    if (c.url === '/api/batch_geocode/') {
      return { err: StopErr.Ok, message: '', stops: [stop], failed: [], by_city: [], cell_problems: [] };
    }
    return { status: 404, body: { success: false, message: 'Not found' } };
  });
});

describe('route mutations', () => {
  it('an edit reloads the route lists, the route and its team selection', async () => {
    const { result, invalidated } = renderMutation(() => useEditRoute());
    await act(() => result.current.mutateAsync({ route_id: 7, name: 'Friday run' }));
    expect(invalidated()).toEqual([
      queryKeys.routes.lists(),
      queryKeys.routes.route(7),
      queryKeys.routes.team(7),
    ]);
  });

  it('a copy reloads the lists and every open route', async () => {
    const { result, invalidated } = renderMutation(() => useCopyRoute());
    await act(() => result.current.mutateAsync(7));
    expect(invalidated()).toEqual([queryKeys.routes.lists(), queryKeys.routes.all()]);
  });

  it('optimising reloads the stops and the route', async () => {
    const { result, invalidated } = renderMutation(() => useOptimizeRoute(7));
    await act(() => result.current.mutateAsync());
    expect(invalidated()).toEqual([queryKeys.stops.list(7), queryKeys.routes.route(7)]);
  });
});

describe('stop mutations', () => {
  it('a saved stop reloads the stops and the route; a refused one reloads nothing', async () => {
    const { result, invalidated } = renderMutation(() => useSaveStop(7));
    const refused = await act(() =>
      result.current.mutateAsync({ name: 'over the limit', address: 'x', note: '', lat: 1, lng: 2 }),
    );
    expect(refused.err).toBe(StopErr.PlanLimit);
    expect(invalidated()).toEqual([]);
    await act(() => result.current.mutateAsync({ name: 'Camden', address: 'x', note: '', lat: 1, lng: 2 }));
    expect(invalidated()).toEqual([queryKeys.stops.list(7), queryKeys.routes.route(7)]);
  });

  it('a move to no place sends nothing but still reloads the stops, putting the marker back', async () => {
    const { result, invalidated } = renderMutation(() => useMoveStop(7));
    expect(await act(() => result.current.mutateAsync(null))).toBeNull();
    expect(api?.calls).toHaveLength(0);
    expect(invalidated()).toEqual([queryKeys.stops.list(7), queryKeys.routes.route(7)]);
  });

  it('a deleted stop reloads the stops and the route', async () => {
    const { result, invalidated } = renderMutation(() => useDeleteStop(7));
    await act(() => result.current.mutateAsync(12));
    expect(api?.calls[0]?.body).toEqual({ id: 12 });
    expect(invalidated()).toEqual([queryKeys.stops.list(7), queryKeys.routes.route(7)]);
  });
});

describe('delivery and import mutations', () => {
  it('handing a driver route over reloads the route, its team and the driver markers', async () => {
    const { result, invalidated } = renderMutation(() => useHandOverDriverRoute(7));
    await act(() => result.current.mutateAsync({ vehicle_route_id: 501, driver_id: 9 }));
    expect(api?.calls[0]?.body).toEqual({ route_id: 7, vehicle_route_id: 501, driver_id: 9 });
    expect(invalidated()).toEqual([
      queryKeys.routes.lists(),
      queryKeys.routes.route(7),
      queryKeys.routes.team(7),
      queryKeys.deliveries.driverPositions(7),
    ]);
  });

  it('an import reloads the stops and the route', async () => {
    const { result, invalidated } = renderMutation(() => useImportStops(7));
    await act(() =>
      result.current.mutateAsync({
        route_id: 7,
        values: [['1 Main St', 'Philadelphia']],
        columnConfig: { address: 0, city: 1, postcode: -1, latitude: -1, longitude: -1 },
        countryCode: 'US',
        headers: ['Address'],
        first_line: 2,
      }),
    );
    expect(invalidated()).toEqual([queryKeys.stops.list(7), queryKeys.routes.route(7)]);
  });
});
