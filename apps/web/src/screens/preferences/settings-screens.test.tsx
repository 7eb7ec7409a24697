import { PositionRetentionTexts, type TPreferences } from '@rp/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../auth/session';
import { fakeApi, logInDemoDispatcher, renderScreen } from '../../components/testing/render';
import { aTeamPreferences } from '../../components/testing/team-fixtures';
import { PreferencesScreen } from './PreferencesScreen';

const teamPrefs = aTeamPreferences();

const preferences: TPreferences = {
  name: 'Demo D',
  email: 'demo@example.com',
  start_address: '',
  lat: null,
  lng: null,
  distanceUnit: 1,
};

let api: ReturnType<typeof fakeApi>;
let verify: unknown;
beforeEach(() => {
  logInDemoDispatcher();
  verify = {
    success: true,
    email: 'demo@example.com',
    name: 'Demo D',
    team: 'Demo',
    role: 3,
    is_admin: false,
    email_verified: true,
    plan: 'trial',
    is_active: true,
    active_to: '2026-12-01T00:00:00.000Z',
    user_data: { countryCode: 'US', distanceUnit: 1, latitude: 39.95, longitude: -75.16 },
  };
  api = fakeApi((call) => {
    switch (call.url) {
      case '/api/team_preferences/':
        return { success: true, data: teamPrefs };
      case '/api/save_teampreferences/':
        return { success: true, data: teamPrefs };
      case '/api/preferences/':
        return { success: true, data: { preferences } };
      case '/api/save_preferences/':
        return { success: true, data: { preferences: { ...preferences, name: 'Dana Demo' } } };
      case '/api/verify-token3/':
        return verify;
      case '/api/team/':
        return {
          success: true,
          data: {
            team: [
              {
                id: 1,
                user_id: 1,
                email: 'a@b.c',
                name: '',
                role: 3,
                plan_id: -1,
                is_current_user: true,
                is_current_driver: true,
              },
            ],
          },
        };
      default:
        return { status: 404, body: { message: 'no' } };
    }
  });
});
afterEach(() => {
  cleanup();
  api.restore();
});

describe('Route setup preferences', () => {
  it('shows the saved unit and start point and saves the chosen unit for the team', async () => {
    renderScreen(<PreferencesScreen />, { path: '/preferences' });
    const start = (await screen.findByLabelText('Default start point')) as HTMLInputElement;
    expect(start.value).toBe('1500 Market St, Philadelphia');
    expect((screen.getByRole('radio', { name: 'Miles' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'KM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Preferences have been saved');
    const saved = api.calls.find((c) => c.url === '/api/save_teampreferences/')?.body;
    expect(saved).toEqual({
      distanceUnit: 0,
      startAddress: '1500 Market St, Philadelphia',
      startLat: 39.95,
      startLng: -75.16,
      proofRequired: 'none',
      timezone: 'America/New_York',
      hourCycle: 12,
      vehicleType: 'car',
      speedFactor: 100,
      positionRetentionDays: 30,
    });
    expect(session.get()?.user_data.distanceUnit).toBe(0);
  });

  it("saves the team's proof required for delivered", async () => {
    renderScreen(<PreferencesScreen />, { path: '/preferences' });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Proof required for delivered' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Photo and signature' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Preferences have been saved');
    const saved = api.calls.find((c) => c.url === '/api/save_teampreferences/')?.body;
    expect(saved).toMatchObject({ proofRequired: 'photo_and_signature' });
  });

  it("saves the team's vehicle type and speed factor", async () => {
    renderScreen(<PreferencesScreen />, { path: '/preferences' });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Vehicle type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Van' }));
    fireEvent.change(screen.getByLabelText('Speed (% of the road model)'), { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Preferences have been saved');
    const saved = api.calls.find((c) => c.url === '/api/save_teampreferences/')?.body;
    expect(saved).toMatchObject({ vehicleType: 'van', speedFactor: 80 });
  });

  it("saves how many days drivers' locations are kept", async () => {
    renderScreen(<PreferencesScreen />, { path: '/preferences' });
    const field = (await screen.findByLabelText(PositionRetentionTexts.label)) as HTMLInputElement;
    expect(field.value).toBe('30');
    fireEvent.change(field, { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Preferences have been saved');
    const saved = api.calls.find((c) => c.url === '/api/save_teampreferences/')?.body;
    expect(saved).toMatchObject({ positionRetentionDays: 14 });
  });

  it("shows the team's clock and time zone and saves a change of clock", async () => {
    renderScreen(<PreferencesScreen />, { path: '/preferences' });
    const zone = (await screen.findByLabelText('Time zone')) as HTMLInputElement;
    expect(zone.value).toBe('America/New_York');
    expect((screen.getByRole('radio', { name: '12-hour (4:30 PM)' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '24-hour (16:30)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Preferences have been saved');
    const saved = api.calls.find((c) => c.url === '/api/save_teampreferences/')?.body;
    expect(saved).toMatchObject({ hourCycle: 24, timezone: 'America/New_York' });
  });
});
