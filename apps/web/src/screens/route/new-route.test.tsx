import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, marker, renderScreen } from '../../components/testing/render';
import { tomorrowDay } from '../../lib/dates';
import { NewRouteScreen } from './NewRouteScreen';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
  localStorage.clear();
});

const withDates = (node: ReactNode) => (
  <LocalizationProvider dateAdapter={AdapterDayjs}>{node}</LocalizationProvider>
);

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
    expect(api.calls.find((c) => c.url === '/api/route/')?.body).toEqual({
      name: '',
      desc: '',
      planned_on: tomorrowDay(),
    });
  });
});
