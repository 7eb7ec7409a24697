import { Api, Messages, RouteStatus } from '@rp/contracts';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DRIVER_LOGIN, makePng, sendRouteToAnna } from '../driver-helpers';
import { apiCall, logIn, newPage, POLL, setUpBrowserTests, snap } from '../harness';

const t = setUpBrowserTests();

/** Whether the element is the one with the keyboard focus. */
const hasFocus = (target: Locator): Promise<boolean> =>
  target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2_000 }).catch(() => false);

/** Presses Tab (or Shift+Tab) until the target has the focus, as a keyboard user moves through a page. */
async function tabTo(
  page: Page,
  target: Locator,
  opts: { back?: boolean; max?: number } = {},
): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < (opts.max ?? 120); i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(opts.back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`the keyboard never reached ${target}`);
}

/** The focused element shows a ring (an outline or a box shadow), so a keyboard user sees where they are. */
async function expectFocusRing(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'nothing focused';
    const style = getComputedStyle(el);
    const hasOutline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
    return hasOutline || style.boxShadow !== 'none' ? 'ring' : `no ring on ${el.outerHTML.slice(0, 80)}`;
  });
  expect(ring).toBe('ring');
}

/** The focus is inside the open dialog (not left behind it on the page). */
const focusInDialog = (page: Page): Promise<boolean> =>
  page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));

/** Answers the generic dialog with Enter on its focused OK, after checking the focus is inside it. */
async function answerWithEnter(page: Page, text: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await dialog.waitFor(POLL);
  expect(await focusInDialog(page)).toBe(true);
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

/** Types into the address search and picks the first suggestion with the arrow keys. */
async function addStopByKeyboard(page: Page, text: string, rows: number): Promise<void> {
  const search = page.getByLabel('Add a stop');
  await tabTo(page, search);
  await page.keyboard.type(text);
  await page.getByRole('option').first().waitFor(POLL);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByTestId('stop-row').count(), POLL).toBe(rows);
}

let clientIds = 0;
const clientId = () => `e2e-keyboard-${Date.now()}-${++clientIds}`;

/** Anna's token and her driver route on the route (through the driver API: not what this test is about). */
async function annasRoute(routeId: number): Promise<{ token: string; vehicleRouteId: number }> {
  const { token } = await apiCall(t.product, Api.login, { body: DRIVER_LOGIN });
  const { route } = await apiCall(t.product, Api.getRoute, { params: { routeId }, token: t.demoToken });
  return { token, vehicleRouteId: route.driver_routes[0]?.vehicle_route_id ?? 0 };
}

/** Anna starts her day on her phone. */
async function annaStarts(routeId: number): Promise<void> {
  const { token, vehicleRouteId } = await annasRoute(routeId);
  await apiCall(t.product, Api.setDriverRouteStatus, {
    params: { vehicleRouteId },
    body: { client_id: clientId(), route_status: RouteStatus.Started, taken_at: Date.now() },
    token,
  });
}

/** Another dispatcher of the team adds a stop to the route from their own screen. */
async function colleagueAddsStop(routeId: number, name: string): Promise<void> {
  await apiCall(t.product, Api.saveStop, {
    params: { routeId },
    body: { name, address: `${name}, Philadelphia`, note: '', lat: 39.97, lng: -75.14 },
    token: t.demoToken,
  });
}

/** The polite live region has said the text (the announcer's one region of the planner). */
const announced = (page: Page, text: RegExp): Promise<void> =>
  page.getByRole('status').filter({ hasText: text }).waitFor(POLL);

/** Anna delivers the stop with a photo from her phone. */
async function annaDelivers(routeId: number, stopName: string): Promise<void> {
  const { token, vehicleRouteId } = await annasRoute(routeId);
  const { stops } = await apiCall(t.product, Api.listStops, { params: { routeId }, token: t.demoToken });
  const stopId = stops.find((s) => s.name.startsWith(stopName))?.id ?? 0;
  await apiCall(t.product, Api.saveStopProof, {
    params: { vehicleRouteId },
    body: {
      client_id: clientId(),
      stop_id: stopId,
      kind: 'photo',
      image: `data:image/png;base64,${makePng().toString('base64')}`,
      taken_at: Date.now(),
      position: { lat: 39.93, lng: -75.12 },
    },
    token,
  });
  await apiCall(t.product, Api.saveStopDelivery, {
    params: { vehicleRouteId },
    body: { client_id: clientId(), stop_id: stopId, delivery_status: 1, taken_at: Date.now() },
    token,
  });
}

it("a dispatcher's whole day with the keyboard alone: route, stops, edit, drivers, optimise, send, proof", async () => {
  const { page, context } = await newPage(t.browser, t.product);
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type('demo@routeplanner.local');
  await page.keyboard.press('Tab');
  await page.keyboard.type('demo-dispatch');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/routes');

  // A new route for today.
  await tabTo(page, page.getByRole('button', { name: 'New Route' }));
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await page.getByText('When will you drive this route?').waitFor();
  await tabTo(page, page.getByRole('button', { name: 'Create Route' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/drivers_new?id=*');
  const routeId = Number(new URL(page.url()).searchParams.get('id'));

  // Anna drives it.
  await tabTo(page, page.getByLabel(/anna\.driver@/));
  await page.keyboard.press('Space');
  expect(await page.getByLabel(/anna\.driver@/).isChecked()).toBe(true);
  await tabTo(page, page.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/stops?id=${routeId}`);

  // Stops by search; the map's stops are buttons in the list.
  await addStopByKeyboard(page, 'Camden', 1);
  await addStopByKeyboard(page, 'Cherry Hill', 2);
  await addStopByKeyboard(page, 'Norristown', 3);

  // Edit one: its row opens the stop's details.
  const norristown = page.getByTestId('stop-row').filter({ hasText: 'Norristown' });
  await tabTo(page, norristown, { back: true });
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  const editor = page.getByRole('region', { name: 'Stop details' });
  await editor.waitFor();
  await tabTo(page, editor.getByLabel('Phone'));
  await page.keyboard.type('+12155550123');
  await tabTo(page, editor.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await editor.getByText('Saved', { exact: true }).waitFor(POLL);
  await snap(page, 'keyboard-day-stop-saved');
  await tabTo(page, editor.getByRole('button', { name: 'Close stop' }), { back: true });
  await page.keyboard.press('Enter');
  await editor.waitFor({ state: 'detached' });
  // The keyboard goes on from the stop's row, not from the top of the page.
  await expect.poll(() => hasFocus(norristown), POLL).toBe(true);

  // Optimise, then send; each answer is a dialog that takes the focus and gives it back.
  const optimize = page.getByRole('button', { name: 'Optimize route' });
  await tabTo(page, optimize);
  await page.keyboard.press('Enter');
  await answerWithEnter(page, Messages.optimized);
  expect(await hasFocus(optimize)).toBe(true);
  const send = page.getByRole('button', { name: 'Send route to driver' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await answerWithEnter(page, Messages.routeSent);
  await annaStarts(routeId);

  // Anna delivers Camden: the planner shows it without a reload and says so politely.
  await annaDelivers(routeId, 'Camden');
  const camden = page.getByTestId('stop-row').filter({ hasText: 'Camden' });
  await camden.getByText(/Delivered/).waitFor(POLL);
  await page
    .getByRole('status')
    .filter({ hasText: /Camden.*Delivered/ })
    .waitFor(POLL);

  // Its proof: from the row to the photo, opened large and closed with Escape, focus back where it was.
  await tabTo(page, camden, { back: true });
  await page.keyboard.press('Enter');
  const photo = page.getByRole('button', { name: 'Open photo larger' });
  await tabTo(page, photo);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('img', { name: 'Photo, large' }).waitFor();
  expect(await focusInDialog(page)).toBe(true);
  await snap(page, 'keyboard-day-proof');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  expect(await hasFocus(photo)).toBe(true);
  await context.close();
});

it('live changes are said politely while the keyboard stays where it was, and closing the editor gives the focus back to the list', async () => {
  const { routeId } = await sendRouteToAnna(t.product, t.demoToken, ['Bakery', 'Butcher', 'Florist'], {
    name: 'Told day',
    isOptimised: false,
  });
  const { page, context } = await newPage(t.browser, t.product);
  await logIn(page);
  await page.goto(`/stops?id=${routeId}`);
  const butcher = page.getByTestId('stop-row').filter({ hasText: 'Butcher' });
  await tabTo(page, butcher);

  // A colleague adds a stop: the list shows it and the live region says so, the focus stays put.
  await colleagueAddsStop(routeId, 'Fishtown');
  await announced(page, /Stop added: Fishtown/);
  expect(await hasFocus(butcher)).toBe(true);
  await snap(page, 'keyboard-day-announced');

  // Deleting a stop from its editor: after the confirmation the keyboard goes on from the list.
  const fishtown = page.getByTestId('stop-row').filter({ hasText: 'Fishtown' });
  await tabTo(page, fishtown);
  await page.keyboard.press('Enter');
  const editor = page.getByRole('region', { name: 'Stop details' });
  await tabTo(page, editor.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  await answerWithEnter(page, Messages.confirmDeleteStop);
  await fishtown.waitFor({ state: 'detached' });
  await announced(page, /Stop removed: Fishtown/);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), POLL)
    .toBe('stop-row');

  // Optimise and send: each said in the live region too.
  const optimize = page.getByRole('button', { name: 'Optimize route' });
  await tabTo(page, optimize);
  await page.keyboard.press('Enter');
  await answerWithEnter(page, Messages.optimized);
  await announced(page, /Route optimised: 3 stops for 1 driver/);
  await tabTo(page, page.getByRole('button', { name: 'Send route to driver' }));
  await page.keyboard.press('Enter');
  await answerWithEnter(page, Messages.routeSent);
  await announced(page, /Route sent to drivers/);

  // Anna starts: said with the time on the team's 12-hour clock.
  await annaStarts(routeId);
  await announced(page, /started at \d{1,2}:\d{2} [AP]M/);
  await context.close();
});
