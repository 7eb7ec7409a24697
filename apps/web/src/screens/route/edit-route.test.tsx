import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { Messages } from '@rp/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aRoute } from '../../components/testing/planner-fixtures';
import { fakeApi, marker, renderScreen } from '../../components/testing/render';
import { EditRouteScreen } from './EditRouteScreen';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
});

async function openEdit(over: Parameters<typeof aRoute>[0] = {}) {
  api = fakeApi((c) => {
    const route = aRoute({ id: 5, route_id: 5, ...over });
    if (c.url === '/api/route/5/') return { route };
    if (c.url === '/api/route/') return { id: 5, route_name: route.name, route };
    if (c.url === '/api/route_delete/') return { success: true, route_id: 5 };
    return { status: 404, body: { message: 'no' } };
  });
  const view = renderScreen(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <EditRouteScreen />
    </LocalizationProvider>,
    { path: '/route', routes: [marker('/routes'), marker('/stops')] },
  );
  await view.router.navigate('/route?id=5');
  await screen.findByText('Edit route details');
  return view;
}

describe('Edit route', () => {
  it('needs a name, then saves name, note, date, start time and points', async () => {
    const { router } = await openEdit();
    fireEvent.change(screen.getByLabelText('Route name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(Messages.routeNameEmpty);
    expect(api?.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Route name'), { target: { value: 'Friday run' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Fragile' } });
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '06:15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('page /stops');
    expect(router.state.location.search).toBe('?id=5');
    expect(api?.calls.find((c) => c.url === '/api/route/')?.body).toMatchObject({
      route_id: 5,
      name: 'Friday run',
      desc: 'Fragile',
      planned_on: '2030-01-02',
      start_time: 375,
      start_point_address: 'Depot, Philadelphia',
      end_point_lat: 39.95,
    });
  });

  it("deletes after the spec's confirmation and goes to the routes", async () => {
    await openEdit();
    fireEvent.click(screen.getByRole('button', { name: 'Delete route' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(Messages.confirmDeleteRoute)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await screen.findByText('page /routes');
    await waitFor(() =>
      expect(api?.calls.find((c) => c.url === '/api/route_delete/')?.body).toEqual({ route_id: 5 }),
    );
  });

  it('shows an optimised route read-only', async () => {
    await openEdit({ is_optimized: true });
    expect((screen.getByLabelText('Route name') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
