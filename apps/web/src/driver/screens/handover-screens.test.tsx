import 'fake-indexeddb/auto';
import { DriverMessages, LIVE_PROTOCOL_VERSION, LiveServerEvents } from '@rp/contracts';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../auth/session';
import { fakeApi, renderScreen } from '../../components/testing/render';
import { DriverApp } from '../DriverApp';
// The app's lazy screens, loaded up front so a test waits on the app, not on the first import.
import '../DriverSignedIn';
import './DriverRouteScreen';
import { driverSender } from '../outbox/driver-outbox';
import { resetDriverDb } from '../storage/driver-db';
import { aDriverRoute, aDriverRouteAnswer } from '../testing/driver-fixtures';

// On a busy shared machine the lazy screens can take over the 1 s default to appear; bounds only a hang.
configure({ asyncUtilTimeout: 10_000 });

/** A stand-in for the browser's WebSocket: records what the app sends, lets the test play the server. */
class FakeSocket {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(frame: string) {
    this.sent.push(frame);
  }
  close() {
    this.onclose?.();
  }
  serverSays(frame: string) {
    act(() => this.onmessage?.({ data: frame }));
  }
}

const user_data = { countryCode: 'US', distanceUnit: 1, latitude: 39.95, longitude: -75.16 };
const verifyAnswer = {
  success: true,
  email: 'anna@example.com',
  name: 'Anna',
  team: 'T',
  role: 1,
  is_admin: false,
  email_verified: true,
  plan: 'trial',
  is_active: true,
  active_to: null,
  user_data,
};

/** Anna's driver API: route 7 is hers until `handedOver`, then it is not found. */
function driverServer() {
  const state = { handedOver: false };
  const api = fakeApi((call) => {
    if (call.url === '/api/verify-token/') return verifyAnswer;
    if (call.url.startsWith('/api/driver/routes/'))
      return { date: '2030-01-02', routes: state.handedOver ? [] : [aDriverRoute()] };
    if (call.url === '/api/driver/route/7/' && !state.handedOver) return aDriverRouteAnswer();
    return { status: 404, body: { success: false, message: 'Not found' } };
  });
  return { api, state };
}

let server: ReturnType<typeof driverServer>;
beforeEach(async () => {
  localStorage.clear();
  await resetDriverDb();
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  session.save({ token: 'tok', username: 'anna@example.com', team: 'T', user_data });
  server = driverServer();
});
afterEach(() => {
  cleanup();
  server.api.restore();
  driverSender.stop();
  vi.unstubAllGlobals();
});

const renderDriver = (path: string) => renderScreen(<DriverApp />, { path, pattern: '/driver/*' });

describe('a route handed to another driver', () => {
  it("is told on the open route page, which goes back to the driver's day with the message", async () => {
    renderDriver('/driver/route/7');
    await screen.findByText(DriverMessages.routeNotStarted);
    const socket = FakeSocket.all[0];
    expect(socket?.url).toMatch(/\/socket\.io\/\?EIO=4&transport=websocket$/);
    act(() => socket?.onopen?.());
    socket?.serverSays('0{"sid":"s","pingInterval":25000,"pingTimeout":20000}');
    socket?.serverSays('40{"sid":"n"}');
    socket?.serverSays('2');
    expect(socket?.sent).toEqual([`40{"v":${LIVE_PROTOCOL_VERSION}}`, '42["userLoggedIn","tok"]', '3']);

    server.state.handedOver = true;
    const handover = { route_id: 3, vehicle_route_id: 7, to_name: 'Ben' };
    socket?.serverSays(`42${JSON.stringify([LiveServerEvents.routeHandedOver, handover])}`);
    expect(await screen.findByText(DriverMessages.routeHandedTo('Ben'))).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your routes' })).toBeTruthy();
    expect(await screen.findByText('No routes have been sent to you for this day.')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('handover-notice')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(DriverMessages.routeHandedTo('Ben'))).toBeNull());
  });

  it("says a route page that is no longer the driver's is so, with the way back to their day", async () => {
    server.state.handedOver = true;
    renderDriver('/driver/route/7');
    expect(await screen.findByText(DriverMessages.routeNoLongerYours)).toBeTruthy();
    expect(screen.queryByText('Not found')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Your routes' }));
    expect(await screen.findByRole('heading', { name: 'Your routes' })).toBeTruthy();
  });
});
