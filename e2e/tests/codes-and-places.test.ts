import { Api, GeoMessages } from '@rp/contracts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { driverLogIn, phonePage, sendRouteToAnna } from '../driver-helpers';
import { apiCall, logIn, newPage, POLL, setUpBrowserTests, snap } from '../harness';

const t = setUpBrowserTests();

/** A route of the demo team with one plain stop, opened in the planner: what the dispatcher edits. */
async function openRouteWithStop(page: Page, name: string): Promise<{ routeId: number; stopId: number }> {
  const { id: routeId } = await apiCall(t.product, Api.saveRoute, {
    body: { name, desc: '', planned_on: '2030-05-06' },
    token: t.demoToken,
  });
  const { stop } = await apiCall(t.product, Api.saveStop, {
    params: { routeId },
    body: { name: 'Corner shop', address: 'Corner shop, Philadelphia', note: '', lat: 39.95, lng: -75.16 },
    token: t.demoToken,
  });
  if (!stop) throw new Error('the stop was not added');
  await logIn(page);
  await page.goto(`/stops?id=${routeId}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return { routeId, stopId: stop.id };
}

it('warns the driver at once about a code that is not on this stop, and the planner tells it apart from a missing one', async () => {
  const { routeId, stops } = await sendRouteToAnna(
    t.product,
    t.demoToken,
    ['Bakery', 'Butcher'],
    'Codes day',
  );
  const [first] = [...stops].sort((a, b) => a.position_on_the_route - b.position_on_the_route);
  if (!first) throw new Error('no stop on the route');
  const expected = first.order_info_products_barcodes;

  const { context, page: phone } = await phonePage(t.browser, t.product);
  await driverLogIn(phone);
  await phone.getByRole('link', { name: /Codes day/ }).click();
  await phone.getByRole('button', { name: 'Start route' }).click();
  const card = phone.getByRole('region', { name: new RegExp(`^Stop 1: ${first.name}`) });
  await card.getByRole('button', { name: 'Delivered' }).click();
  // A parcel of another stop, typed as a scanner types it: the warning shows the moment it is added.
  await phone.getByLabel('Barcode').fill('ZZ-9');
  await phone.getByLabel('Barcode').press('Enter');
  await phone.getByText('Not on this stop: ZZ-9.').waitFor();
  await snap(phone, 'codes-driver-not-on-this-stop');
  // The driver may still keep it: the delivery goes with the code.
  await phone.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect
    .poll(
      async () =>
        (await apiCall(t.product, Api.listStops, { params: { routeId }, token: t.demoToken })).stops.find(
          (s) => s.id === first.id,
        )?.order_info_products_barcodes_scanned,
      POLL,
    )
    .toBe('ZZ-9');
  await context.close();

  const { page: desk, context: deskContext } = await newPage(t.browser, t.product);
  await logIn(desk);
  await desk.goto(`/stops?id=${routeId}`);
  await desk.getByTestId('stop-row').filter({ hasText: first.name }).click();
  const scanned = desk.getByLabel('Barcodes scanned');
  await scanned.getByText('ZZ-9: not on this stop').waitFor();
  await scanned.getByText(`${expected}: missing`).waitFor();
  expect(await scanned.getByText(/matched/).count()).toBe(0);
  await scanned.scrollIntoViewIfNeeded();
  await snap(desk, 'codes-planner-barcodes');
  await deskContext.close();
});

it('saves a recipient phone typed the way people write it, and says the format when it cannot be one', async () => {
  const { page, context } = await newPage(t.browser, t.product);
  const { routeId, stopId } = await openRouteWithStop(page, 'Phones day');
  await page.getByTestId('stop-row').filter({ hasText: 'Corner shop' }).click();
  const editor = page.getByRole('region', { name: 'Stop details' });
  await editor.waitFor();

  await editor.getByLabel('Phone').fill('(215) 555-01420');
  await editor.getByRole('button', { name: 'Save' }).click();
  await editor
    .getByText('Invalid phone number. Use a number like +1 201 555 0123 or (201) 555-0123.')
    .waitFor();

  await editor.getByLabel('Phone').fill('(215) 555-0142');
  await editor.getByRole('button', { name: 'Save' }).click();
  await editor.getByText('Saved', { exact: true }).waitFor();
  await snap(page, 'codes-phone-saved');
  const { stops } = await apiCall(t.product, Api.listStops, { params: { routeId }, token: t.demoToken });
  expect(stops.find((s) => s.id === stopId)?.recipient_phone_number).toBe('+12155550142');
  await context.close();
});

it('searches places offline: each Camden once with its state, and a street address says what is needed', async () => {
  const { page, context } = await newPage(t.browser, t.product);
  await openRouteWithStop(page, 'Places day');
  const search = page.getByRole('combobox', { name: 'Add a stop' });

  await search.fill('Camden');
  await page
    .getByRole('option', { name: /Camden, New Jersey, US/ })
    .first()
    .waitFor();
  const rows = await page.getByRole('option').allTextContents();
  expect(rows.length).toBeGreaterThan(3);
  expect(new Set(rows).size).toBe(rows.length);
  expect(rows.some((row) => row.includes('Camden, South Carolina, US'))).toBe(true);
  await snap(page, 'codes-camden');

  await search.fill('1500 Market St');
  await page.getByText(GeoMessages.streetNeedsOnlineGeocoder).waitFor();
  await snap(page, 'codes-street-address');
  await context.close();
});
