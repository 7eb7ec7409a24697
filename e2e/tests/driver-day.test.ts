import {
  Api,
  DeliveryStatus,
  DriverDayMessages,
  formatClockMinutes,
  ProofRequired,
  RouteStatus,
} from '@rp/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DRIVER_LOGIN,
  driverLogIn,
  makePng,
  outboxCount,
  phonePage,
  sendRouteToAnna,
} from '../driver-helpers';
import { apiCall, logIn, newPage, POLL, setUpBrowserTests, snap } from '../harness';

const t = setUpBrowserTests();

/**
 * A route for today starting at 08:00, Anna its only driver, optimised and sent (through the API:
 * not what these tests are about). The first stop is ASAP with a window of 09:00–12:00.
 */
async function sentRoute(name: string, stopNames: string[]): Promise<number> {
  const { routeId } = await sendRouteToAnna(t.product, t.demoToken, stopNames, {
    name,
    startTime: 8 * 60,
    stopExtras: (i) => (i === 0 ? { priority: 1, time_window_start: 9 * 60, time_window_end: 12 * 60 } : {}),
  });
  return routeId;
}

/** Anna's phone on the route, started. */
async function startedOnPhone(routeName: string): Promise<Page> {
  const { page } = await phonePage(t.browser, t.product);
  await driverLogIn(page, DRIVER_LOGIN);
  await page.getByRole('link', { name: new RegExp(routeName) }).click();
  await page.getByRole('button', { name: 'Start route' }).click();
  await page
    .getByTestId('driver-route-status')
    .getByText(/^Started/)
    .waitFor();
  return page;
}

const stopCard = (phone: Page, name: string) => phone.getByRole('region', { name: new RegExp(`: ${name}$`) });

describe('the driver cannot end a day by accident', () => {
  it('shows ASAP and the window on the card; Finish route asks with the open count and Cancel keeps the route', async () => {
    const routeId = await sentRoute('Careful day', ['Bakery', 'Butcher', 'Florist']);
    const phone = await startedOnPhone('Careful day');
    const bakery = stopCard(phone, 'Bakery');
    await bakery.getByText('ASAP', { exact: true }).waitFor();
    const { hourCycle } = (await apiCall(t.product, Api.teamPreferences, { token: t.demoToken })).data;
    const [from, to] = [9 * 60, 12 * 60].map((m) => formatClockMinutes(m, hourCycle));
    await bakery.getByText(`${from} – ${to}`).waitFor();
    expect(await stopCard(phone, 'Butcher').getByText('ASAP', { exact: true }).count()).toBe(0);
    await bakery.scrollIntoViewIfNeeded();
    await snap(phone, 'driver-day-card-asap-window');

    await phone.getByRole('button', { name: 'Finish route' }).click();
    const ask = phone.getByRole('dialog', { name: 'Finish the route?' });
    await ask.getByText('3 of 3 stops are still open. Finish the route anyway?').waitFor();
    await snap(phone, 'driver-day-finish-asks');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'hidden' });
    await phone
      .getByTestId('driver-route-status')
      .getByText(/^Started/)
      .waitFor();
    await expect.poll(() => outboxCount(phone), POLL).toBe(0);
    const { route } = await apiCall(t.product, Api.getRoute, { params: { routeId }, token: t.demoToken });
    expect(route.driver_routes.map((r) => r.route_status)).toEqual([RouteStatus.Started]);
    await phone.context().close();
  });

  it('an undone delivery and an undone failure (with its photo) show on the open planner without a reload', async () => {
    const routeId = await sentRoute('Undo day', ['Bakery', 'Butcher']);
    const { page: desk } = await newPage(t.browser, t.product);
    await logIn(desk);
    await desk.goto(`/stops?id=${routeId}`);
    await expect.poll(() => desk.getByTestId('stop-row').count(), POLL).toBe(2);
    await desk.evaluate(() => {
      (window as unknown as { liveMark: string }).liveMark = 'still here';
    });
    const row = (name: string) => desk.getByTestId('stop-row').filter({ hasText: name });
    const phone = await startedOnPhone('Undo day');

    await stopCard(phone, 'Bakery').getByRole('button', { name: 'Delivered' }).click();
    await phone.getByRole('button', { name: 'Confirm delivery' }).click();
    await row('Bakery')
      .getByText(/Delivered/)
      .waitFor(POLL);
    const note = phone.getByRole('status').filter({ hasText: 'delivered' });
    await snap(phone, 'driver-day-undo-note');
    await note.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => row('Bakery').textContent(), POLL).not.toMatch(/Delivered/);
    await stopCard(phone, 'Bakery').getByRole('button', { name: 'Delivered' }).waitFor();

    // Failed with a photo, then undone from the done stop's own Undo button.
    await stopCard(phone, 'Butcher').getByRole('button', { name: 'Failed' }).click();
    await phone.getByRole('radio', { name: 'No parking' }).check();
    await phone
      .getByLabel('Photo of the delivery')
      .setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: makePng() });
    await phone.getByRole('img', { name: 'Photo of the delivery' }).waitFor();
    await phone.getByRole('button', { name: 'Confirm failed' }).click();
    await row('Butcher')
      .getByText(/Delivery failed/)
      .waitFor(POLL);
    await expect.poll(() => outboxCount(phone), POLL).toBe(0);
    const failed = await apiCall(t.product, Api.listStops, { params: { routeId }, token: t.demoToken });
    expect(failed.stops.find((s) => s.name === 'Butcher')).toMatchObject({
      delivery_status: DeliveryStatus.Failed,
      has_photo: true,
    });
    await snap(desk, 'driver-day-planner-failed');
    await stopCard(phone, 'Butcher').getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => row('Butcher').textContent(), POLL).not.toMatch(/Delivery failed/);
    expect(await desk.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe(
      'still here',
    );
    const undone = await apiCall(t.product, Api.listStops, { params: { routeId }, token: t.demoToken });
    expect(undone.stops.map((s) => [s.delivery_status, s.has_photo])).toEqual([
      [DeliveryStatus.Pending, false],
      [DeliveryStatus.Pending, false],
    ]);
    await phone.context().close();
    await desk.context().close();
  });

  it("a team's required photo: set in Preferences, the driver can't confirm a delivery without one", async () => {
    const { page: desk } = await newPage(t.browser, t.product);
    await logIn(desk);
    await desk.goto('/preferences');
    await desk.getByRole('combobox', { name: 'Proof required for delivered' }).click();
    await desk.getByRole('option', { name: 'Photo', exact: true }).click();
    await desk.getByRole('button', { name: 'Save' }).click();
    await desk.getByText('Preferences have been saved').waitFor();
    await desk.context().close();
    try {
      const routeId = await sentRoute('Proof day', ['Bakery', 'Butcher']);
      const phone = await startedOnPhone('Proof day');
      await stopCard(phone, 'Bakery').getByRole('button', { name: 'Delivered' }).click();
      const confirm = phone.getByRole('button', { name: 'Confirm delivery' });
      await phone.getByText(DriverDayMessages.photoRequired).waitFor();
      expect(await confirm.isDisabled()).toBe(true);
      await snap(phone, 'driver-day-photo-required');
      await phone
        .getByLabel('Photo of the delivery')
        .setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: makePng() });
      await phone.getByRole('img', { name: 'Photo of the delivery' }).waitFor();
      await confirm.click();
      await stopCard(phone, 'Bakery')
        .getByText(/^Delivered/)
        .waitFor();
      await expect.poll(() => outboxCount(phone), POLL).toBe(0);
      const { stops } = await apiCall(t.product, Api.listStops, { params: { routeId }, token: t.demoToken });
      expect(stops.find((s) => s.name === 'Bakery')).toMatchObject({
        delivery_status: DeliveryStatus.Delivered,
        has_photo: true,
      });
      await phone.context().close();
    } finally {
      await apiCall(t.product, Api.saveTeamPreferences, {
        body: { proofRequired: ProofRequired.None },
        token: t.demoToken,
      });
    }
  });
});
