import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, logInDemoDispatcher } from '../components/testing/render';
import { showScreenOverMap, useMapLayers } from '../map/MapStage';
import { theme } from '../theme';
import { PhoneLayout } from './PhoneLayout';

/** A screen that draws on the map, as the stops screen does. */
function DrawingScreen() {
  useMapLayers(useMemo(() => <></>, []));
  return <p>stops screen</p>;
}

function renderPhoneLayout(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <PhoneLayout />,
        children: [
          { path: '/stops', element: <DrawingScreen /> },
          { path: '/routes', element: <p>routes screen</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return router;
}

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;
const visibilityOf = (testId: string) => getComputedStyle(screen.getByTestId(testId)).visibility;

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  logInDemoDispatcher();
  api = fakeApi(() => ({ status: 404, body: { message: 'no' } }));
});
afterEach(() => {
  cleanup();
  api.restore();
});

describe('PhoneLayout', () => {
  it('offers List / Map only on a screen that draws on the map', async () => {
    const router = renderPhoneLayout('/routes');
    await screen.findByText('routes screen');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    await act(() => router.navigate('/stops'));
    await screen.findByText('stops screen');
    expect(selectedTab()).toBe('List');
  });

  it('shows the map instead of the screen, and the screen again when the map opens something in it', async () => {
    renderPhoneLayout('/stops');
    await screen.findByRole('tab', { name: 'Map' });
    expect(visibilityOf('sidebar')).toBe('visible');
    expect(visibilityOf('map')).toBe('hidden');
    fireEvent.click(screen.getByRole('tab', { name: 'Map' }));
    expect(selectedTab()).toBe('Map');
    expect(visibilityOf('sidebar')).toBe('hidden');
    expect(visibilityOf('map')).toBe('visible');
    act(() => showScreenOverMap());
    expect(selectedTab()).toBe('List');
    expect(visibilityOf('sidebar')).toBe('visible');
  });

  it('opens another screen on its list', async () => {
    const router = renderPhoneLayout('/stops');
    fireEvent.click(await screen.findByRole('tab', { name: 'Map' }));
    await act(() => router.navigate('/routes'));
    await act(() => router.navigate('/stops'));
    await screen.findByRole('tab', { name: 'List' });
    expect(selectedTab()).toBe('List');
  });
});
