import { Api, Messages } from '@rp/contracts';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { todayInTeam } from '../driver-helpers';
import { apiCall, DEMO_LOGIN, logIn, PAGE_TIMEOUT_MS, POLL, setUpBrowserTests, snap } from '../harness';

// The demo dispatcher is made an administrator, so the admin pages are among the signed-in screens.
const t = setUpBrowserTests({ env: { ADMIN_EMAILS: DEMO_LOGIN.email } });

/** A common phone's screen in CSS pixels. */
const PHONE_VIEWPORT = { width: 390, height: 844 };
/** A demo driver (seed-demo.ts): the demo team's drivers share the demo password. */
const ANNA = { email: 'anna.driver@routeplanner.local', password: DEMO_LOGIN.password };
/** What the app bar's menu reaches from every signed-in screen. */
const MENU_ITEMS = ['Routes', 'Dashboard', 'Team', 'Subscription', 'Preferences', 'Log out'];

async function newPhonePage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await t.browser.newContext({
    baseURL: t.product.url,
    viewport: PHONE_VIEWPORT,
    // Not isMobile: a mobile viewport zooms out to fit a too-wide page, which would hide the overflow.
    hasTouch: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  return { context, page };
}

/** Today on the demo team's clock, the day its routes list opens on. */
const today = todayInTeam;

/**
 * How far the page, or the screen's own scrolling pane, reaches past the phone's right edge (a pane
 * that scrolls sideways clips what a person sees), and the elements that stick out, for the message.
 */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const pane = document.querySelector<HTMLElement>('[data-testid="sidebar"]');
    const stickingOut = Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.checkVisibility() && el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').slice(0, 30)}"`);
    return {
      width,
      overflow: (document.scrollingElement?.scrollWidth ?? 0) - width,
      paneOverflow: pane ? pane.scrollWidth - pane.clientWidth : 0,
      stickingOut,
    };
  });
}

/** Whether the element is shown and, scrolled to as a person would, wholly inside the phone's screen. */
async function isWithinScreen(locator: Locator): Promise<boolean> {
  // A dialog closing hides the page from role queries for a moment.
  if (
    !(await locator.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    ))
  )
    return false;
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) return false;
  return (
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= PHONE_VIEWPORT.width + 0.5 &&
    box.y + box.height <= PHONE_VIEWPORT.height + 0.5
  );
}

/** Opens the app bar's menu and returns the drawer's navigation. */
async function openMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  // The drawer slides in from the left edge.
  await expect.poll(() => isWithinScreen(menu), POLL).toBe(true);
  return menu;
}

/** Opens a page of the app without reloading it, as its own links do (a reload per screen is slow). */
async function goInApp(page: Page, path: string, from?: string) {
  await page.evaluate(
    ([to, step]) => {
      // The router keeps a page's location state under `usr` (the onboarding steps need theirs).
      window.history.pushState(step ? { usr: { from: step }, key: to, idx: 0 } : null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    [path, from],
  );
}

/** Presses OK in the generic dialog after checking its text. */
async function answerDialog(page: Page, text: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A route of today with two stops and Anna as its driver: the planner then shows all its buttons. */
async function routeWithStopsAndDriver(name: string): Promise<number> {
  const token = t.demoToken;
  const { id } = await apiCall(t.product, Api.saveRoute, {
    body: { name, desc: '', planned_on: today() },
    token,
  });
  for (const [i, stop] of ['Bakery', 'Butcher'].entries()) {
    await apiCall(t.product, Api.saveStop, {
      params: { routeId: id },
      body: { name: stop, address: `${stop}, Philadelphia`, note: '', lat: 39.96 + 0.01 * i, lng: -75.16 },
      token,
    });
  }
  const team = await apiCall(t.product, Api.teamRoute, { params: { routeId: id }, token });
  const anna = team.team.find((m) => m.email === ANNA.email);
  if (!anna) throw new Error('the demo team has no Anna');
  await apiCall(t.product, Api.saveDrivers, { body: { route_id: id, drivers: [anna.id] }, token });
  return id;
}

describe('the dispatcher on a 390 px phone', () => {
  it('every signed-in screen fits, its menu reaches the others, and its key buttons are on screen', async () => {
    const routeId = await routeWithStopsAndDriver('Phone fit');
    const { page, context } = await newPhonePage();
    await logIn(page);
    // The drawer's entries are checked on a screen of each kind: planner, settings and admin.
    const screens: {
      path: string;
      heading: string;
      buttons?: string[];
      isMenuOpened?: boolean;
      from?: string;
    }[] = [
      { path: '/routes', heading: 'Routes', buttons: ['New Route'] },
      { path: '/route_planner', heading: 'New route', buttons: ['Create Route'] },
      { path: `/drivers_new?id=${routeId}`, heading: 'Select drivers', buttons: ['Done'] },
      { path: `/drivers?id=${routeId}`, heading: 'Manage drivers', buttons: ['Done'] },
      {
        path: `/stops?id=${routeId}`,
        heading: 'Phone fit',
        buttons: ['Optimize route', 'Send route to driver', 'Manage Drivers'],
        isMenuOpened: true,
      },
      { path: `/route?id=${routeId}`, heading: 'Edit route details' },
      { path: `/importdata?id=${routeId}`, heading: 'Import data' },
      { path: '/dashboard', heading: 'Demo Deliveries' },
      { path: '/team', heading: 'Team members', buttons: ['Logout'], isMenuOpened: true },
      { path: '/subscription', heading: 'Subscription' },
      { path: '/preferences', heading: 'Route Setup' },
      { path: '/profile', heading: 'Personal profile' },
      { path: '/onboarding', heading: "What's your team called?", from: 'Signup' },
      { path: '/onboardingdepot', heading: 'Where do your routes start and end?', from: 'OnboardingTeam' },
      { path: '/onboardingteammembers', heading: 'Invite your team', from: 'OnboardingDepot' },
      { path: '/admin-teams', heading: 'Teams', isMenuOpened: true },
      { path: '/admin-routes', heading: 'Routes' },
    ];
    const problems: string[] = [];
    for (const screen of screens) {
      await goInApp(page, screen.path, screen.from);
      await page.getByRole('heading', { level: 1, name: screen.heading, exact: true }).waitFor();
      // The screen's data (tables, lists) is in before it is measured.
      await expect.poll(() => page.getByRole('progressbar').count(), POLL).toBe(0);
      const { width, overflow, paneOverflow, stickingOut } = await sidewaysOverflow(page);
      expect(width).toBe(PHONE_VIEWPORT.width);
      if (overflow > 0 || paneOverflow > 0) {
        problems.push(
          `${screen.path} is ${Math.max(overflow, paneOverflow)} px too wide: ${stickingOut.join(' | ')}`,
        );
      }
      for (const name of [...(screen.buttons ?? []), 'Open menu']) {
        if (!(await isWithinScreen(page.getByRole('button', { name, exact: true }).first()))) {
          problems.push(`${screen.path}: '${name}' is not on the screen`);
        }
      }
      if (!screen.isMenuOpened) continue;
      const menu = await openMenu(page);
      for (const item of MENU_ITEMS) {
        const entry =
          item === 'Log out'
            ? menu.getByRole('button', { name: item })
            : menu.getByRole('link', { name: item });
        if (!(await isWithinScreen(entry)))
          problems.push(`${screen.path}: the menu has no '${item}' on the screen`);
      }
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
    }
    expect(problems).toEqual([]);

    // The menu takes the dispatcher from the route's stops to the team and back to the routes.
    await page.goto(`/stops?id=${routeId}`);
    await page.getByRole('heading', { level: 1, name: 'Phone fit' }).waitFor();
    await snap(page, 'phone-dispatcher-stops-list');
    await (await openMenu(page)).getByRole('link', { name: 'Team' }).click();
    await page.waitForURL('**/team');
    await page.getByRole('table', { name: 'Team members' }).waitFor();
    await snap(page, 'phone-dispatcher-team');
    const menu = await openMenu(page);
    await snap(page, 'phone-dispatcher-menu');
    await menu.getByRole('link', { name: 'Routes' }).click();
    await page.waitForURL('**/routes');
    await page.getByRole('heading', { level: 1, name: 'Routes' }).waitFor();
    await (await openMenu(page)).getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });

  it("the team's Working day dialog shows each field's label whole, not cut to '…'", async () => {
    const { page, context } = await newPhonePage();
    await logIn(page);
    await page.goto('/team');
    await page.getByRole('button', { name: `Working day ${ANNA.email}` }).click();
    const dialog = page.getByRole('dialog', { name: /^Working day/ });
    await dialog.getByLabel('Capacity (packages)').waitFor();
    // A label cut by its field's width scrolls wider than it shows (MUI ends it with an ellipsis).
    const cut = await dialog
      .locator('label')
      .evaluateAll((labels) =>
        labels.filter((l) => l.scrollWidth > l.clientWidth + 0.5).map((l) => l.textContent ?? ''),
      );
    expect(cut).toEqual([]);
    await snap(page, 'phone-working-day');
    await context.close();
  });

  it('a whole day on the phone: create a route, add stops, optimise, send, and watch a delivery arrive', async () => {
    const { page, context } = await newPhonePage();
    await logIn(page);

    await page.getByRole('button', { name: 'New Route' }).click();
    await page.getByText('When will you drive this route?').waitFor();
    await page.getByLabel('Today').check();
    await page.getByRole('button', { name: 'Create Route' }).click();
    await page.waitForURL('**/drivers_new?id=*');
    const routeId = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByLabel(/anna\.driver@/).check();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(`**/stops?id=${routeId}`);
    await page.getByTestId('drivers-count').filter({ hasText: 'Drivers: 1' }).waitFor();

    // Stops through the address search (the embedded offline geocoder), as a dispatcher types them.
    for (const [i, town] of ['Camden', 'Norristown', 'Trenton'].entries()) {
      await page.getByLabel('Add a stop').fill(town);
      await page
        .getByRole('option', { name: new RegExp(`^${town}`) })
        .first()
        .click();
      await expect.poll(() => page.getByTestId('stop-row').count(), POLL).toBe(i + 1);
    }

    // The map is one tap away and shows the stops; the list is one tap back.
    await page.getByRole('tab', { name: 'Map' }).click();
    await expect.poll(() => page.locator('.rp-stop-marker').count(), POLL).toBe(3);
    const mapBox = await page.getByTestId('map').boundingBox();
    expect(mapBox?.width).toBe(PHONE_VIEWPORT.width);
    expect(mapBox?.height ?? 0).toBeGreaterThan(PHONE_VIEWPORT.height / 2);
    expect(await page.getByLabel('Add a stop').isVisible()).toBe(false);
    await snap(page, 'phone-dispatcher-map');
    await page.getByRole('tab', { name: 'List' }).click();
    await page.getByLabel('Add a stop').waitFor();
    // A stop tapped on the map opens its details in the list.
    await page.getByRole('tab', { name: 'Map' }).click();
    await page.locator('.rp-stop-marker').first().click();
    const details = page.getByRole('region', { name: 'Stop details' });
    await details.waitFor();
    const editorFit = await sidewaysOverflow(page);
    expect(
      Math.max(editorFit.overflow, editorFit.paneOverflow),
      editorFit.stickingOut.join(' | '),
    ).toBeLessThanOrEqual(0);
    await snap(page, 'phone-dispatcher-stop-details');
    expect(await page.getByRole('tab', { name: 'List' }).getAttribute('aria-selected')).toBe('true');
    await details.getByRole('button', { name: 'Close stop' }).click();
    await page.getByLabel('Add a stop').waitFor();

    await page.getByRole('button', { name: 'Optimize route' }).click();
    await answerDialog(page, Messages.optimized);
    await page.getByTestId('driver-route-panel').waitFor();
    const send = page.getByRole('button', { name: 'Send route to driver' });
    expect(await isWithinScreen(send)).toBe(true);
    await send.click();
    await answerDialog(page, Messages.routeSent);

    // The driver delivers the first stop on their phone; it arrives on the dispatcher's open screen.
    const driverToken = (await apiCall(t.product, Api.login, { body: ANNA })).token;
    const mine = await apiCall(t.product, Api.listDriverRoutes, {
      query: { date: today() },
      token: driverToken,
    });
    const vehicleRouteId = mine.routes.find((r) => r.route_id === routeId)?.vehicle_route_id ?? 0;
    const stops = (await apiCall(t.product, Api.listStops, { params: { routeId }, token: t.demoToken }))
      .stops;
    const camden = stops.find((s) => s.name.startsWith('Camden'));
    if (!camden) throw new Error('no Camden stop');
    await apiCall(t.product, Api.setDriverRouteStatus, {
      params: { vehicleRouteId },
      body: { client_id: `phone-start-${Date.now()}`, route_status: 1, taken_at: Date.now() },
      token: driverToken,
    });
    await apiCall(t.product, Api.saveStopDelivery, {
      params: { vehicleRouteId },
      body: {
        client_id: `phone-${Date.now()}`,
        stop_id: camden.id,
        delivery_status: 1,
        taken_at: Date.now(),
      },
      token: driverToken,
    });
    await page.getByTestId('stop-row').filter({ hasText: 'Camden' }).getByText('✓ Delivered').waitFor();
    const { overflow, paneOverflow } = await sidewaysOverflow(page);
    expect(Math.max(overflow, paneOverflow)).toBeLessThanOrEqual(0);
    await snap(page, 'phone-dispatcher-delivered');
    await context.close();
  });
});
