import { afterEach, beforeEach, expect, it } from 'vitest';
import { fakeApi } from '../components/testing/render';
import { logout } from './logout';
import { session } from './session';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  localStorage.clear();
  session.save({
    token: 'secret',
    username: 'ann@example.com',
    team: 'T',
    user_data: { countryCode: 'PL', distanceUnit: 0, latitude: 1, longitude: 2 },
  });
});
afterEach(() => api.restore());

it('revokes the token on the server, then clears token and username', async () => {
  api = fakeApi(() => ({ success: true }));
  await logout();
  expect(api.calls).toHaveLength(1);
  expect(api.calls[0]).toMatchObject({ method: 'POST', url: '/api/a/logout/' });
  expect(api.calls[0].headers.Authorization).toBe('Bearer secret');
  expect(session.token()).toBeNull();
  expect(localStorage.getItem('username')).toBeNull();
});

it('clears the browser session even when the server refuses', async () => {
  api = fakeApi(() => ({ status: 401, body: { message: 'Please log in again' } }));
  await logout();
  expect(session.get()).toBeNull();
});
