import { Api, DeliveryStatus } from '@rp/contracts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { driverLogIn, minutesInTeam, outboxCount, phonePage, sendRouteToAnna } from '../driver-helpers';
import { apiCall, POLL, setUpBrowserTests, snap } from '../harness';

const setup = setUpBrowserTests();

const stopsOf = async (routeId: number) =>
  (await apiCall(setup.product, Api.listStops, { params: { routeId }, token: setup.demoToken })).stops;

/** The next stop's card, by the stop's name. */
const nextStop = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^Stop \\d+: ${name}`) });

it('works offline: the app reopens from the phone, two stops marked offline reach the server once, with their times', async () => {
  const { routeId } = await sendRouteToAnna(
    setup.product,
    setup.demoToken,
    ['Bakery', 'Florist'],
    'Offline day',
  );
  const { context, page } = await phonePage(setup.browser, setup.product);
  const stopWrites: { status: number; applied: boolean }[] = [];
  page.on('response', async (res) => {
    if (res.request().method() === 'POST' && res.url().includes('/api/driver/stop/')) {
      stopWrites.push({ status: res.status(), applied: (await res.json()).applied });
    }
  });

  await driverLogIn(page);
  await page.getByRole('link', { name: /Offline day/ }).click();
  await page.getByRole('button', { name: 'Start route' }).click();
  await page
    .getByTestId('driver-route-status')
    .filter({ hasText: /^Started/ })
    .waitFor();
  await expect.poll(() => outboxCount(page), POLL).toBe(0);
  // The service worker keeps the app for offline use once it controls the page.
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), POLL).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await page.getByText('Offline: showing the route kept on this phone.').waitFor();
  await snap(page, 'driver-offline-route');
  // Made for a 390 px phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const firstAt = Date.now();
  await nextStop(page, 'Bakery').getByRole('button', { name: 'Delivered' }).click();
  await page.getByRole('button', { name: 'Confirm delivery' }).click();
  const secondAt = Date.now();
  await nextStop(page, 'Florist').getByRole('button', { name: 'Failed' }).click();
  await page.getByRole('radio', { name: 'No parking' }).check();
  await page.getByRole('button', { name: 'Confirm failed' }).click();
  await page.getByText('2 updates waiting to be sent').waitFor();
  await page.getByText('All stops done.').waitFor();
  expect(stopWrites).toEqual([]);
  expect((await stopsOf(routeId)).map((s) => s.delivery_status)).toEqual([
    DeliveryStatus.Pending,
    DeliveryStatus.Pending,
  ]);

  await context.setOffline(false);
  await expect.poll(() => outboxCount(page), POLL).toBe(0);
  await expect.poll(() => page.getByTestId('outbox-waiting').count(), POLL).toBe(0);
  expect(stopWrites).toEqual([
    { status: 200, applied: true },
    { status: 200, applied: true },
  ]);
  const byName = new Map((await stopsOf(routeId)).map((s) => [s.name, s]));
  const bakery = byName.get('Bakery');
  const florist = byName.get('Florist');
  expect(bakery?.delivery_status).toBe(DeliveryStatus.Delivered);
  expect(florist?.delivery_status).toBe(DeliveryStatus.Failed);
  expect(florist?.delivery_status_additional_info).toBe(3);
  // Stamped when the driver tapped (the phone's clock), not when the network came back.
  expect([minutesInTeam(firstAt), minutesInTeam(firstAt + 60_000)]).toContain(bakery?.delivered_at);
  expect([minutesInTeam(secondAt), minutesInTeam(secondAt + 60_000)]).toContain(florist?.delivered_at);
  // The worker is the driver app's only: the rest of the site is not under it.
  const other = await context.newPage();
  await other.goto('/plans');
  expect(await other.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.close();
});
