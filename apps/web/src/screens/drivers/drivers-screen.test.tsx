import { Messages, type TTeamRouteMember } from '@rp/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aRoute } from '../../components/testing/planner-fixtures';
import { fakeApi, marker, pressOk, renderScreen } from '../../components/testing/render';
import { DriversScreen } from './DriversScreen';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
  localStorage.clear();
});

/** Presses OK in the open dialog and waits until it has gone (the page is aria-hidden meanwhile). */
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
