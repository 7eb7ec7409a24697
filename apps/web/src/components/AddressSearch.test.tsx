import { GeoMessages, type TAddressResult } from '@rp/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../auth/session';
import { AddressSearch } from './AddressSearch';
import { fakeApi, renderScreen, type TFetchCall } from './testing/render';

const philly: TAddressResult = {
  name: 'Philadelphia',
  address: 'Philadelphia, US',
  lat: 39.95,
  lng: -75.16,
  country: 'US',
  fullAddress: 'Philadelphia, US',
};

const place = (name: string, lat: number, lng: number): TAddressResult => ({
  name,
  address: `${name}, PL`,
  lat,
  lng,
  country: 'PL',
  fullAddress: `${name}, PL`,
});
const radom = place('Radom', 51.4, 21.15);
const plock = place('Płock', 52.55, 19.7);

/** A geocoder that answers each search only when the test says so (a slow service). */
function heldGeocoder() {
  const waiting = new Map<string, (places: TAddressResult[]) => void>();
  const api = fakeApi((call) => {
    const text = new URL(call.url, 'http://x').searchParams.get('text') ?? '';
    return new Promise((resolve) => {
      waiting.set(text, (places) => resolve({ success: true, data: places }));
    });
  });
  const isAsked = (text: string) => waiting.has(text);
  const answer = (text: string, places: TAddressResult[]) =>
    act(async () => {
      const send = waiting.get(text);
      if (!send) throw new Error(`nobody searched for ${text}`);
      send(places);
    });
  return { api, isAsked, answer };
}

const sleep = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));
let api: { restore: () => void; calls: TFetchCall[] };

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

  it("says the server's reason instead of 'No places found' when it gives one", async () => {
    api.restore();
    api = fakeApi((call) => {
      const text = new URL(call.url, 'http://x').searchParams.get('text') ?? '';
      return text === 'Qqzxv'
        ? { success: true, data: [] }
        : { success: true, data: [], message: GeoMessages.streetNeedsOnlineGeocoder };
    });
    renderScreen(<AddressSearch label="Add stop" onChange={() => {}} />);
    const input = screen.getByLabelText('Add stop');
    act(() => input.focus());
    fireEvent.change(input, { target: { value: '1500 Market St' } });
    await screen.findByText(GeoMessages.streetNeedsOnlineGeocoder);
    fireEvent.change(input, { target: { value: 'Qqzxv' } });
    await screen.findByText('No places found');
  });

  describe('options always belong to the text in the box', () => {
    let geo: ReturnType<typeof heldGeocoder>;
    beforeEach(() => {
      api.restore();
      geo = heldGeocoder();
      api = geo.api;
    });

    const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);

    it('does not offer the previous place while the next search runs, then adds the new one', async () => {
      const picks: (TAddressResult | null)[] = [];
      renderScreen(<AddressSearch label="Add a stop" clearOnSelect onChange={(r) => picks.push(r)} />);
      const input = screen.getByLabelText('Add a stop') as HTMLInputElement;
      act(() => input.focus());
      fireEvent.change(input, { target: { value: 'Radom' } });
      await waitFor(() => expect(geo.isAsked('Radom')).toBe(true));
      await geo.answer('Radom', [radom]);
      fireEvent.click(await screen.findByRole('option', { name: /Radom/ }));
      expect(picks).toEqual([radom]);

      // Straight away, during the debounce and while the answer is on its way: nothing to pick.
      fireEvent.change(input, { target: { value: 'Płock' } });
      expect(optionNames()).toEqual([]);
      expect(screen.getByText('Searching…')).toBeTruthy();
      await waitFor(() => expect(geo.isAsked('Płock')).toBe(true));
      expect(optionNames()).toEqual([]);
      expect(screen.getByText('Searching…')).toBeTruthy();
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(picks).toEqual([radom]);

      await geo.answer('Płock', [plock]);
      await screen.findByRole('option', { name: /Płock/ });
      expect(optionNames()).toEqual([expect.stringMatching(/^Płock/)]);
      // Enter takes the first option of the current text.
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(picks).toEqual([radom, plock]);
      expect(input.value).toBe('');
    });

    it('replaces the listed places of the old text with a loading state as soon as the text changes', async () => {
      const picks: (TAddressResult | null)[] = [];
      renderScreen(<AddressSearch label="Start location" value={null} onChange={(r) => picks.push(r)} />);
      const input = screen.getByLabelText('Start location') as HTMLInputElement;
      act(() => input.focus());
      fireEvent.change(input, { target: { value: 'Radom' } });
      await waitFor(() => expect(geo.isAsked('Radom')).toBe(true));
      await geo.answer('Radom', [radom]);
      await screen.findByRole('option', { name: /Radom/ });

      fireEvent.change(input, { target: { value: 'Płock' } });
      expect(optionNames()).toEqual([]);
      await waitFor(() => expect(geo.isAsked('Płock')).toBe(true));
      expect(optionNames()).toEqual([]);
      expect(screen.getByText('Searching…')).toBeTruthy();
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(picks).toEqual([]);

      await geo.answer('Płock', [plock]);
      fireEvent.click(await screen.findByRole('option', { name: /Płock/ }));
      expect(picks).toEqual([plock]);
    });

    it('ignores an answer that arrives after its text was replaced', async () => {
      const picks: (TAddressResult | null)[] = [];
      renderScreen(<AddressSearch label="Add a stop" clearOnSelect onChange={(r) => picks.push(r)} />);
      const input = screen.getByLabelText('Add a stop') as HTMLInputElement;
      act(() => input.focus());
      fireEvent.change(input, { target: { value: 'Radom' } });
      await waitFor(() => expect(geo.isAsked('Radom')).toBe(true));
      fireEvent.change(input, { target: { value: 'Płock' } });
      await geo.answer('Radom', [radom]);
      expect(optionNames()).toEqual([]);
      await waitFor(() => expect(geo.isAsked('Płock')).toBe(true));
      expect(optionNames()).toEqual([]);
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(picks).toEqual([]);

      await geo.answer('Płock', [plock]);
      fireEvent.click(await screen.findByRole('option', { name: /Płock/ }));
      expect(picks).toEqual([plock]);
    });
  });
});
