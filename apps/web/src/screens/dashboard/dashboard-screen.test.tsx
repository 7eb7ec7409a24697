import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../auth/session';
import { fakeApi, renderScreen } from '../../components/testing/render';
import { DashboardScreen } from './DashboardScreen';

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  localStorage.clear();
  session.save({
    token: 'tok',
    username: 'op@example.com',
    team: 'Ops',
    user_data: { countryCode: 'US', distanceUnit: 1, latitude: 0, longitude: 0 },
  });
  api = fakeApi(() => ({ status: 404, body: { success: false, err: -1, message: 'Not found' } }));
});
afterEach(() => {
  cleanup();
  api.restore();
});

describe('Dashboard link to the admin pages', () => {
  const verifyAnswer = (isAdmin: boolean) => ({
    success: true,
    email: 'op@example.com',
    name: 'Op',
    team: 'Ops',
    role: 3,
    is_admin: isAdmin,
    email_verified: true,
    plan: 'trial',
    is_active: true,
    active_to: '2026-12-01T00:00:00.000Z',
    user_data: { countryCode: 'US', distanceUnit: 1, latitude: 0, longitude: 0 },
  });

  for (const isAdmin of [true, false]) {
    it(`is ${isAdmin ? 'shown to an admin' : 'not shown to a dispatcher'}`, async () => {
      api.restore();
      api = fakeApi(() => verifyAnswer(isAdmin));
      renderScreen(<DashboardScreen />, { path: '/dashboard' });
      await screen.findByText('Hello, Op!');
      expect(!!screen.queryByRole('link', { name: /Admin: all teams and routes/ })).toBe(isAdmin);
    });
  }
});
