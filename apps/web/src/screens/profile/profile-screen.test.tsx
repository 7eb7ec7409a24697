import type { TPreferences } from '@rp/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, logInDemoDispatcher, renderScreen } from '../../components/testing/render';
import { ProfileScreen } from './ProfileScreen';

const preferences: TPreferences = {
  name: 'Demo D',
  email: 'demo@example.com',
  start_address: '',
  lat: null,
  lng: null,
  distanceUnit: 1,
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  logInDemoDispatcher();
  api = fakeApi((call) => {
    switch (call.url) {
      case '/api/preferences/':
        return { success: true, data: { preferences } };
      case '/api/save_preferences/':
        return { success: true, data: { preferences: { ...preferences, name: 'Dana Demo' } } };
      default:
        return { status: 404, body: { message: 'no' } };
    }
  });
});
afterEach(() => {
  cleanup();
  api.restore();
});

describe('Personal profile', () => {
  it('shows the e-mail read-only and saves the full name', async () => {
    renderScreen(<ProfileScreen />, { path: '/profile' });
    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    expect(email.value).toBe('demo@example.com');
    expect(email.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Dana Demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your profile has been saved');
    expect(api.calls.find((c) => c.url === '/api/save_preferences/')?.body).toEqual({ name: 'Dana Demo' });
  });
});
