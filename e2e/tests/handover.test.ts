import { readFileSync } from 'node:fs';
import { Api, DeliveryStatus, DriverMessages } from '@rp/contracts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DRIVER_LOGIN, driverLogIn, phonePage, todayInTeam } from '../driver-helpers';
import { apiCall, DEMO_LOGIN, logIn, newPage, POLL, setUpBrowserTests, snap } from '../harness';

const t = setUpBrowserTests();

const BEN_LOGIN = { email: 'ben.driver@routeplanner.local', password: DEMO_LOGIN.password };
const ROUTE_NAME = 'Two drivers';

let clientIds = 0;
const clientId = () => `e2e-handover-${Date.now()}-${++clientIds}`;

/**
 * Today's route for Anna and Ben, optimised and sent. A stop far west and one far east must both
 * be visited between 09:30 and 09:45 (an hour's drive from the depot each), which no one driver can do: the plan gives each driver a
 * driver route.
 */
async function routeForAnnaAndBen(): Promise<number> {
  const token = t.demoToken;
  const depot = { address: 'Depot, Philadelphia', lat: 39.9526, lng: -75.1652 };
  const { id } = await apiCall(t.product, Api.saveRoute, {
    body: {
      name: ROUTE_NAME,
      desc: '',
      planned_on: todayInTeam(),
      start_time: 8 * 60,
      start_point_address: depot.address,
      start_point_lat: depot.lat,
      start_point_lng: depot.lng,
      end_point_address: depot.address,
      end_point_lat: depot.lat,
      end_point_lng: depot.lng,
    },
    token,
  });
  const stops = [
    { name: 'West bakery', lng: -75.45, window: true },
    { name: 'West florist', lng: -75.42, window: false },
    { name: 'East bakery', lng: -74.88, window: true },
    { name: 'East florist', lng: -74.91, window: false },
  ];
  for (const s of stops) {
    await apiCall(t.product, Api.saveStop, {
      params: { routeId: id },
      body: {
        name: s.name,
        address: `${s.name}, Philadelphia`,
        note: '',
        lat: 39.95,
        lng: s.lng,
        ...(s.window ? { time_window_start: 9 * 60 + 30, time_window_end: 9 * 60 + 45 } : {}),
      },
      token,
    });
  }
  const team = await apiCall(t.product, Api.teamRoute, { params: { routeId: id }, token });
  const drivers = team.team.filter((m) => [DRIVER_LOGIN.email, BEN_LOGIN.email].includes(m.email));
  await apiCall(t.product, Api.saveDrivers, {
    body: { route_id: id, drivers: drivers.map((d) => d.id) },
    token,
  });
  await apiCall(t.product, Api.optimize, { body: { route_id: id, is_route_optimization: true }, token });
  await apiCall(t.product, Api.sendToDrivers, { body: { route_id: id }, token });
  const route = (await apiCall(t.product, Api.getRoute, { params: { routeId: id }, token })).route;
  expect(route.driver_routes.map((d) => d.email).sort()).toEqual([DRIVER_LOGIN.email, BEN_LOGIN.email]);
  return id;
}

/** Anna starts her driver route and delivers its first stop (through the API: not what this test is about). */
async function annaDeliversOne(routeId: number): Promise<{ vehicleRouteId: number; stopName: string }> {
  const token = (await apiCall(t.product, Api.login, { body: DRIVER_LOGIN })).token;
  const day = await apiCall(t.product, Api.listDriverRoutes, { query: { date: todayInTeam() }, token });
  const vehicleRouteId = day.routes.find((r) => r.route_id === routeId)?.vehicle_route_id ?? 0;
  const params = { vehicleRouteId };
  await apiCall(t.product, Api.setDriverRouteStatus, {
    params,
    body: { client_id: clientId(), route_status: 1, taken_at: Date.now() },
    token,
  });
  const { stops } = await apiCall(t.product, Api.getDriverRoute, { params, token });
  const first = [...stops].sort((a, b) => a.position_on_the_route - b.position_on_the_route)[0];
  if (!first) throw new Error('Anna has no stops');
  await apiCall(t.product, Api.saveStopDelivery, {
    params,
    body: {
      client_id: clientId(),
      stop_id: first.id,
      delivery_status: DeliveryStatus.Delivered,
      taken_at: Date.now(),
    },
    token,
  });
  return { vehicleRouteId, stopName: first.name };
}

/** The text of every page of a PDF, as a viewer shows it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join(' ');
}

async function openDriverRoute(page: Page, name: string) {
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await page.getByRole('heading', { name }).waitFor();
}

it("hands Anna's route to Ben, already on the route: Anna's open app is told, Ben gets the stops, Anna's delivery stays hers", async () => {
  const routeId = await routeForAnnaAndBen();
  const { vehicleRouteId, stopName } = await annaDeliversOne(routeId);

  const anna = await phonePage(t.browser, t.product);
  await driverLogIn(anna.page);
  await openDriverRoute(anna.page, ROUTE_NAME);
  await anna.page.getByText(/1 of 2 stops done/).waitFor();
  // A reload would lose this mark: it proves Anna's page was told, not reloaded.
  await anna.page.evaluate(() => {
    (window as unknown as { handoverMark: string }).handoverMark = 'still here';
  });

  const desk = await newPage(t.browser, t.product);
  await logIn(desk.page);
  await desk.page.goto(`/stops?id=${routeId}`);
  const annasPanel = desk.page.getByTestId('driver-route-panel').filter({ hasText: 'Anna Kowalska' });
  await annasPanel.getByRole('combobox', { name: 'Driver' }).click();
  // Ben drives the other driver route of this route: he is offered, not greyed out.
  const ben = desk.page.getByRole('option', { name: /^Ben Carter .* on this route: the stops join theirs/ });
  expect(await ben.getAttribute('aria-disabled')).not.toBe('true');
  await ben.click();

  // Anna's phone says so at once and is back on her day, without a reload.
  await anna.page.getByText(DriverMessages.routeHandedTo('Ben Carter')).waitFor(POLL);
  await anna.page.getByRole('heading', { name: 'Your routes' }).waitFor();
  expect(new URL(anna.page.url()).pathname).toBe('/driver');
  expect(await anna.page.evaluate(() => (window as unknown as { handoverMark?: string }).handoverMark)).toBe(
    'still here',
  );
  await expect
    .poll(() => anna.page.getByRole('link', { name: new RegExp(ROUTE_NAME) }).count(), POLL)
    .toBe(0);
  await snap(anna.page, 'handover-old-driver');

  // After a reload of the old route's page: not a bare 'Not found', and the way back to her day.
  await anna.page.goto(`/driver/route/${vehicleRouteId}`);
  await anna.page.getByText(DriverMessages.routeNoLongerYours).waitFor();
  await anna.page.getByRole('link', { name: 'Your routes' }).click();
  await anna.page.getByRole('heading', { name: 'Your routes' }).waitFor();

  // The planner: one driver route, Ben's, with all four stops; the delivered one says who did it.
  await expect.poll(() => desk.page.getByTestId('driver-route-panel').count(), POLL).toBe(1);
  await desk.page.getByTestId('driver-route-panel').getByText('Ben Carter', { exact: true }).waitFor();
  await expect.poll(() => desk.page.getByTestId('stop-row').count(), POLL).toBe(4);
  await desk.page.getByTestId('stop-row').filter({ hasText: stopName }).click();
  await desk.page.getByTestId('delivery-detail').getByText('Delivered by Anna Kowalska').waitFor();
  await snap(desk.page, 'handover-stop-panel');

  // Ben's phone: the joined stops, Anna's delivery among them.
  const bensPhone = await phonePage(t.browser, t.product);
  await driverLogIn(bensPhone.page, BEN_LOGIN);
  await openDriverRoute(bensPhone.page, ROUTE_NAME);
  await bensPhone.page.getByText(/1 of 4 stops done/).waitFor();
  await snap(bensPhone.page, 'handover-new-driver');

  // The report credits Anna with her delivery, not Ben, the route's driver now.
  const [download] = await Promise.all([
    desk.page.waitForEvent('download'),
    desk.page.getByRole('button', { name: `Generate report of ${ROUTE_NAME}` }).click(),
  ]);
  const text = await pdfText(readFileSync(await download.path()));
  expect(text).toContain('Delivered by');
  expect(text).toMatch(/Delivered \d{1,2}:\d\d( [AP]M)?\s+Anna Kowalska/);
  expect(text).toContain('Ben Carter');

  await Promise.all([anna.context.close(), desk.context.close(), bensPhone.context.close()]);
});
