import type { TAddressResult } from '@rp/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../auth/session';
import { AddressSearch } from './AddressSearch';
import { fakeApi, renderScreen } from './testing/render';

const philly: TAddressResult = {
  name: 'Philadelphia',
  address: 'Philadelphia, US',
  lat: 39.95,
  lng: -75.16,
  country: 'US',
  fullAddress: 'Philadelphia, US',
};

const sleep = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  localStorage.clear();
  api = fakeApi(() => ({ success: true, data: [philly] }));
});
afterEach(() => {
  cleanup();
  api.restore();
});

describe('AddressSearch', () => {
  it('waits 500 ms after the last keystroke, then searches once near the team location', async () => {
    session.save({
      token: 't0k3n',
      username: 'a@b.co',
      team: 'T',
      user_data: { countryCode: 'US', distanceUnit: 1, latitude: 40, longitude: -75 },
    });
    const picks: (TAddressResult | null)[] = [];
    renderScreen(<AddressSearch label="Start location" onChange={(r) => picks.push(r)} />);
    const input = screen.getByLabelText('Start location');
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'P' } });
    fireEvent.change(input, { target: { value: 'Ph' } });
    fireEvent.change(input, { target: { value: 'Phi' } });
    await sleep(300);
    expect(api.calls).toHaveLength(0);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    const url = new URL(api.calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/address_search/');
    expect(url.searchParams.get('text')).toBe('Phi');
    expect(url.searchParams.get('lat')).toBe('40');
    expect(url.searchParams.get('lon')).toBe('-75');
    expect(api.calls[0].headers.Authorization).toBe('Bearer t0k3n');

    fireEvent.click(await screen.findByRole('option', { name: /Philadelphia/ }));
    expect(picks).toEqual([philly]);
    expect((input as HTMLInputElement).value).toBe('Philadelphia, US');
  });

  it('does not search below 3 characters in the main search', async () => {
    renderScreen(<AddressSearch label="Start location" onChange={() => {}} />);
    const input = screen.getByLabelText('Start location');
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'Ph' } });
    await sleep(800);
    expect(api.calls).toHaveLength(0);
    expect(screen.getByText('Type at least 3 characters')).toBeTruthy();
  });

  it('searches from 1 character in the alternative search, without focus when none is known', async () => {
    renderScreen(<AddressSearch label="Find" variant="alternative" onChange={() => {}} />);
    const input = screen.getByLabelText('Find');
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'P' } });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    const url = new URL(api.calls[0].url, 'http://x');
    expect(url.searchParams.get('text')).toBe('P');
    expect(url.searchParams.has('lat')).toBe(false);
  });

  it('empties the text after a pick with clearOnSelect', async () => {
    const picks: (TAddressResult | null)[] = [];
    renderScreen(<AddressSearch label="Add stop" clearOnSelect onChange={(r) => picks.push(r)} />);
    const input = screen.getByLabelText('Add stop') as HTMLInputElement;
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'Phil' } });
    fireEvent.click(await screen.findByRole('option', { name: /Philadelphia/ }));
    expect(picks).toEqual([philly]);
    expect(input.value).toBe('');
  });
});
