import { Api, Messages } from '@rp/contracts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ROUTE_COLORS } from '../../apps/web/src/map/routeColors';
import { apiCall, logIn, newPage, POLL, setUpBrowserTests, snap } from '../harness';

const setup = setUpBrowserTests();

/** A 20-stop route around the demo depot in Philadelphia with both demo drivers selected, stops balanced. */
async function twentyStopRoute(): Promise<number> {
  const { id } = await apiCall(setup.product, Api.saveRoute, {
    body: { name: 'Optimise me', desc: '', planned_on: '2030-03-04' },
    token: setup.demoToken,
  });
  for (let i = 0; i < 20; i++) {
    await apiCall(setup.product, Api.saveStop, {
      params: { routeId: id },
      body: {
        name: `Stop ${i + 1}`,
        address: `Stop ${i + 1}, Philadelphia`,
        note: '',
        lat: 39.9526 + 0.05 * Math.sin(i * 1.9),
        lng: -75.1652 + 0.06 * Math.cos(i * 2.7),
      },
      token: setup.demoToken,
    });
  }
  const team = await apiCall(setup.product, Api.teamRoute, {
    params: { routeId: id },
    token: setup.demoToken,
  });
  const drivers = team.team.filter((m) => (m.role & 1) === 1).map((m) => m.id);
  expect(drivers.length).toBeGreaterThanOrEqual(2);
  await apiCall(setup.product, Api.saveDrivers, {
    body: { route_id: id, drivers: drivers.slice(0, 2) },
    token: setup.demoToken,
  });
  // Balanced stops: a plan must use both drivers (the shortest plan may put all 20 on one).
  await apiCall(setup.product, Api.saveRouteGoal, {
    body: { route_id: id, goal: 'balance-stops' },
    token: setup.demoToken,
  });
  return id;
}

/** The stop count each optimised route's panel shows ("12 stops · 9.8 mi · …"), in panel order. */
async function stopCountsOfPanels(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('driver-route-panel').allInnerTexts();
  return texts.map((t) => Number(/(\d+) stops?\b/.exec(t)?.[1] ?? Number.NaN));
}

async function answerDialog(page: Page, text: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'detached' });
}

it('optimises a 20-stop, 2-driver route: progress dialog, driver panels, coloured lines; send; cancel', async () => {
  const routeId = await twentyStopRoute();
  const { page, context } = await newPage(setup.browser, setup.product);
  await logIn(page);
  await page.goto(`/stops?id=${routeId}`);
  await expect.poll(() => page.getByTestId('stop-row').count(), POLL).toBe(20);

  // Sending first is refused with the spec's text.
  await page.getByRole('button', { name: 'Send route to driver' }).click();
  await answerDialog(page, Messages.optimizeFirst);

  await page.getByRole('button', { name: 'Optimize route' }).click();
  await page.getByText(Messages.optimizeProgress[0]).waitFor();
  await answerDialog(page, Messages.optimized);

  // One panel per driver route, every stop still listed, lines drawn in the route colours.
  const panels = page.getByTestId('driver-route-panel');
  await expect.poll(() => panels.count(), POLL).toBeGreaterThanOrEqual(1);
  await expect.poll(() => page.getByTestId('stop-row').count(), POLL).toBe(20);
  // Both selected drivers were planned for: each panel names a driver and gives them stops.
  await expect.poll(() => stopCountsOfPanels(page), POLL).toHaveLength(2);
  const counts = await stopCountsOfPanels(page);
  expect(counts.every((n) => n > 0)).toBe(true);
  expect(counts[0] + counts[1]).toBe(20);
  const lines = page.locator('path.rp-route-line');
  await expect.poll(() => lines.count(), POLL).toBe(await panels.count());
  const strokes = await lines.evaluateAll((paths) => paths.map((p) => p.getAttribute('stroke')));
  expect(strokes).toEqual(ROUTE_COLORS.slice(0, strokes.length));
  const stops = (await apiCall(setup.product, Api.listStops, { params: { routeId }, token: setup.demoToken }))
    .stops;
  expect(stops.every((s) => s.vehicle_route_id > 0)).toBe(true);
  // Locked once optimised: no stop search.
  await expect(page.getByLabel('Add a stop').count()).resolves.toBe(0);
  await snap(page, 'optimised-route');

  await page.getByRole('button', { name: 'Send route to driver' }).click();
  await answerDialog(page, Messages.routeSent);

  await page.getByText('Cancel optimization').click();
  await expect.poll(() => panels.count(), POLL).toBe(0);
  await expect.poll(() => lines.count(), POLL).toBe(0);
  await page.getByLabel('Add a stop').waitFor();
  await expect.poll(() => page.getByTestId('stop-row').count(), POLL).toBe(20);
  await context.close();
});
