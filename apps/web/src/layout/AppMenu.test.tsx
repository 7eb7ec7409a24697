import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../auth/session';
import { fakeApi, logInDemoDispatcher, marker, renderScreen } from '../components/testing/render';
import { AppMenuButton } from './AppMenu';

const verifyAnswer = (isAdmin: boolean) => ({
  success: true,
  email: 'demo@example.com',
  name: 'Demo',
  team: 'Demo',
  role: 2,
  is_admin: isAdmin,
  email_verified: true,
  plan: 'trial',
  is_active: true,
  active_to: null,
  user_data: { countryCode: 'US', distanceUnit: 1, latitude: 39.95, longitude: -75.16 },
});

let isAdmin: boolean;
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  logInDemoDispatcher();
  isAdmin = false;
  api = fakeApi((call) => {
    if (call.url === '/api/verify-token/') return verifyAnswer(isAdmin);
    if (call.url === '/api/a/logout/') return { success: true };
    return { status: 404, body: { message: 'no' } };
  });
});
afterEach(() => {
  cleanup();
  api.restore();
});

const openMenu = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('navigation', { name: 'Main menu' });
};

describe('AppMenuButton', () => {
  it('reaches every signed-in place; a dispatcher who is not an admin sees no Admin', async () => {
    renderScreen(<AppMenuButton />, { path: '/stops' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    const menu = await openMenu();
    const links = within(menu)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Routes', '/routes'],
      ['Dashboard', '/dashboard'],
      ['Team', '/team'],
      ['Subscription', '/subscription'],
      ['Preferences', '/preferences'],
      ['Profile', '/profile'],
    ]);
    await waitFor(() => expect(api.calls.some((c) => c.url === '/api/verify-token/')).toBe(true));
    expect(within(menu).queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('shows Admin to an administrator', async () => {
    isAdmin = true;
    renderScreen(<AppMenuButton />, { path: '/stops' });
    const menu = await openMenu();
    expect((await within(menu).findByRole('link', { name: 'Admin' })).getAttribute('href')).toBe(
      '/admin-teams',
    );
  });

  it('goes to the chosen screen', async () => {
    const { router } = renderScreen(<AppMenuButton />, { path: '/stops', routes: [marker('/team')] });
    fireEvent.click(within(await openMenu()).getByRole('link', { name: 'Team' }));
    await screen.findByText('page /team');
    expect(router.state.location.pathname).toBe('/team');
  });

  it('Log out ends the session on the server and in the browser and shows /login', async () => {
    renderScreen(<AppMenuButton />, { path: '/stops', routes: [marker('/login')] });
    fireEvent.click(within(await openMenu()).getByRole('button', { name: 'Log out' }));
    await screen.findByText('page /login');
    expect(api.calls.some((c) => c.url === '/api/a/logout/')).toBe(true);
    expect(session.token()).toBeFalsy();
  });
});
