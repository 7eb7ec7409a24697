import { Api, Messages } from '@rp/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, logIn, newPage, POLL, setUpBrowserTests, snap } from '../harness';

const t = setUpBrowserTests();

/** A route with 5 stops a few kilometres apart around the demo depot in Philadelphia, one driver. */
async function fiveStopRoute(name: string): Promise<number> {
  const token = t.demoToken;
  const { id } = await apiCall(t.product, Api.saveRoute, {
    body: { name, desc: '', planned_on: '2030-03-04', start_time: 9 * 60 },
    token,
  });
  for (let i = 0; i < 5; i++) {
    await apiCall(t.product, Api.saveStop, {
      params: { routeId: id },
      body: {
        name: `Stop ${i + 1}`,
        address: `Stop ${i + 1}, Philadelphia`,
        note: '',
        lat: 39.9526 + 0.02 * Math.sin(i * 1.9),
        lng: -75.1652 + 0.025 * Math.cos(i * 2.7),
      },
      token,
    });
  }
  const team = await apiCall(t.product, Api.teamRoute, { params: { routeId: id }, token });
  const driver = team.team.find((m) => (m.role & 1) === 1);
  if (!driver) throw new Error('the demo team has no driver');
  await apiCall(t.product, Api.saveDrivers, { body: { route_id: id, drivers: [driver.id] }, token });
  return id;
}

/** '1 h 2 min' or '25 min' as minutes. */
function minutesOf(text: string): number {
  const hours = /(\d+) h/.exec(text)?.[1];
  const minutes = /(\d+) min/.exec(text)?.[1];
  return Number(hours ?? 0) * 60 + Number(minutes ?? 0);
}

/** Optimises the route on its page and answers the total time the sidebar shows under the plan. */
async function optimiseAndReadTotal(page: Page, routeId: number, modelText: string): Promise<number> {
  await page.goto(`/stops?id=${routeId}`);
  await expect.poll(() => page.getByTestId('stop-row').count(), POLL).toBe(5);
  await page.getByRole('button', { name: 'Optimize route' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: Messages.optimized });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.getByTestId('travel-model').getByText(modelText).waitFor(POLL);
  const total = (await page.getByTestId('plan-totals').textContent()) ?? '';
  return minutesOf(total.split('·')[1] ?? '');
}

describe('travel times by vehicle', () => {
  it("plans a bicycle team's route with longer times and says the road model made them", async () => {
    const byCar = await fiveStopRoute('By car');
    const byBike = await fiveStopRoute('By bicycle');
    const { page, context } = await newPage(t.browser, t.product);
    await logIn(page);

    const carMinutes = await optimiseAndReadTotal(page, byCar, 'Times estimated from a road model (car)');

    await page.goto('/preferences');
    await page.getByRole('combobox', { name: 'Vehicle type' }).click();
    await page.getByRole('option', { name: 'Bicycle' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Preferences have been saved').waitFor();
    // On a phone, after a reload, the saved choice is what the settings show.
    await page.setViewportSize({ width: 390, height: 900 });
    await page.reload();
    const vehicleType = page.getByRole('combobox', { name: 'Vehicle type' });
    await vehicleType.filter({ hasText: 'Bicycle' }).waitFor(POLL);
    await vehicleType.scrollIntoViewIfNeeded();
    await snap(page, 'travel-preferences-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto(`/stops?id=${byBike}`);
    await page.getByTestId('stop-row').first().waitFor(POLL);
    await page.getByText("Team's (Bicycle)").waitFor(POLL);
    const bikeMinutes = await optimiseAndReadTotal(
      page,
      byBike,
      'Times estimated from a road model (bicycle)',
    );
    await snap(page, 'travel-sidebar-bicycle');
    expect(bikeMinutes).toBeGreaterThan(carMinutes);
    await context.close();
  });
});
