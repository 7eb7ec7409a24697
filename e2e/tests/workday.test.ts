import { Api, Messages, UnassignedReasonTexts } from '@rp/contracts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DRIVER_LOGIN, driverLogIn, phonePage, todayInTeam } from '../driver-helpers';
import { apiCall, logIn, newPage, POLL, setUpBrowserTests, snap } from '../harness';

const t = setUpBrowserTests();

/** An 8-stop route around the demo depot, 2 packages a stop, with the first demo driver selected. */
async function routeForOneVan(): Promise<{ routeId: number; driverEmail: string }> {
  const token = t.demoToken;
  const { id } = await apiCall(t.product, Api.saveRoute, {
    body: { name: 'Van day', desc: '', planned_on: todayInTeam() },
    token,
  });
  // From 08:00, so the break window of the morning is still ahead whenever the test runs.
  await apiCall(t.product, Api.saveRoute, { body: { route_id: id, start_time: 8 * 60 }, token });
  for (let i = 0; i < 8; i++) {
    await apiCall(t.product, Api.saveStop, {
      params: { routeId: id },
      body: {
        name: `Parcel ${i + 1}`,
        address: `Parcel ${i + 1}, Philadelphia`,
        lat: 39.9526 + 0.03 * Math.sin(i * 1.9),
        lng: -75.1652 + 0.04 * Math.cos(i * 2.7),
        order_info_package_count: 2,
        service_time: 20,
      },
      token,
    });
  }
  const team = await apiCall(t.product, Api.teamRoute, { params: { routeId: id }, token });
  const driver = team.team.find((m) => m.email === DRIVER_LOGIN.email);
  if (!driver) throw new Error('The demo team has no driver');
  await apiCall(t.product, Api.saveDrivers, { body: { route_id: id, drivers: [driver.id] }, token });
  return { routeId: id, driverEmail: driver.email };
}

async function answerDialog(page: Page, text: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'detached' });
}

it("a van's capacity and a driver's break, set on the Team page, shape the plan the sidebar shows", async () => {
  const { routeId, driverEmail } = await routeForOneVan();
  const { page, context } = await newPage(t.browser, t.product);
  await logIn(page);

  await page.goto('/team');
  await page.getByRole('button', { name: `Working day ${driverEmail}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Shift start').fill('08:00');
  await dialog.getByLabel('Latest end').fill('17:00');
  await dialog.getByLabel('Break (min)').fill('30');
  await dialog.getByLabel('Break from').fill('09:00');
  await dialog.getByLabel('Break until').fill('10:00');
  await dialog.getByLabel('Capacity (packages)').fill('10');
  await snap(page, 'workday-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });

  await page.goto(`/stops?id=${routeId}`);
  await expect.poll(() => page.getByTestId('stop-row').count(), POLL).toBe(8);
  await page.getByRole('button', { name: 'Optimize route' }).click();
  await answerDialog(page, Messages.optimized);

  // Five stops of two packages fill the van of ten; the others say why they were left out.
  const day = page.getByTestId('driver-route-day');
  await expect.poll(() => day.textContent(), POLL).toContain('Load 10 / 10 packages');
  await expect.poll(() => day.textContent(), POLL).toContain('Shift 8:00 AM – 5:00 PM');
  const breakRow = page.getByTestId('stop-list-break');
  await breakRow.waitFor();
  expect(await breakRow.textContent()).toMatch(/Break 9:[0-5]\d AM, 30 min/);
  const reasons = [UnassignedReasonTexts.capacity, UnassignedReasonTexts.no_room];
  const leftOut = page
    .getByTestId('stop-row')
    .filter({ hasText: new RegExp(reasons.join('|').replace("'", '.')) });
  await expect.poll(() => leftOut.count(), POLL).toBe(3);
  await snap(page, 'workday-sidebar');
  await context.close();

  // The driver's phone shows the same load, shift and break on the day's card.
  await apiCall(t.product, Api.sendToDrivers, { body: { route_id: routeId }, token: t.demoToken });
  const { page: phone, context: phoneContext } = await phonePage(t.browser, t.product);
  await driverLogIn(phone, DRIVER_LOGIN);
  const lines = phone.getByTestId('driver-day-line');
  await expect.poll(() => lines.allTextContents(), POLL).toContain('Load 10 / 10 packages');
  const texts = await lines.allTextContents();
  expect(texts).toContain('Shift 8:00 AM – 5:00 PM');
  expect(texts.some((l) => /^Break 9:[0-5]\d AM, 30 min$/.test(l))).toBe(true);
  await snap(phone, 'workday-driver-card');
  await phoneContext.close();
});
