import { Api } from '@rp/contracts';
import { beforeAll, expect, it } from 'vitest';
import { makePng, todayInTeam } from '../driver-helpers';
import { apiCall, DEMO_LOGIN, logIn, newPage, POLL, setUpBrowserTests, snap } from '../harness';

/** A demo driver (seed-demo.ts): the demo team's drivers share the demo password. */
const ANNA = {
  email: 'anna.driver@routeplanner.local',
  password: DEMO_LOGIN.password,
  name: 'Anna Kowalska',
};
/** A small PNG that decodes, as the driver app sends a photo (the server re-encodes every picture). */
const PHOTO = `data:image/png;base64,${makePng().toString('base64')}`;

const setup = setUpBrowserTests();
let driverToken: string;
beforeAll(async () => {
  driverToken = (await apiCall(setup.product, Api.login, { body: ANNA })).token;
});

/** Today on the demo team's clock, the day its routes list opens on. */
const today = todayInTeam;

let clientIds = 0;
const clientId = () => `e2e-live-${Date.now()}-${++clientIds}`;

/** Today's three-stop route for Anna, optimised and sent: what the dispatcher watches. */
async function sentRouteForAnna(): Promise<{ routeId: number; vehicleRouteId: number }> {
  const planned = today();
  const { id } = await apiCall(setup.product, Api.saveRoute, {
    body: { name: 'Live day', desc: '', planned_on: planned },
    token: setup.demoToken,
  });
  for (const [i, name] of ['Bakery', 'Butcher', 'Florist'].entries()) {
    const at = { lat: 39.9526 + 0.01 * (i + 1), lng: -75.1652 + 0.008 * (i + 1) };
    await apiCall(setup.product, Api.saveStop, {
      params: { routeId: id },
      body: { name, address: `${name}, Philadelphia`, note: '', ...at },
      token: setup.demoToken,
    });
  }
  const team = await apiCall(setup.product, Api.teamRoute, {
    params: { routeId: id },
    token: setup.demoToken,
  });
  const anna = team.team.find((m) => m.email === ANNA.email);
  if (!anna) throw new Error('the demo team has no Anna');
  await apiCall(setup.product, Api.saveDrivers, {
    body: { route_id: id, drivers: [anna.id] },
    token: setup.demoToken,
  });
  await apiCall(setup.product, Api.optimize, {
    body: { route_id: id, is_route_optimization: true },
    token: setup.demoToken,
  });
  await apiCall(setup.product, Api.sendToDrivers, { body: { route_id: id }, token: setup.demoToken });
  const mine = await apiCall(setup.product, Api.listDriverRoutes, {
    query: { date: planned },
    token: driverToken,
  });
  const vehicleRouteId = mine.routes.find((r) => r.route_id === id)?.vehicle_route_id;
  expect(vehicleRouteId).toBeDefined();
  return { routeId: id, vehicleRouteId: vehicleRouteId ?? 0 };
}

/** How long the page took to show what a driver call changed, measured from the call's answer. */
async function shownAfter(what: string, act: () => Promise<unknown>, shown: () => Promise<unknown>) {
  await act();
  const answeredAt = Date.now();
  await shown();
  console.log(
    `live: ${what} on the dispatcher's screen ${Date.now() - answeredAt} ms after the driver's call answered`,
  );
}

it("the dispatcher's page shows the driver's start, deliveries and position without a reload", async () => {
  const { routeId, vehicleRouteId } = await sentRouteForAnna();
  const route = (await apiCall(setup.product, Api.getRoute, { params: { routeId }, token: setup.demoToken }))
    .route;
  expect(route.driver_routes).toHaveLength(1);
  const stopIds = (
    await apiCall(setup.product, Api.listStops, { params: { routeId }, token: setup.demoToken })
  ).stops;
  const idOf = (name: string) => stopIds.find((s) => s.name === name)?.id ?? 0;

  const { page, context } = await newPage(setup.browser, setup.product);
  const sockets: { url: string; isClosed: boolean }[] = [];
  page.on('websocket', (ws) => {
    const socket = { url: ws.url(), isClosed: false };
    sockets.push(socket);
    ws.on('close', () => {
      socket.isClosed = true;
    });
  });
  await logIn(page);
  await page.goto(`/stops?id=${routeId}`);
  await expect.poll(() => page.getByTestId('stop-row').count(), POLL).toBe(3);
  // A reload would lose this mark: it proves every change below arrived on the open page.
  await page.evaluate(() => {
    (window as unknown as { liveMark: string }).liveMark = 'still here';
  });
  const row = (name: string) => page.getByTestId('stop-row').filter({ hasText: name });

  await shownAfter(
    "'Started …'",
    () =>
      apiCall(setup.product, Api.setDriverRouteStatus, {
        params: { vehicleRouteId },
        body: {
          client_id: clientId(),
          route_status: 1,
          taken_at: Date.now(),
        },
        token: driverToken,
      }),
    () => page.getByText(/^Started /).waitFor(),
  );

  await shownAfter(
    "the driver's marker",
    () =>
      apiCall(setup.product, Api.postDriverPosition, {
        body: {
          client_id: clientId(),
          vehicle_route_id: vehicleRouteId,
          lat: 39.958,
          lng: -75.16,
          taken_at: Date.now(),
        },
        token: driverToken,
      }),
    () => page.locator('.rp-driver-marker', { hasText: ANNA.name }).waitFor(),
  );

  await apiCall(setup.product, Api.saveStopProof, {
    params: { vehicleRouteId },
    body: {
      client_id: clientId(),
      stop_id: idOf('Bakery'),
      kind: 'photo',
      image: PHOTO,
      taken_at: Date.now(),
      position: { lat: 39.9626, lng: -75.1572 },
    },
    token: driverToken,
  });
  await shownAfter(
    "'Delivered'",
    () =>
      apiCall(setup.product, Api.saveStopDelivery, {
        params: { vehicleRouteId },
        body: {
          client_id: clientId(),
          stop_id: idOf('Bakery'),
          delivery_status: 1,
          proof_of_delivery_note: 'At the back door',
          order_info_products_barcodes_scanned: 'X1',
          taken_at: Date.now(),
        },
        token: driverToken,
      }),
    () => row('Bakery').getByText('✓ Delivered').waitFor(),
  );

  await shownAfter(
    "'Delivery failed'",
    () =>
      apiCall(setup.product, Api.saveStopDelivery, {
        params: { vehicleRouteId },
        body: {
          client_id: clientId(),
          stop_id: idOf('Butcher'),
          delivery_status: 2,
          delivery_status_additional_info: 3,
          taken_at: Date.now(),
        },
        token: driverToken,
      }),
    () => row('Butcher').getByText('✗ Delivery failed').waitFor(),
  );

  // The delivered stop's panel: its note, the photo from /stop_photos/ and the scanned barcode.
  await row('Bakery').click();
  const detail = page.getByTestId('delivery-detail');
  await detail.getByText('Note: At the back door').waitFor();
  await detail.getByRole('img', { name: 'Photo' }).waitFor();
  await page.getByText('X1: not on this stop').waitFor();
  await snap(page, 'live-planner');

  expect(await page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe('still here');
  // One socket for the session, opened once the planner loaded (the login page opened none), kept
  // while moving between planner pages ...
  await page.getByRole('button', { name: 'Back to routes' }).click();
  await page.waitForURL('**/routes');
  expect(sockets.map((s) => new URL(s.url).pathname)).toEqual(['/socket.io/']);
  expect(sockets[0].isClosed).toBe(false);
  // ... and closed by logging out (the dashboard is opened anew, so with a socket of its own).
  await page.goto('/dashboard');
  await expect.poll(() => sockets.length, POLL).toBe(2);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await expect.poll(() => sockets[1].isClosed, POLL).toBe(true);
  await context.close();
});

it('the routes list shows a route created elsewhere at once, and a driver route is handed to another driver', async () => {
  const { page, context } = await newPage(setup.browser, setup.product);
  await apiCall(setup.product, Api.saveRoute, {
    body: { name: 'Made before', desc: '', planned_on: today() },
    token: setup.demoToken,
  });
  await logIn(page);
  // Once the list has loaded, another dispatcher's new route reaches it at once (route-changed).
  await page.getByText('Made before').waitFor();
  await apiCall(setup.product, Api.saveRoute, {
    body: { name: 'Made elsewhere', desc: '', planned_on: today() },
    token: setup.demoToken,
  });
  await page.getByText('Made elsewhere').waitFor();

  const { routeId, vehicleRouteId } = await sentRouteForAnna();
  await page.goto(`/stops?id=${routeId}`);
  const panel = page.getByTestId('driver-route-panel');
  await panel.getByText(ANNA.name, { exact: true }).waitFor();
  await panel.getByRole('combobox', { name: 'Driver' }).click();
  await page.getByRole('option', { name: /^Ben Carter/ }).click();
  await panel.getByText('Ben Carter', { exact: true }).waitFor();

  // The route is Ben's now: he has it for the day, Anna no longer.
  const ben = (
    await apiCall(setup.product, Api.login, {
      body: {
        email: 'ben.driver@routeplanner.local',
        password: DEMO_LOGIN.password,
      },
    })
  ).token;
  const bens = await apiCall(setup.product, Api.listDriverRoutes, { query: { date: today() }, token: ben });
  expect(bens.routes.map((r) => r.vehicle_route_id)).toContain(vehicleRouteId);
  await expect(
    apiCall(setup.product, Api.getDriverRoute, { params: { vehicleRouteId }, token: driverToken }),
  ).rejects.toThrow(/404/);
  await context.close();
});
