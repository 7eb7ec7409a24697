import { Messages, PHONE_LIKE_MESSAGE, StopErr, type TStop } from '@rp/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aPlannedDriverRoute, aRoute, aStop } from '../../components/testing/planner-fixtures';
import { fakeApi, marker, pressOk, renderScreen, type TFetchCall } from '../../components/testing/render';
import { StopsScreen } from './StopsScreen';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
  localStorage.clear();
});

const posts = (url: string) =>
  (api?.calls ?? []).filter((c: TFetchCall) => c.method === 'POST' && c.url === url);

/** Renders /stops?id=1 with this route and these stops behind a fake API. */
async function openStops(opts: {
  route?: Parameters<typeof aRoute>[0];
  stops: TStop[];
  stopAnswer?: unknown;
  /** Answers of other calls (optimise, send, cancel), by path; undefined falls through. */
  answer?: (c: TFetchCall) => unknown;
}) {
  let stops = opts.stops;
  api = fakeApi((c) => {
    const answered = opts.answer?.(c);
    if (answered !== undefined) return answered;
    if (c.url === '/api/route/1/') return { route: aRoute({ stops_count: stops.length, ...opts.route }) };
    if (c.url === '/api/stops/1/') return { stops };
    if (c.url === '/api/stop/1/') {
      if (opts.stopAnswer) return opts.stopAnswer;
      const body = c.body as Partial<TStop>;
      const stop = aStop({ ...body, id: body.id ?? 100 + stops.length });
      stops = body.id ? stops.map((s) => (s.id === body.id ? stop : s)) : [...stops, stop];
      return { err: 0, message: '', stop };
    }
    if (c.url === '/api/route/') return { id: 1, route_name: 'Morning run' };
    if (c.url.startsWith('/api/address_search/')) {
      return {
        success: true,
        data: [
          {
            name: 'Camden',
            address: 'Camden',
            lat: 39.93,
            lng: -75.12,
            country: 'US',
            fullAddress: 'Camden, US',
          },
        ],
      };
    }
    return { status: 404, body: { success: false, message: 'Not found' } };
  });
  const view = renderScreen(<StopsScreen />, { path: '/stops', routes: [marker('/routes')] });
  await view.router.navigate('/stops?id=1');
  await screen.findByRole('heading', { name: 'Morning run' });
  return view;
}

describe('Route sidebar', () => {
  it("checks locally before optimising and sending, with the spec's messages", async () => {
    await openStops({ stops: [aStop()] });
    await screen.findByText('Bakery');
    fireEvent.click(screen.getByRole('button', { name: 'Optimize route' }));
    await screen.findByText(Messages.addAtLeastTwoStops);
    await pressOk();
    fireEvent.click(screen.getByRole('button', { name: 'Send route to driver' }));
    await screen.findByText(Messages.optimizeFirst);
    await pressOk();
    expect(posts('/api/optimize/')).toHaveLength(0);
    expect(screen.getByText('now')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Drivers' })).toBeTruthy();
  });

  it("optimises with the spec's success text, and shows the server's message when refused", async () => {
    let refuse = false;
    await openStops({
      stops: [aStop({ id: 1 }), aStop({ id: 2, name: 'Mill' })],
      answer: (c) => {
        if (c.url !== '/api/optimize/') return undefined;
        if (refuse)
          return { status: 400, body: { success: false, err: -1, message: 'Please select drivers first' } };
        return { err: 0, message: Messages.optimized, unassigned: 0, seconds: 0.4 };
      },
    });
    await screen.findByText('Mill');
    fireEvent.click(screen.getByRole('button', { name: 'Optimize route' }));
    await screen.findByText(Messages.optimizedTitle);
    expect(screen.getByText(Messages.optimized)).toBeTruthy();
    await pressOk();
    expect(posts('/api/optimize/').map((c) => c.body)).toEqual([
      { route_id: 1, is_route_optimization: true },
    ]);
    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Optimize route' }));
    await screen.findByText('Please select drivers first');
    expect(screen.getByText(Messages.cantOptimizeTitle)).toBeTruthy();
    await pressOk();
  });

  it('sends an optimised route and cancels its optimisation', async () => {
    await openStops({
      route: { is_optimized: true },
      stops: [aStop({ id: 1 }), aStop({ id: 2, name: 'Mill' })],
      answer: (c) => {
        if (c.url === '/api/send_to_drivers/') return { success: true, message: Messages.routeSent };
        if (c.url === '/api/cancel_optimization/') return { success: true };
        return undefined;
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send route to driver' }));
    await screen.findByText(Messages.routeSent);
    await pressOk();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel optimization' }));
    await waitFor(() => expect(posts('/api/cancel_optimization/')).toHaveLength(1));
    expect(posts('/api/send_to_drivers/').map((c) => c.body)).toEqual([{ route_id: 1 }]);
    expect(posts('/api/cancel_optimization/').map((c) => c.body)).toEqual([{ route_id: 1 }]);
  });

  it('opens the start/end dialog when the route has no start or end', async () => {
    await openStops({
      route: { end_point_address: '', end_point_lat: null, end_point_lng: null },
      stops: [],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Optimize route' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Start and end of the route')).toBeTruthy();
    expect(within(dialog).getByLabelText('End location')).toBeTruthy();
  });

  it('the start/end dialog fills an empty end with the start and saves both', async () => {
    await openStops({
      route: { end_point_address: '', end_point_lat: null, end_point_lng: null },
      stops: [],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(Messages.depotEmpty);
    const startInput = within(dialog).getByLabelText('Start location');
    fireEvent.focus(startInput);
    fireEvent.change(startInput, { target: { value: 'Camd' } });
    fireEvent.click(await screen.findByRole('option', { name: /Camden/ }, { timeout: 3000 }));
    await waitFor(() =>
      expect((within(dialog).getByLabelText('End location') as HTMLInputElement).value).toBe('Camden, US'),
    );
    fireEvent.change(within(dialog).getByLabelText('Start time'), { target: { value: '07:45' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts('/api/route/')).toHaveLength(1));
    expect(posts('/api/route/')[0].body).toEqual({
      route_id: 1,
      start_point_address: 'Camden, US',
      start_point_lat: 39.93,
      start_point_lng: -75.12,
      end_point_address: 'Camden, US',
      end_point_lat: 39.93,
      end_point_lng: -75.12,
      start_time: 7 * 60 + 45,
    });
  });

  it('opens the stop editor 500 ms after a click; a bad phone is refused and nothing is saved', async () => {
    await openStops({ stops: [aStop(), aStop({ id: 12, sequence: 2, name: 'Butcher' })] });
    fireEvent.click(await screen.findByText('Butcher'));
    expect(screen.queryByRole('region', { name: 'Stop details' })).toBeNull();
    const editor = await screen.findByRole('region', { name: 'Stop details' }, { timeout: 2000 });
    expect(within(editor).getByText('2. Butcher')).toBeTruthy();
    fireEvent.change(within(editor).getByLabelText('Time window start minutes'), { target: { value: '30' } });
    fireEvent.change(within(editor).getByLabelText('Phone'), { target: { value: '555-1234' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await within(editor).findByText(PHONE_LIKE_MESSAGE);
    expect(posts('/api/stop/1/')).toHaveLength(0);

    fireEvent.change(within(editor).getByLabelText('Phone'), { target: { value: '+48123456789' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await within(editor).findByText('Saved');
    expect(posts('/api/stop/1/')[0].body).toMatchObject({
      id: 12,
      time_window_start: 8 * 60 + 30,
      time_window_end: 0,
      recipient_phone_number: '+48123456789',
      service_time: 5,
    });
  });

  it('asks before closing the stop editor with unsaved edits; without edits (or once saved) it closes at once', async () => {
    await openStops({ stops: [aStop(), aStop({ id: 12, sequence: 2, name: 'Butcher' })] });
    fireEvent.click(await screen.findByText('Butcher'));
    const editor = await screen.findByRole('region', { name: 'Stop details' }, { timeout: 2000 });
    fireEvent.change(within(editor).getByLabelText('Name'), { target: { value: 'Butcher (side door)' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard unsaved changes?')).toBeNull());
    expect((within(editor).getByLabelText('Name') as HTMLInputElement).value).toBe('Butcher (side door)');

    // Found once the question's dialog has gone (it hides the page while open).
    fireEvent.click(await within(editor).findByRole('button', { name: 'Save' }));
    await within(editor).findByText('Saved');
    fireEvent.click(within(editor).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Stop details' })).toBeNull());
    expect(screen.queryByText('Discard unsaved changes?')).toBeNull();

    // The saved name may be in the list by now.
    fireEvent.click((await screen.findAllByText(/^Butcher/))[0] as HTMLElement);
    const again = await screen.findByRole('region', { name: 'Stop details' }, { timeout: 2000 });
    fireEvent.change(within(again).getByLabelText('Note'), { target: { value: 'Ring twice' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Close stop' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Stop details' })).toBeNull());
  });

  it('adds a stop from the search; the plan limit (-20) shows its message and disables the search', async () => {
    const limit = 'Your plan allows at most 10 stops per route. Upgrade to add more.';
    await openStops({ stops: [aStop()], stopAnswer: { err: StopErr.PlanLimit, message: limit } });
    const search = screen.getByLabelText('Add a stop');
    fireEvent.change(search, { target: { value: 'Camd' } });
    fireEvent.click(await screen.findByRole('option', { name: /Camden/ }, { timeout: 3000 }));
    await waitFor(() => expect(posts('/api/stop/1/')).toHaveLength(1));
    expect(posts('/api/stop/1/')[0].body).toEqual({
      name: 'Camden',
      address: 'Camden, US',
      note: '',
      lat: 39.93,
      lng: -75.12,
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(limit)).toBeTruthy();
    await pressOk();
    expect((screen.getByLabelText('Add a stop') as HTMLInputElement).disabled).toBe(true);
  });

  it('locks an optimised route: no search, no Duplicate or Delete', async () => {
    await openStops({ route: { is_optimized: true }, stops: [aStop({ arrival: -3 })] });
    expect(screen.queryByLabelText('Add a stop')).toBeNull();
    expect(await screen.findByText(Messages.noRouteToStops)).toBeTruthy();
    expect(screen.getByText(Messages.cannotRouteToStop)).toBeTruthy();
    expect(screen.getByText('Cancel optimization')).toBeTruthy();
    fireEvent.click(await screen.findByText('Bakery'));
    const editor = await screen.findByRole('region', { name: 'Stop details' }, { timeout: 2000 });
    expect(within(editor).queryByRole('button', { name: 'Duplicate' })).toBeNull();
    expect(within(editor).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect((within(editor).getByLabelText('Name') as HTMLInputElement).disabled).toBe(true);
  });

  it("says under the plan's totals which model made its times", async () => {
    await openStops({
      route: {
        is_optimized: true,
        distance: 16_093,
        duration_total: 3900,
        travel_model: 'osrm',
        travel_vehicle: 'van',
      },
      stops: [aStop()],
    });
    expect(await screen.findByText('Road times from OSRM (van)')).toBeTruthy();
    expect(screen.getByTestId('plan-totals').textContent).toMatch(/· 1 h 5 min$/);
  });

  it('tells the wait for a window to open beside the planned arrival, not once the stop is done', async () => {
    const driverRoute = aPlannedDriverRoute({ duration_total: 16_000 });
    const placed = { vehicle_route_id: 5, time_window_start: 13 * 60, time_window_end: 15 * 60 };
    await openStops({
      route: { is_optimized: true, plan_start_seconds: 8 * 3600, driver_routes: [driverRoute] },
      stops: [
        aStop({ ...placed, id: 11, name: 'Museum', arrival: 6000, waiting_time: 12_000 }),
        aStop({ ...placed, id: 12, name: 'Zoo', arrival: 600, waiting_time: 30 }),
        aStop({ ...placed, id: 13, name: 'Done', arrival: 900, waiting_time: 600, delivery_status: 1 }),
      ],
    });
    const row = (name: string) => screen.getByText(name).closest('button') as HTMLElement;
    await screen.findByText('Museum');
    expect(within(row('Museum')).getByTestId('stop-arrival').textContent).toBe('09:40');
    expect(within(row('Museum')).getByTestId('stop-wait').textContent).toBe('wait 3 h 20 min');
    expect(within(row('Zoo')).queryByTestId('stop-wait')).toBeNull();
    expect(within(row('Done')).queryByTestId('stop-wait')).toBeNull();
  });

  it("draws a driver's day from their own shift start when it is after the route's", async () => {
    const day = {
      load: 0,
      weight: 0,
      capacity: null,
      max_weight: null,
      shift_start: 10 * 3600,
      shift_end: null,
      break_start: null,
      break_duration: null,
      break_after_stops: null,
    };
    await openStops({
      route: {
        is_optimized: true,
        plan_start_seconds: 8 * 3600,
        driver_routes: [aPlannedDriverRoute({ duration_total: 3600, day })],
      },
      stops: [aStop({ vehicle_route_id: 5, arrival: 2 * 3600 + 600 })],
    });
    const panel = await screen.findByTestId('driver-route-panel');
    expect(panel.textContent).toContain('60 min · 10:00–11:00');
  });

  it("chooses the route's own vehicle", async () => {
    await openStops({ stops: [aStop()] });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Vehicle' }));
    fireEvent.click(await screen.findByRole('option', { name: 'On foot' }));
    await waitFor(() =>
      expect(posts('/api/route/').map((c) => c.body)).toEqual([{ route_id: 1, vehicle_type: 'foot' }]),
    );
  });

  it('shows a driver route read-only', async () => {
    await openStops({ route: { is_driver_route: true }, stops: [aStop()] });
    expect(screen.getByText(Messages.driverRouteReadOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Optimize route' })).toBeNull();
    expect(screen.queryByLabelText('Add a stop')).toBeNull();
  });
});
