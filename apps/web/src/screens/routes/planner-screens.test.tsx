import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { Messages } from '@rp/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { aRoute } from '../../components/testing/planner-fixtures';
import { fakeApi, pressOk, renderScreen } from '../../components/testing/render';
import { RoutesScreen } from './RoutesScreen';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
  localStorage.clear();
});

/** Presses OK in the open dialog and waits until it has gone (the page is aria-hidden meanwhile). */
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
    expect(api.calls.find((c) => c.url === '/api/routes/')?.body).toMatchObject({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
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
