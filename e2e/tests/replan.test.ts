import { Api, DeliveryStatus, StopMessages } from '@rp/contracts';
import { expect, it } from 'vitest';
import { DRIVER_LOGIN, driverLogIn, phonePage, sendRouteToAnna, todayInTeam } from '../driver-helpers';
import { apiCall, logIn, newPage, POLL, setUpBrowserTests, snap } from '../harness';

const t = setUpBrowserTests();

const ROUTE_NAME = 'Late orders';

/** Anna starts her route and delivers its first stop (through the API: not what this test is about). */
async function annaDeliversOne(routeId: number): Promise<number> {
  const token = (await apiCall(t.product, Api.login, { body: DRIVER_LOGIN })).token;
  const day = await apiCall(t.product, Api.listDriverRoutes, { query: { date: todayInTeam() }, token });
  const vehicleRouteId = day.routes.find((r) => r.route_id === routeId)?.vehicle_route_id ?? 0;
  const params = { vehicleRouteId };
  await apiCall(t.product, Api.setDriverRouteStatus, {
    params,
    body: { client_id: `e2e-replan-start-${Date.now()}`, route_status: 1, taken_at: Date.now() },
    token,
  });
  const { stops } = await apiCall(t.product, Api.getDriverRoute, { params, token });
  const first = [...stops].sort((a, b) => a.position_on_the_route - b.position_on_the_route)[0];
  if (!first) throw new Error('Anna has no stops');
  await apiCall(t.product, Api.saveStopDelivery, {
    params,
    body: {
      client_id: `e2e-replan-deliver-${Date.now()}`,
      stop_id: first.id,
      delivery_status: DeliveryStatus.Delivered,
      taken_at: Date.now(),
    },
    token,
  });
  return vehicleRouteId;
}

it('after sending, two stops added are re-planned with a preview, and the driver sees the new order without reload', async () => {
  const { routeId } = await sendRouteToAnna(
    t.product,
    t.demoToken,
    ['Bakery', 'Florist', 'Grocer'],
    ROUTE_NAME,
  );
  await annaDeliversOne(routeId);

  const anna = await phonePage(t.browser, t.product);
  await driverLogIn(anna.page);
  await anna.page.getByRole('link', { name: new RegExp(ROUTE_NAME) }).click();
  await anna.page.getByText(/1 of 3 stops done/).waitFor();
  // A reload would lose this mark: it proves the page was told, not reloaded.
  await anna.page.evaluate(() => {
    (window as unknown as { replanMark: string }).replanMark = 'still here';
  });

  const desk = await newPage(t.browser, t.product);
  await logIn(desk.page);
  await desk.page.goto(`/stops?id=${routeId}`);
  await desk.page.getByRole('heading', { level: 1, name: ROUTE_NAME }).waitFor();
  for (const place of ['39.9601, -75.1702', '39.9455, -75.1501']) {
    await desk.page.getByRole('combobox', { name: 'Add a stop' }).fill(place);
    await desk.page.getByRole('option').first().click();
  }
  await expect.poll(() => desk.page.getByTestId('stop-not-planned').count(), POLL).toBe(2);
  expect(await desk.page.getByText(StopMessages.notYetPlanned).first().isVisible()).toBe(true);

  await desk.page.getByRole('button', { name: 'Optimize route' }).click();
  const dialog = desk.page.getByRole('dialog', { name: 'Review changes' });
  await dialog
    .getByTestId('replan-summary')
    .getByText(/^2 new stops placed/)
    .waitFor();
  const lines = await dialog.getByTestId('replan-stops').locator('li').allInnerTexts();
  expect(lines.filter((l) => /: new, to Anna Kowalska at \d{1,2}:\d{2} [AP]M$/.test(l))).toHaveLength(2);
  await dialog.getByText(/^Anna Kowalska: 3 → 5 stops/).waitFor();
  await dialog.getByLabel('Keep every stop with its driver').check();
  await dialog
    .getByTestId('replan-summary')
    .getByText(/^2 new stops placed/)
    .waitFor();
  await snap(desk.page, 'replan-review-changes');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => desk.page.getByTestId('stop-not-planned').count(), POLL).toBe(0);

  await anna.page
    .getByTestId('plan-change')
    .getByText(/^Route updated: 2 stops added/)
    .waitFor(POLL);
  await anna.page.getByText(/1 of 5 stops done/).waitFor();
  expect(await anna.page.getByText('New', { exact: true }).count()).toBe(2);
  expect(await anna.page.evaluate(() => (window as unknown as { replanMark?: string }).replanMark)).toBe(
    'still here',
  );
  await snap(anna.page, 'replan-driver-updated');
  await anna.context.close();
  await desk.context.close();
});
