import { Api, DeliveryStatus, Messages } from '@rp/contracts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  DRIVER_LOGIN,
  driverLogIn,
  makePng,
  outboxCount,
  phonePage,
  sendRouteToAnna,
} from '../driver-helpers';
import { apiCall, logIn, newPage, POLL, setUpBrowserTests, snap } from '../harness';

const ANNA_NAME = 'Anna Kowalska';

const setup = setUpBrowserTests();

const delays: string[] = [];
/** When the phone last sent a driver write (its outbox at work), to split the delay in two. */
let lastWriteSentAt = 0;

/** Times from the driver's tap to the dispatcher's screen showing it, for the note on live delay. */
async function shownAfter(what: string, tap: () => Promise<void>, shown: () => Promise<unknown>) {
  const tappedAt = Date.now();
  lastWriteSentAt = 0;
  await tap();
  await shown();
  const sent = lastWriteSentAt ? ` (sent by the phone after ${lastWriteSentAt - tappedAt} ms)` : '';
  delays.push(`${what}: ${Date.now() - tappedAt} ms${sent}`);
}

/** Draws a signature with the mouse, as a finger would. */
async function sign(page: Page) {
  const box = await page.getByTestId('signature-pad').boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) {
    await page.mouse.move(box.x + 30 + i * 25, box.y + box.height / 2 + (i % 2 ? -30 : 30), { steps: 3 });
  }
  await page.mouse.up();
}

it('a dispatcher sends a route; the driver app starts it, proves one delivery and fails one; the dispatcher sees it live', async () => {
  const { routeId, stops } = await sendRouteToAnna(
    setup.product,
    setup.demoToken,
    ['Bakery', 'Butcher', 'Florist'],
    'Live day',
    false,
  );
  const [first, second] = [...stops].sort((a, b) => a.position_on_the_route - b.position_on_the_route);

  // The dispatcher's open page sends the route.
  const dispatcher = await newPage(setup.browser, setup.product);
  const desk = dispatcher.page;
  await logIn(desk);
  await desk.goto(`/stops?id=${routeId}`);
  await expect.poll(() => desk.getByTestId('stop-row').count(), POLL).toBe(3);
  await desk.getByRole('button', { name: 'Send route to driver' }).click();
  const sent = desk.getByRole('dialog').filter({ hasText: Messages.routeSent });
  await sent.getByRole('button', { name: 'OK' }).click();
  // A reload would lose this mark: it proves every change below arrived on the open page.
  await desk.evaluate(() => {
    (window as unknown as { liveMark: string }).liveMark = 'still here';
  });
  const row = (name: string) => desk.getByTestId('stop-row').filter({ hasText: name });

  // The driver's phone, where it is: geolocation allowed at a point in Philadelphia.
  const { context, page: phone } = await phonePage(setup.browser, setup.product);
  phone.on('request', (req) => {
    if (req.method() === 'POST' && /\/api\/driver\/(route_status|stop)\//.test(req.url()))
      lastWriteSentAt = Date.now();
  });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 39.958, longitude: -75.16 });
  await driverLogIn(phone, DRIVER_LOGIN);
  await phone.getByRole('link', { name: /Live day/ }).click();

  await shownAfter(
    "'Started …'",
    () => phone.getByRole('button', { name: 'Start route' }).click(),
    () => desk.getByText(/^Started /).waitFor(),
  );
  await shownAfter(
    "the driver's marker",
    async () => undefined,
    () => desk.locator('.rp-driver-marker', { hasText: ANNA_NAME }).waitFor(),
  );

  // Delivered with a photo, a signature and a barcode.
  const firstCard = phone.getByRole('region', { name: new RegExp(`^Stop 1: ${first.name}`) });
  await firstCard.getByRole('button', { name: 'Delivered' }).click();
  await phone
    .getByLabel('Photo of the delivery')
    .setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: makePng() });
  await phone.getByRole('img', { name: 'Photo of the delivery' }).waitFor();
  await sign(phone);
  await phone.getByLabel('Barcode').fill('BC-1');
  await phone.getByLabel('Barcode').press('Enter');
  await phone.getByRole('button', { name: 'BC-1' }).waitFor();
  await snap(phone, 'driver-delivered-dialog');
  await shownAfter(
    "'Delivered'",
    () => phone.getByRole('button', { name: 'Confirm delivery' }).click(),
    () => row(first.name).getByText('✓ Delivered').waitFor(),
  );

  // Failed: no parking (reason 3).
  const secondCard = phone.getByRole('region', { name: new RegExp(`^Stop 2: ${second.name}`) });
  await secondCard.getByRole('button', { name: 'Failed' }).click();
  await phone.getByRole('radio', { name: 'No parking' }).check();
  await shownAfter(
    "'Delivery failed'",
    () => phone.getByRole('button', { name: 'Confirm failed' }).click(),
    () => row(second.name).getByText('✗ Delivery failed').waitFor(),
  );
  await expect.poll(() => outboxCount(phone), POLL).toBe(0);
  await snap(phone, 'driver-after-two-stops');
  await snap(desk, 'dispatcher-live');

  expect(await desk.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe('still here');
  const saved = new Map(
    (await apiCall(setup.product, Api.listStops, { params: { routeId }, token: setup.demoToken })).stops.map(
      (s) => [s.id, s],
    ),
  );
  expect(saved.get(first.id)).toMatchObject({
    delivery_status: DeliveryStatus.Delivered,
    has_photo: true,
    has_signature: true,
    order_info_products_barcodes_scanned: 'BC-1',
  });
  expect(saved.get(second.id)).toMatchObject({
    delivery_status: DeliveryStatus.Failed,
    delivery_status_additional_info: 3,
  });
  console.log(`driver app → dispatcher's screen: ${delays.join('; ')}`);
  await context.close();
  await dispatcher.context.close();
});
