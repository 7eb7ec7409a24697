import 'fake-indexeddb/auto';
import { DeliveryStatus, DriverMessages, type TDriverRouteSummary, type TStop } from '@rp/contracts';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../auth/session';
import { fakeApi, renderScreen, type TFetchCall } from '../../components/testing/render';
import { DriverApp } from '../DriverApp';
// The app's lazy screens, loaded up front so a test waits on the app, not on the first import.
import '../DriverSignedIn';
import './DriverRouteScreen';
import { DriverTexts } from '../DriverGate';
import { driverSender } from '../outbox/driver-outbox';
import { outboxStore } from '../outbox/outbox-store';
import { resetDriverDb } from '../storage/driver-db';
import { aDriverRoute, aDriverRouteAnswer } from '../testing/driver-fixtures';
import { PHONE_COPY_RECHECK_MS } from '../useDriverData';
import { WAITING_NOTICE_DELAY_MS } from './OutboxStatus';

// On a busy shared machine the lazy screens can take over the 1 s default to appear; bounds only a hang.
configure({ asyncUtilTimeout: 10_000 });

const verifyAnswer = (role: number) => ({
  success: true,
  email: 'anna@example.com',
  name: 'Anna',
  team: 'T',
  role,
  is_admin: false,
  email_verified: true,
  plan: 'trial',
  is_active: true,
  active_to: null,
  user_data: { countryCode: 'US', distanceUnit: 1, latitude: 39.95, longitude: -75.16 },
});
const loginAnswer = {
  success: true,
  email: 'anna@example.com',
  team: 'T',
  token: 'tok',
  role: 1,
  user_data: verifyAnswer(1).user_data,
  is_admin: false,
  email_verified: true,
};

const stopWithOutcome = (call: TFetchCall): TStop => {
  const body = call.body as {
    stop_id: number;
    delivery_status: number;
    delivery_status_additional_info?: number;
  };
  const stop = aDriverRouteAnswer().stops.find((s) => s.id === body.stop_id);
  if (!stop) throw new Error('no such stop');
  return {
    ...stop,
    delivery_status: body.delivery_status,
    delivery_status_additional_info: body.delivery_status_additional_info ?? 0,
    delivered_at: 600,
  };
};

/** The driver API of one driver with route 7 for today; `isOnline` switches the network. */
function driverServer(role = 1, summary: Partial<TDriverRouteSummary> = {}) {
  /** `held`: the driver's writes wait for it, as on a slow connection. */
  const net: { isOnline: boolean; held?: Promise<void> } = { isOnline: true };
  // What the server holds, so a read after the writes (the app asks again when back online) sees them.
  const route = aDriverRouteAnswer(summary);
  const kept = <T extends { driver_route?: TDriverRouteSummary; stop?: TStop }>(answer: T): T => {
    if (answer.driver_route) route.driver_route = answer.driver_route;
    const { stop } = answer;
    if (stop) route.stops = route.stops.map((s) => (s.id === stop.id ? stop : s));
    return answer;
  };
  const api = fakeApi(async (call) => {
    if (!net.isOnline) throw new TypeError('Failed to fetch');
    if (call.method === 'POST' && call.url.startsWith('/api/driver/')) await net.held;
    if (call.url === '/api/a/login/') return loginAnswer;
    if (call.url === '/api/verify-token/') return verifyAnswer(role);
    if (call.url.startsWith('/api/driver/routes/')) return { date: '2030-01-02', routes: [aDriverRoute()] };
    if (call.url === '/api/driver/route/7/') return structuredClone(route);
    if (call.url === '/api/driver/route_status/7/') {
      const isFinish = (call.body as { route_status: number }).route_status === 2;
      return kept({
        applied: true,
        driver_route: aDriverRoute({
          route_status: isFinish ? 2 : 1,
          started_time: '2030-01-02T13:00:00.000Z',
          finished_time: isFinish ? '2030-01-02T16:00:00.000Z' : null,
        }),
      });
    }
    if (call.url === '/api/driver/stop/7/') return kept({ applied: true, stop: stopWithOutcome(call) });
    return { status: 404, body: { success: false, message: `No such call: ${call.url}` } };
  });
  return { api, net };
}

const renderDriver = (path = '/driver') => renderScreen(<DriverApp />, { path, pattern: '/driver/*' });

/** Anna opens route 7 once online (the phone keeps a copy), then the app is closed. */
async function keepRouteOnPhone(): Promise<ReturnType<typeof driverServer>> {
  const online = driverServer();
  session.save({ token: 'tok', username: 'anna@example.com', team: 'T', user_data: loginAnswer.user_data });
  const first = renderDriver('/driver/route/7');
  await screen.findByText(DriverMessages.routeNotStarted);
  first.unmount();
  return online;
}

let server: ReturnType<typeof driverServer> | undefined;
beforeEach(async () => {
  localStorage.clear();
  await resetDriverDb();
});
afterEach(() => {
  cleanup();
  server?.api.restore();
  driverSender.stop();
});

describe('the driver app', () => {
  it("signs a driver in and lists the day's routes", async () => {
    server = driverServer();
    renderDriver();
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Your routes' })).toBeTruthy();
    const card = await screen.findByRole('link', { name: /Morning run/ });
    expect(card.getAttribute('href')).toBe('/driver/route/7');
    expect(within(card).getByText('2 stops · 0 done')).toBeTruthy();
    expect(session.token()).toBe('tok');
  });

  it('shows the planned day on the route, and the break between the stops it falls between', async () => {
    server = driverServer(1, {
      day: {
        load: 3,
        weight: 0,
        capacity: 10,
        max_weight: null,
        shift_start: 8 * 3600,
        shift_end: 17 * 3600,
        break_start: 12 * 3600,
        break_duration: 30 * 60,
        break_after_stops: 1,
      },
    });
    session.save({ token: 'tok', username: 'anna@example.com', team: 'T', user_data: loginAnswer.user_data });
    renderDriver('/driver/route/7');
    await screen.findByText(DriverMessages.routeNotStarted);
    expect(screen.getAllByTestId('driver-day-line').map((e) => e.textContent)).toEqual([
      'Load 3 / 10 packages',
      'Shift 08:00 – 17:00',
      'Break 12:00, 30 min',
    ]);
    const pause = screen.getByTestId('driver-break');
    expect(pause.textContent).toBe('Break 12:00, 30 min');
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(screen.getByRole('region', { name: 'Stop 1: Bakery' }), pause)).toBe(true);
    expect(follows(pause, screen.getByRole('region', { name: 'Stop 2: Florist' }))).toBe(true);
  });

  it('tells a member without the driver role what to do', async () => {
    server = driverServer(2);
    session.save({ token: 'tok', username: 'd@example.com', team: 'T', user_data: loginAnswer.user_data });
    renderDriver();
    expect(await screen.findByText(DriverTexts.notADriver)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your routes' })).toBeNull();
  });

  it('online, a tap does not make the page jump: the waiting notice shows only for an update still unsent after a while', async () => {
    server = driverServer();
    session.save({ token: 'tok', username: 'anna@example.com', team: 'T', user_data: loginAnswer.user_data });
    renderDriver('/driver/route/7');
    expect(await screen.findByText(DriverMessages.routeNotStarted)).toBeTruthy();
    let answer = () => {};
    server.net.held = new Promise((resolve) => {
      answer = resolve;
    });
    // Only the app's timers are faked: the phone's store (IndexedDB) goes on in real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const status = () => screen.getByTestId('driver-route-status').textContent ?? '';
    let elapsed = 0;
    const tick = async (ms: number) => {
      await act(() => vi.advanceTimersByTimeAsync(ms));
      await new Promise((resolve) => setImmediate(resolve));
      elapsed += ms;
    };
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Start route' }));
      const { calls } = server.api;
      const isSent = () => /^Started/.test(status()) && calls.some((c) => c.method === 'POST');
      while (!isSent() && elapsed < WAITING_NOTICE_DELAY_MS) await tick(10);
      // The notice's clock starts when the phone's list of waiting updates has the start: by now, or soon.
      const sent = elapsed;
      expect(isSent()).toBe(true);
      expect(sent).toBeLessThan(WAITING_NOTICE_DELAY_MS);
      await tick(WAITING_NOTICE_DELAY_MS - 1 - sent);
      expect(screen.queryByTestId('outbox-waiting')).toBeNull();
      await tick(sent + 1);
      expect(screen.getByTestId('outbox-waiting').textContent).toBe('1 update waiting to be sent');
    } finally {
      vi.useRealTimers();
    }
    answer();
    await waitFor(() => expect(screen.queryByTestId('outbox-waiting')).toBeNull());
    expect(await outboxStore.all()).toEqual([]);
  });

  it('applies each action at once, shows what waits while offline and sends it when back online', async () => {
    server = driverServer();
    session.save({ token: 'tok', username: 'anna@example.com', team: 'T', user_data: loginAnswer.user_data });
    renderDriver('/driver/route/7');
    expect(await screen.findByText(DriverMessages.routeNotStarted)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delivered' })).toBeNull();

    server.net.isOnline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Start route' }));
    expect(await screen.findByText(/^1 update waiting to be sent/)).toBeTruthy();
    expect(screen.getByTestId('driver-route-status').textContent).toMatch(/^Started/);

    const bakery = screen.getByRole('region', { name: /^Stop 1: Bakery/ });
    fireEvent.click(within(bakery).getByRole('button', { name: 'Failed' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      (within(dialog).getByRole('button', { name: 'Confirm failed' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'No parking' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm failed' }));
    expect(await screen.findByText(/^2 updates waiting to be sent/)).toBeTruthy();
    expect(screen.getByText(/Delivery failed .*No parking/)).toBeTruthy();
    expect(screen.getByRole('region', { name: /^Stop 2: Florist/ }).textContent).toContain('Next stop');

    const triedOffline = server.api.calls.length;
    server.net.isOnline = true;
    await driverSender.flush();
    await waitFor(() => expect(screen.queryByTestId('outbox-waiting')).toBeNull());
    expect(await outboxStore.all()).toEqual([]);
    const writes = server.api.calls
      .slice(triedOffline)
      .filter((c) => c.method === 'POST' && c.url.startsWith('/api/driver/'));
    expect(writes.map((c) => c.url)).toEqual(['/api/driver/route_status/7/', '/api/driver/stop/7/']);
    expect(writes[1].body).toMatchObject({
      stop_id: 11,
      delivery_status: DeliveryStatus.Failed,
      delivery_status_additional_info: 3,
    });
    // The server's answer is now the route's state: still failed, no longer waiting.
    expect(screen.getByText(/Delivery failed 10:00/)).toBeTruthy();

    // Florist is still open: Finish asks first, with the count.
    fireEvent.click(screen.getByRole('button', { name: 'Finish route' }));
    const ask = await screen.findByRole('dialog', { name: 'Finish the route?' });
    expect(within(ask).getByText('1 of 2 stops are still open. Finish the route anyway?')).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Finish route' }));
    expect(await screen.findByText(DriverMessages.routeFinished)).toBeTruthy();
    expect(screen.getByTestId('driver-route-status').textContent).toMatch(/^Finished/);
    expect(screen.queryByRole('button', { name: 'Delivered' })).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('outbox-waiting')).toBeNull());
    expect(server.api.calls.at(-1)).toMatchObject({
      url: '/api/driver/route_status/7/',
      body: { route_status: 2 },
    });
  });

  it("opens today's route from the phone when there is no network", async () => {
    server = await keepRouteOnPhone();

    server.net.isOnline = false;
    renderDriver('/driver/route/7');
    expect(await screen.findByText('Offline: showing the route kept on this phone.')).toBeTruthy();
    expect(screen.getByRole('region', { name: /^Stop 1: Bakery/ })).toBeTruthy();
  });

  it('the offline notice goes once the server answers again, even when the phone fires no online event', async () => {
    server = await keepRouteOnPhone();

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      server.net.isOnline = false;
      renderDriver('/driver/route/7');
      const notice = await screen.findByText('Offline: showing the route kept on this phone.');
      server.net.isOnline = true;
      vi.advanceTimersByTime(PHONE_COPY_RECHECK_MS - 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(notice.isConnected).toBe(true);
      vi.advanceTimersByTime(1);
      await waitFor(() =>
        expect(screen.queryByText('Offline: showing the route kept on this phone.')).toBeNull(),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks nothing and sends nothing when Finish is cancelled; Undo on a just-failed stop sends it back to open', async () => {
    server = driverServer();
    session.save({ token: 'tok', username: 'anna@example.com', team: 'T', user_data: loginAnswer.user_data });
    renderDriver('/driver/route/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Start route' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Finish route' }));
    const ask = await screen.findByRole('dialog', { name: 'Finish the route?' });
    expect(within(ask).getByText('2 of 2 stops are still open. Finish the route anyway?')).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('driver-route-status').textContent).toMatch(/^Started/);

    const bakery = screen.getByRole('region', { name: /^Stop 1: Bakery/ });
    fireEvent.click(within(bakery).getByRole('button', { name: 'Failed' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'No parking' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm failed' }));
    const note = await screen.findByRole('status');
    expect(note.textContent).toContain('Stop 1 failed');
    fireEvent.click(within(note).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: /^Stop 1: Bakery/ })).getByRole('button', {
          name: 'Failed',
        }),
      ).toBeTruthy(),
    );
    await driverSender.flush();
    await waitFor(async () => expect(await outboxStore.all()).toEqual([]));
    const outcomes = server.api.calls.filter((c) => c.url === '/api/driver/stop/7/').map((c) => c.body);
    expect(outcomes).toMatchObject([
      { stop_id: 11, delivery_status: DeliveryStatus.Failed },
      { stop_id: 11, delivery_status: DeliveryStatus.Pending },
    ]);
    expect(server.api.calls.filter((c) => c.url === '/api/driver/route_status/7/')).toHaveLength(1);
  });
});
