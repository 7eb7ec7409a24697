import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Api, formatClockMinutes, Messages } from '@rp/contracts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  DRIVER_LOGIN,
  driverLogIn,
  makePng,
  minutesInTeam,
  phonePage,
  sendRouteToAnna,
} from '../driver-helpers';
import { apiCall, logIn, mailedLink, mailsTo, newPage, POLL, setUpBrowserTests, snap } from '../harness';

/** Small things a first day trips on (issue 20, item 8): each as the dispatcher or the driver meets it. */
const t = setUpBrowserTests();

let clientIds = 0;
const clientId = () => `e2e-small-${Date.now()}-${++clientIds}`;
const PHOTO = `data:image/png;base64,${makePng(96, 64).toString('base64')}`;

/** A route of today with stops `step` degrees apart (kilometres by default), not optimised, Anna its driver. */
async function spreadRoute(name: string, stopNames: string[], step = 0.05): Promise<number> {
  const { routeId } = await sendRouteToAnna(t.product, t.demoToken, stopNames, {
    name,
    spacing: step,
    stopExtras: () => ({}),
    isOptimised: false,
  });
  return routeId;
}

let desk: Page | undefined;
/** The dispatcher at the desk, logged in once for the file's tests (each goes where it needs). */
async function deskPage(): Promise<Page> {
  if (!desk) {
    desk = (await newPage(t.browser, t.product)).page;
    await logIn(desk);
  }
  return desk;
}

/** The dispatcher's page on the route's stops. */
async function openStops(routeId: number): Promise<Page> {
  const page = await deskPage();
  await page.goto(`/stops?id=${routeId}`);
  await page.getByTestId('stop-row').first().waitFor();
  return page;
}

const stopRow = (page: Page, name: string) => page.getByTestId('stop-row').filter({ hasText: name });

it('the stop editor asks before dropping unsaved edits, and closes without asking when nothing changed', async () => {
  // Next door to each other, so both stay on the map while one is looked at.
  const routeId = await spreadRoute('Editor day', ['Bakery', 'Florist'], 0.001);
  const page = await openStops(routeId);
  const editor = page.getByRole('region', { name: 'Stop details' });

  await stopRow(page, 'Bakery').click();
  await editor.getByLabel('Name', { exact: true }).fill('Bakery (back door)');
  await editor.getByRole('button', { name: 'Close', exact: true }).click();
  const ask = page.getByRole('dialog').filter({ hasText: 'Discard unsaved changes?' });
  await ask.waitFor();
  await snap(page, 'first-day-small-discard-question');
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await ask.waitFor({ state: 'detached' });
  expect(await editor.getByLabel('Name', { exact: true }).inputValue()).toBe('Bakery (back door)');

  // Picking another stop on the map would drop the edits too: it asks the same.
  await page.getByTitle(/\. Florist$/).click();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await ask.waitFor({ state: 'detached' });
  expect(await editor.getByLabel('Name', { exact: true }).inputValue()).toBe('Bakery (back door)');

  await editor.getByRole('button', { name: 'Close stop' }).click();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await editor.waitFor({ state: 'detached' });
  await stopRow(page, 'Bakery').waitFor();
  expect(await page.getByTestId('stop-row').filter({ hasText: 'back door' }).count()).toBe(0);

  // Nothing changed: Close closes at once.
  await stopRow(page, 'Florist').click();
  await editor.waitFor();
  await editor.getByRole('button', { name: 'Close', exact: true }).click();
  await editor.waitFor({ state: 'detached' });
  expect(await page.getByText('Discard unsaved changes?').count()).toBe(0);
});

const invited = { email: 'first.driver@example.com', password: 'a long driver password 1' };

it("an invited driver shows as pending, sets the password on 'Set your password', lands on /driver and then shows as active", async () => {
  const { product, demoToken: token } = t;
  await apiCall(product, Api.saveTeamMember, {
    body: { email: invited.email, name: 'First Driver', role: 1 },
    token,
  });
  const team = await deskPage();
  await team.goto('/team');
  const member = team.getByTestId('member-row').filter({ hasText: invited.email });
  await member.getByText(/^Invitation pending \(sent \d{4}-\d\d-\d\d \d\d:\d\d\)$/).waitFor();
  await expect
    .poll(() => team.getByTestId('member-row').filter({ hasText: 'Active' }).count())
    .toBeGreaterThan(0);

  // The mail's link marks the page as an invitation (quoted-printable writes '=' as '=3D').
  const link = await mailedLink(product, invited.email, '/reset-password/');
  const outbox = path.join(product.dataDir, 'outbox');
  const mail = readdirSync(outbox)
    .filter((f) => f.includes(invited.email.replace(/[^a-z0-9@.]/gi, '_')))
    .map((f) => readFileSync(path.join(outbox, f), 'utf8').replace(/=\r?\n/g, ''))
    .join('\n');
  expect(mail).toMatch(new RegExp(`${link.split('/').at(-1)}\\?invite=(3D)?1`));

  const { context, page } = await phonePage(t.browser, product);
  await page.goto(`${link}?invite=1`);
  await page.getByRole('heading', { name: 'Set your password' }).waitFor();
  expect(await page.getByText('Choose a new password').count()).toBe(0);
  await page.getByLabel('Password', { exact: true }).fill(invited.password);
  await page.getByLabel('Confirm password').fill(invited.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/driver');
  await page.getByRole('heading', { name: 'Driver sign in' }).waitFor();
  await snap(page, 'first-day-small-invited-driver-lands-on-driver');
  await driverLogIn(page, invited);
  await context.close();

  await team.reload();
  await member.getByText('Active').waitFor();
  expect(await member.getByText(/Invitation pending/).count()).toBe(0);
  await snap(team, 'first-day-small-member-list');
});

it("a driver who forgot the password finds 'Forgot password?' on /driver and comes back to /driver", async () => {
  const { context, page } = await phonePage(t.browser, t.product);
  await page.goto('/driver');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/forgot-password?app=driver');
  await page.getByLabel('Email').fill(invited.email);
  const invitation = mailsTo(t.product, invited.email);
  await page.getByRole('button', { name: 'Request reset link' }).click();
  await page.getByText(Messages.forgotPasswordSent).waitFor();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/driver');
  await page.getByRole('heading', { name: 'Driver sign in' }).waitFor();

  const link = await mailedLink(t.product, invited.email, '/reset-password/', invitation);
  await page.goto(link);
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  await page.getByLabel('New password').fill('a newer driver password 2');
  await page.getByLabel('Confirm password').fill('a newer driver password 2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/driver');
  await driverLogIn(page, { email: invited.email, password: 'a newer driver password 2' });
  await context.close();
});

it('done stops show when and why in the list, the photo opens large, and the routes list shows progress', async () => {
  const { product, demoToken } = t;
  const { routeId, stops } = await sendRouteToAnna(
    product,
    demoToken,
    ['Bakery', 'Butcher', 'Florist'],
    'Progress day',
  );
  const route = await apiCall(product, Api.getRoute, { params: { routeId }, token: demoToken });
  const vehicleRouteId = route.route.driver_routes[0]?.vehicle_route_id ?? 0;
  const driverToken = (await apiCall(product, Api.login, { body: DRIVER_LOGIN })).token;
  const idOf = (name: string) => stops.find((s) => s.name === name)?.id ?? 0;
  const takenAt = Date.now();
  const asDriver = { params: { vehicleRouteId }, token: driverToken };
  await apiCall(product, Api.setDriverRouteStatus, {
    ...asDriver,
    body: { client_id: clientId(), route_status: 1, taken_at: takenAt },
  });
  await apiCall(product, Api.saveStopProof, {
    ...asDriver,
    body: { client_id: clientId(), stop_id: idOf('Bakery'), kind: 'photo', image: PHOTO, taken_at: takenAt },
  });
  await apiCall(product, Api.saveStopDelivery, {
    ...asDriver,
    body: { client_id: clientId(), stop_id: idOf('Bakery'), delivery_status: 1, taken_at: takenAt },
  });
  await apiCall(product, Api.saveStopDelivery, {
    ...asDriver,
    body: {
      client_id: clientId(),
      stop_id: idOf('Butcher'),
      delivery_status: 2,
      delivery_status_additional_info: 1,
      taken_at: takenAt,
    },
  });

  const page = await deskPage();
  await page.goto('/routes');
  // The route is on the team's day, which may not be the browser's: list them all.
  await page.getByRole('button', { name: 'Get all routes' }).click();
  const item = page.getByTestId('route-item').filter({ hasText: 'Progress day' });
  await item.getByText('2/3 done · Started').waitFor(POLL);

  await item.getByRole('link', { name: 'Progress day' }).click();
  const prefs = await apiCall(product, Api.teamPreferences, { token: demoToken });
  const at = formatClockMinutes(minutesInTeam(takenAt), prefs.data.hourCycle);
  await expect
    .poll(() => stopRow(page, 'Bakery').locator('.meta').innerText(), POLL)
    .toMatch(new RegExp(`✓ Delivered\\s+${at}$`));
  await expect
    .poll(() => stopRow(page, 'Butcher').locator('.meta').innerText(), POLL)
    .toMatch(new RegExp(`✗ Delivery failed\\s+${at} · Recipient not home$`));
  expect(await stopRow(page, 'Florist').getByTestId('stop-done-detail').count()).toBe(0);
  await snap(page, 'first-day-small-done-rows');

  await stopRow(page, 'Bakery').click();
  await page.getByRole('button', { name: 'Open photo larger' }).click();
  const large = page.getByRole('dialog').getByRole('img', { name: 'Photo, large' });
  await large.waitFor();
  const box = await large.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(400);
  await snap(page, 'first-day-small-photo-large');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await large.waitFor({ state: 'detached' });
});

it('after Optimise the map shows every stop of the route, not the stop last looked at', async () => {
  const names = ['North', 'Middle', 'South', 'Far'];
  const routeId = await spreadRoute('Map day', names);
  const page = await openStops(routeId);
  const markers = page.locator('.rp-stop-marker');
  await expect.poll(() => markers.count(), POLL).toBe(names.length);

  // Looking at one stop zooms onto it: the others leave the map.
  await stopRow(page, 'North').click();
  const editor = page.getByRole('region', { name: 'Stop details' });
  await editor.waitFor();
  await expect.poll(() => markers.count(), POLL).toBeLessThan(names.length);
  await editor.getByRole('button', { name: 'Close', exact: true }).click();

  await page.getByRole('button', { name: 'Optimize route' }).click();
  await page.getByText(Messages.optimized).waitFor(POLL);
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect.poll(() => markers.count(), POLL).toBe(names.length);
  await snap(page, 'first-day-small-map-after-optimise');
});

it("the driver's offline notice goes within seconds of the connection coming back", async () => {
  await sendRouteToAnna(t.product, t.demoToken, ['Chemist', 'Grocer'], 'Offline notice day');
  const { context, page } = await phonePage(t.browser, t.product);
  await driverLogIn(page);
  await page.getByRole('link', { name: /Offline notice day/ }).click();
  await page.getByRole('button', { name: 'Start route' }).waitFor();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), POLL).toBe(true);

  await context.setOffline(true);
  await page.reload();
  const notice = page.getByText('Offline: showing the route kept on this phone.');
  await notice.waitFor();
  await page.getByRole('button', { name: 'Start route' }).click();
  await page.getByTestId('outbox-waiting').waitFor();

  await context.setOffline(false);
  // Gone within seconds, not at the next refetch minutes later: the online event brings the server's copy,
  // and should the event come before the network is really up, the recheck every few seconds does.
  await notice.waitFor({ state: 'detached', ...POLL });
  await page.getByTestId('outbox-waiting').waitFor({ state: 'detached', ...POLL });
  await page
    .getByTestId('driver-route-status')
    .filter({ hasText: /^Started/ })
    .waitFor();
  await snap(page, 'first-day-small-back-online');
  await context.close();
});
