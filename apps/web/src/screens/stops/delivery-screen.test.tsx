import {
  LiveEvents,
  Messages,
  type TDriverPositionEntry,
  type TRoute,
  type TStop,
  type TTeamRouteMember,
} from '@rp/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aRoute, aStop } from '../../components/testing/planner-fixtures';
import { fakeApi, marker, renderScreen, type TFetchCall } from '../../components/testing/render';
import { browserClock } from '../../lib/clock';
import { applyLiveEvent } from '../../live/liveQueries';
import { MapStage } from '../../map/MapStage';
import {
  aDriverPosition,
  aDriverRoute,
  bothPhotos,
  PHOTO_DATA_URL,
  SIGNATURE_DATA_URL,
} from './delivery-fixtures';
import { driverRouteStatus } from './optimizedGroups';
import { StopsScreen } from './StopsScreen';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
  localStorage.clear();
});

/** What the fake server holds; tests change it, then tell the page as the socket would. */
interface TServerState {
  route: TRoute;
  stops: TStop[];
  positions: TDriverPositionEntry[];
  team: TTeamRouteMember[];
  /** Answer of /save_driver/ (default: success). */
  saveDriver?: (body: unknown) => unknown;
}

const dan = aDriverRoute();
const eve = aDriverRoute({
  vehicle_route_id: 502,
  driver_id: 8,
  email: 'eve@example.com',
  name: 'Eve',
  position: 1,
});
const member = (id: number, email: string, name: string): TTeamRouteMember => ({
  id,
  email,
  name,
  role: 1,
  is_selected: true,
});

/** An optimised, sent route of two driver routes: Dan's (stops 11, 12) and Eve's (stop 13). */
function optimisedRoute(): TServerState {
  return {
    route: aRoute({ is_optimized: true, drivers: 2, driver_routes: [dan, eve], sent_at: dan.sent_at }),
    stops: [
      aStop({ id: 11, name: 'Bakery', vehicle_route_id: 501, position_on_the_route: 1 }),
      aStop({ id: 12, name: 'Butcher', vehicle_route_id: 501, position_on_the_route: 2, sequence: 2 }),
      aStop({ id: 13, name: 'Florist', vehicle_route_id: 502, position_on_the_route: 1, sequence: 3 }),
    ],
    positions: [],
    team: [
      member(7, 'dan@example.com', 'Dan Driver'),
      member(8, 'eve@example.com', 'Eve'),
      member(9, 'fay@example.com', 'Fay'),
    ],
  };
}

const setStop = (state: TServerState, id: number, over: Partial<TStop>) => {
  state.stops = state.stops.map((s) => (s.id === id ? { ...s, ...over } : s));
};

/** Renders /stops?id=1 and the map beside it, behind a fake API serving `state`. */
async function openRoute(state: TServerState) {
  api = fakeApi((c: TFetchCall) => {
    if (c.url === '/api/route/1/') return { route: { ...state.route, stops_count: state.stops.length } };
    if (c.url === '/api/stops/1/') return { stops: state.stops };
    if (c.url === '/api/drivers_position/1/') return { drivers: state.positions };
    if (c.url === '/api/team_route/1/') return { team: state.team };
    if (c.url === '/api/config') return { tileUrl: '', tileAttribution: '' };
    if (c.url === '/api/stop_photos/1/') return bothPhotos();
    if (c.url === '/api/save_driver/') return state.saveDriver?.(c.body) ?? { success: true };
    return { status: 404, body: { success: false, message: 'Not found' } };
  });
  const view = renderScreen(
    <>
      <StopsScreen />
      <div style={{ width: 600, height: 400 }}>
        <MapStage />
      </div>
    </>,
    { path: '/stops', routes: [marker('/routes')] },
  );
  await view.router.navigate('/stops?id=1');
  await screen.findByRole('heading', { name: 'Morning run' });
  await screen.findByText('Florist');
  return view;
}

const rowOf = (name: string) => screen.getByText(name).closest('button') as HTMLElement;
const calls = (url: string) => (api?.calls ?? []).filter((c) => c.url === url);

async function openEditor(name: string) {
  fireEvent.click(rowOf(name));
  return screen.findByRole('region', { name: 'Stop details' }, { timeout: 3000 });
}

describe('Delivery outcomes in the stop list', () => {
  it('greys done and failed stops with a tick or a cross and their labels; pending stops stay as they are', async () => {
    const state = optimisedRoute();
    setStop(state, 11, { delivery_status: 1, delivered_at: 9 * 60 + 5 });
    setStop(state, 13, { delivery_status: 2, delivery_status_additional_info: 3 });
    await openRoute(state);
    expect(rowOf('Bakery').className).toContain('is-done');
    expect(within(rowOf('Bakery')).getByText('✓ Delivered')).toBeTruthy();
    expect(rowOf('Florist').className).toContain('is-done');
    expect(within(rowOf('Florist')).getByText('✗ Delivery failed')).toBeTruthy();
    expect(rowOf('Butcher').className).not.toContain('is-done');
    expect(within(rowOf('Butcher')).queryByText(/Delivered|Delivery failed/)).toBeNull();
  });

  it('shows what the driver did as the socket tells it, with no reload', async () => {
    const state = optimisedRoute();
    const view = await openRoute(state);
    expect(screen.queryByText(/^Started /)).toBeNull();

    const started = { ...dan, route_status: 1, started_time: '2030-01-02T08:00:00.000Z' };
    state.route = { ...state.route, driver_routes: [started, eve] };
    await applyLiveEvent(view.queryClient, LiveEvents.driverRouteChanged, 1);
    expect(await screen.findByText(driverRouteStatus(started, browserClock()))).toBeTruthy();

    setStop(state, 12, { delivery_status: 1, delivered_at: 8 * 60 + 20 });
    await applyLiveEvent(view.queryClient, LiveEvents.stopChanged, 1);
    await waitFor(() => expect(within(rowOf('Butcher')).getByText('✓ Delivered')).toBeTruthy());

    const finished = { ...started, route_status: 2, finished_time: '2030-01-02T10:30:00.000Z' };
    state.route = { ...state.route, driver_routes: [finished, eve] };
    await applyLiveEvent(view.queryClient, LiveEvents.driverRouteChanged, 1);
    expect(await screen.findByText(driverRouteStatus(finished, browserClock()))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Morning run' })).toBeTruthy();
  });
});

describe('Delivery detail in the stop panel', () => {
  it('shows time, status, note, the photo and the signature with when and where they were taken', async () => {
    const state = optimisedRoute();
    setStop(state, 11, {
      delivery_status: 1,
      delivered_at: 9 * 60 + 5,
      proof_of_delivery_note: 'Left with the neighbour',
      has_photo: true,
      has_signature: true,
    });
    await openRoute(state);
    const editor = await openEditor('Bakery');
    const detail = within(editor).getByTestId('delivery-detail');
    expect(within(detail).getByText('Delivered')).toBeTruthy();
    expect(within(detail).getByText('Time: 09:05')).toBeTruthy();
    expect(within(detail).getByText('Note: Left with the neighbour')).toBeTruthy();
    const photo = (await within(detail).findByRole('img', { name: 'Photo' })) as HTMLImageElement;
    const signature = within(detail).getByRole('img', { name: 'Signature' }) as HTMLImageElement;
    expect(photo.src).toBe(PHOTO_DATA_URL);
    expect(signature.src).toBe(SIGNATURE_DATA_URL);
    const when = new Date('2030-01-02T09:05:00.000Z').toLocaleString(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    expect(within(detail).getByText(`Taken ${when} at 39.96123, -75.15456`)).toBeTruthy();
    expect(calls('/api/stop_photos/1/').map((c) => c.body)).toEqual([{ id: 11 }]);
  });

  it('shows a failed delivery with its reason, and fetches no pictures for a stop without any', async () => {
    const state = optimisedRoute();
    setStop(state, 13, { delivery_status: 2, delivery_status_additional_info: 3, delivered_at: 0 });
    await openRoute(state);
    const detail = within(await openEditor('Florist')).getByTestId('delivery-detail');
    expect(within(detail).getByText('Delivery failed')).toBeTruthy();
    expect(within(detail).getByText('Reason: No parking')).toBeTruthy();
    expect(within(detail).getByText('Time: 00:00')).toBeTruthy();
    expect(within(detail).getByText('Note: -')).toBeTruthy();
    expect(within(detail).queryByRole('img')).toBeNull();
    expect(calls('/api/stop_photos/1/')).toHaveLength(0);
  });

  it('shows a dash for the time of a done stop whose time was not recorded', async () => {
    const state = optimisedRoute();
    setStop(state, 13, { delivery_status: 1, delivered_at: null });
    await openRoute(state);
    const detail = within(await openEditor('Florist')).getByTestId('delivery-detail');
    expect(within(detail).getByText('Time: -')).toBeTruthy();
  });

  it('marks each barcode matched or missing; scanned codes not in the list are not on this stop', async () => {
    const state = optimisedRoute();
    setStop(state, 12, {
      delivery_status: 1,
      order_info_products_barcodes: 'A1,B2,C3',
      order_info_products_barcodes_scanned: 'B2,Z9',
    });
    await openRoute(state);
    const scanned = within(await openEditor('Butcher')).getByLabelText('Barcodes scanned');
    expect(
      within(scanned)
        .getAllByText(/: (matched|missing|not on this stop)$/)
        .map((c) => c.textContent),
    ).toEqual(['A1: missing', 'B2: matched', 'C3: missing', 'Z9: not on this stop']);
  });
});

describe('Driver markers on the map', () => {
  it("shows each driver by name in their route's colour, moved when the socket says so", async () => {
    const state = optimisedRoute();
    state.positions = [aDriverPosition(), aDriverPosition({ vehicle_route_id: 502, driver_name: 'Eve' })];
    const view = await openRoute(state);
    const markerOf = (name: string) =>
      [...document.querySelectorAll<HTMLElement>('.rp-driver-marker')].find((m) =>
        m.textContent?.includes(name),
      );
    await waitFor(() => expect(markerOf('Dan Driver')).toBeTruthy());
    expect(markerOf('Dan Driver')?.style.getPropertyValue('--driver-color')).toBe('#1e88e5');
    expect(markerOf('Eve')?.style.getPropertyValue('--driver-color')).toBe('#e53935');
    expect(document.querySelector('[title="Driver: Dan Driver"]')).toBeTruthy();

    const before = calls('/api/drivers_position/1/').length;
    state.positions = [aDriverPosition({ lat: 40.01 })];
    await applyLiveEvent(view.queryClient, LiveEvents.driverPositionChanged, 1);
    await waitFor(() => expect(markerOf('Eve')).toBeUndefined());
    expect(calls('/api/drivers_position/1/').length).toBe(before + 1);
    expect(markerOf('Dan Driver')).toBeTruthy();
  });
});

describe('Handing a driver route to another driver', () => {
  it('posts /save_driver/ with the chosen driver; a driver on another route of it can take its stops', async () => {
    const state = optimisedRoute();
    state.saveDriver = () => {
      const fay = { ...dan, driver_id: 9, email: 'fay@example.com', name: 'Fay' };
      state.route = { ...state.route, driver_routes: [fay, eve] };
      return { success: true };
    };
    await openRoute(state);
    const [danPanel] = screen.getAllByTestId('driver-route-panel');
    fireEvent.mouseDown(within(danPanel).getByRole('combobox', { name: 'Driver' }));
    const options = within(await screen.findByRole('listbox'));
    expect(
      options
        .getByRole('option', { name: /Eve .* on this route: the stops join theirs/ })
        .getAttribute('aria-disabled'),
    ).not.toBe('true');
    fireEvent.click(options.getByRole('option', { name: 'Fay (fay@example.com)' }));
    await waitFor(() => expect(calls('/api/save_driver/')).toHaveLength(1));
    expect(calls('/api/save_driver/')[0].body).toEqual({ route_id: 1, vehicle_route_id: 501, driver_id: 9 });
    await waitFor(() =>
      expect(within(screen.getAllByTestId('driver-route-panel')[0]).getByText('Fay')).toBeTruthy(),
    );
  });

  it("shows the server's message when it refuses", async () => {
    const state = optimisedRoute();
    const refusal = 'Your plan allows 1 driver per route';
    state.saveDriver = () => ({ status: 400, body: { success: false, err: -20, message: refusal } });
    await openRoute(state);
    const [danPanel] = screen.getAllByTestId('driver-route-panel');
    fireEvent.mouseDown(within(danPanel).getByRole('combobox', { name: 'Driver' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Fay (fay@example.com)' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(Messages.errorTitle)).toBeTruthy();
    expect(within(dialog).getByText(refusal)).toBeTruthy();
  });
});
