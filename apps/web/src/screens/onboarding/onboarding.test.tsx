import { Messages, type TAddressResult, type TTeamPreferences } from '@rp/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../auth/session';
import { fakeApi, marker, renderScreen } from '../../components/testing/render';
import { OnboardingDepotScreen } from './OnboardingDepotScreen';
import { OnboardingTeamScreen } from './OnboardingTeamScreen';
import { OnboardingFrom, OnboardingGate } from './onboarding-flow';

const warsaw: TAddressResult = {
  name: 'Warsaw',
  address: 'Warsaw, PL',
  lat: 52.23,
  lng: 21.01,
  country: 'PL',
  fullAddress: 'Warsaw, PL',
};

/** A new team's preferences, as the server answers them. */
const newTeamPrefs: TTeamPreferences = {
  name: '',
  startAddress: '',
  startLat: null,
  startLng: null,
  endAddress: '',
  endLat: null,
  endLng: null,
  distanceUnit: 0,
  countryCode: '',
  latitude: null,
  longitude: null,
  timezone: 'UTC',
  proofRequired: 'none',
  hourCycle: 24,
  vehicleType: 'car',
  speedFactor: 100,
  positionRetentionDays: 30,
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  localStorage.clear();
  session.save({
    token: 'tok',
    username: 'new@example.com',
    team: '',
    user_data: { countryCode: '', distanceUnit: 0, latitude: 0, longitude: 0 },
  });
  api = fakeApi((call) => {
    if (call.url.startsWith('/api/address_search/')) return { success: true, data: [warsaw] };
    if (call.url === '/api/save_teampreferences/') {
      const body = call.body as { countryCode?: string };
      return { success: true, data: { ...newTeamPrefs, countryCode: body.countryCode ?? '' } };
    }
    return { status: 404, body: { message: 'no' } };
  });
});
afterEach(() => {
  cleanup();
  api.restore();
});

const step1 = (state?: unknown) =>
  renderScreen(
    <OnboardingGate after={OnboardingFrom.Signup}>
      <OnboardingTeamScreen />
    </OnboardingGate>,
    { path: '/onboarding', state, routes: [marker('/routes'), marker('/onboardingdepot')] },
  );

describe('onboarding step 1', () => {
  it('is only shown when arriving from sign-up; otherwise goes to /routes', async () => {
    const { router } = step1();
    await screen.findByText('page /routes');
    expect(router.state.location.pathname).toBe('/routes');
  });

  it('keeps at most 32 characters and refuses an empty name', async () => {
    step1({ from: 'Signup' });
    const field = screen.getByLabelText('Display name') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'x'.repeat(40) } });
    expect(field.value).toBe('x'.repeat(32));
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(Messages.teamNameEmpty);
    expect(api.calls).toHaveLength(0);
  });

  it('saves the name with the time zone and moves on to the depot step', async () => {
    const { router } = step1({ from: 'Signup' });
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'Fast Parcels' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('page /onboardingdepot');
    expect(router.state.location.state).toEqual({ from: 'OnboardingTeam' });
    const body = api.calls[0].body as Record<string, unknown>;
    expect(api.calls[0].url).toBe('/api/save_teampreferences/');
    expect(body.name).toBe('Fast Parcels');
    expect(body.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(localStorage.getItem('team')).toBe('Fast Parcels');
  });
});

describe('onboarding step 2', () => {
  const step2 = () =>
    renderScreen(
      <OnboardingGate after={OnboardingFrom.Team}>
        <OnboardingDepotScreen />
      </OnboardingGate>,
      {
        path: '/onboardingdepot',
        state: { from: 'OnboardingTeam' },
        routes: [marker('/routes'), marker('/onboardingteammembers')],
      },
    );

  it('needs both locations', async () => {
    step2();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(Messages.depotEmpty);
    expect(api.calls).toHaveLength(0);
  });

  it('fills an empty end with the start, saves both with country and unit, and moves on', async () => {
    const { router } = step2();
    const start = screen.getByLabelText('Start location');
    act(() => start.focus());
    fireEvent.change(start, { target: { value: 'Warsa' } });
    fireEvent.click(await screen.findByRole('option', { name: /Warsaw/ }));
    await waitFor(() =>
      expect((screen.getByLabelText('End location') as HTMLInputElement).value).toBe('Warsaw, PL'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('page /onboardingteammembers');
    expect(router.state.location.state).toEqual({ from: 'OnboardingDepot' });
    const saved = api.calls.find((c) => c.url === '/api/save_teampreferences/')?.body;
    expect(saved).toMatchObject({
      startAddress: 'Warsaw, PL',
      startLat: 52.23,
      startLng: 21.01,
      endAddress: 'Warsaw, PL',
      endLat: 52.23,
      endLng: 21.01,
      countryCode: 'PL',
      latitude: 52.23,
      longitude: 21.01,
    });
    expect(saved).not.toHaveProperty('distanceUnit');
    expect(localStorage.getItem('startAddress')).toBe('Warsaw, PL');
    expect(session.get()?.user_data).toMatchObject({
      countryCode: 'PL',
      distanceUnit: 0,
      latitude: 52.23,
      longitude: 21.01,
    });
  });
});
