import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { Messages, type TTeamRouteMember } from '@rp/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, marker, renderScreen } from '../../components/testing/render';
import { DriversScreen } from '../drivers/DriversScreen';
import { tomorrowDay } from '../route/dates';
import { NewRouteScreen } from '../route/NewRouteScreen';
import { aRoute } from '../route/test-fixtures';
import { RoutesScreen } from './RoutesScreen';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
  localStorage.clear();
});

/** Presses OK in the open dialog and waits until it has gone (the page is aria-hidden meanwhile). */
async function pressOk() {
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const withDates = (node: ReactNode) => (
  <LocalizationProvider dateAdapter={AdapterDayjs}>{node}</LocalizationProvider>
);

describe('Routes list', () => {
  it("shows today's routes, all routes on request, copies and deletes with the spec's texts", async () => {
    let routes = [aRoute(), aRoute({ id: 2, route_id: 2, name: 'Evening', desc: '', is_optimized: true })];
    api = fakeApi((c) => {
      if (c.url === '/api/routes/') return { routes };
      if (c.url === '/api/route_copy/') {
        routes = [...routes, aRoute({ id: 3, route_id: 3, name: 'Morning run (copy)' })];
        return { id: 3, route_name: 'Morning run (copy)' };
      }
      if (c.url === '/api/route_delete/') {
        const routeId = (c.body as { route_id: number }).route_id;
        routes = routes.filter((r) => r.id !== routeId);
        return { success: true, route_id: routeId };
      }
      return { status: 404, body: { message: 'no' } };
    });
    renderScreen(withDates(<RoutesScreen />), { path: '/routes' });
    await screen.findByText('Routes (2):');
    expect(api.calls[0].body).toMatchObject({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(screen.getByText(Messages.routeOptimizedYes)).toBeTruthy();
    expect(screen.getByText(Messages.routeOptimizedNo)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Morning run' }).getAttribute('href')).toBe('/stops?id=1');

    fireEvent.click(screen.getByRole('button', { name: 'Get all routes' }));
    await waitFor(() =>
      expect(api?.calls.some((c) => c.url === '/api/routes/' && !('date' in (c.body as object)))).toBe(true),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Copy route Morning run' }));
    await screen.findByText(Messages.routeCopied);
    await pressOk();
    await screen.findByText('Routes (3):');

    fireEvent.click(screen.getByRole('button', { name: 'Delete route Evening' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(Messages.confirmDeleteRouteNamed('Evening'))).toBeTruthy();
    await pressOk();
    await screen.findByText('Routes (2):');
    expect(api.calls.find((c) => c.url === '/api/route_delete/')?.body).toEqual({ route_id: 2 });
  });
});

describe('New route', () => {
  it('creates the route for tomorrow and goes to driver selection', async () => {
    api = fakeApi((c) => (c.url === '/api/route/' ? { id: 42, route_name: 'Route x' } : {}));
    const { router } = renderScreen(withDates(<NewRouteScreen />), {
      path: '/route_planner',
      routes: [marker('/drivers_new')],
    });
    fireEvent.click(screen.getByLabelText(/^Tomorrow/));
    fireEvent.click(screen.getByRole('button', { name: 'Create Route' }));
    await screen.findByText('page /drivers_new');
    expect(router.state.location.search).toBe('?id=42');
    expect(api.calls[0].body).toEqual({ name: '', desc: '', planned_on: tomorrowDay() });
  });
});

describe('Select drivers', () => {
  const team: TTeamRouteMember[] = [
    { id: 5, email: 'anna@example.com', name: 'Anna', role: 1, is_selected: false },
    { id: 6, email: 'ben@example.com', name: 'Ben', role: 1, is_selected: false },
  ];

  it('asks for drivers first, then saves the selection and goes to the stops', async () => {
    api = fakeApi((c) => {
      if (c.url === '/api/team_route/9/') return { team };
      if (c.url === '/api/route/9/') return { route: aRoute({ id: 9, route_id: 9 }) };
      if (c.url === '/api/save_drivers/') return { success: true, route_id: 9, drivers: [5, 6] };
      return { status: 404, body: { message: 'no' } };
    });
    const { router } = renderScreen(<DriversScreen mode="new" />, {
      path: '/drivers_new',
      routes: [marker('/stops')],
    });
    await router.navigate('/drivers_new?id=9');
    await screen.findByText('anna@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await screen.findByText(Messages.selectDriversFirst);
    await pressOk();
    expect(api.calls.some((c) => c.url === '/api/save_drivers/')).toBe(false);

    fireEvent.click(screen.getByLabelText(/anna@example\.com/));
    fireEvent.click(screen.getByLabelText(/ben@example\.com/));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await screen.findByText('page /stops');
    expect(router.state.location.search).toBe('?id=9');
    expect(api.calls.find((c) => c.url === '/api/save_drivers/')?.body).toEqual({
      route_id: 9,
      drivers: [5, 6],
    });
  });
});
