import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { DRIVER_LOGIN } from '../driver-helpers';
import { PAGE_TIMEOUT_MS, POLL, setUpBrowserTests, snap } from '../harness';

/* The first pages a phone opens, as they arrive: the home page and the driver's sign-in painted from
   the HTML the build rendered, then hydrated by the app's code without a mismatch. */

const t = setUpBrowserTests();

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function phonePage(
  browser: Browser,
  opts: { javaScriptEnabled?: boolean; serviceWorkers?: 'block' } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: t.product.url,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    ...opts,
  });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  return page;
}

/**
 * Opens the header's menu as a person does: a tap before the page's code has hydrated the HTML does
 * nothing, so they tap again.
 */
async function openMenu(page: Page): Promise<void> {
  const menu = page.getByRole('menu');
  await expect
    .poll(async () => {
      if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
      return menu.isVisible();
    }, POLL)
    .toBe(true);
}

/** Everything the page reports as an error: React logs a hydration mismatch there. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

it('the home page is in its HTML: heading, text and links show before any script runs', async () => {
  const page = await phonePage(t.browser, { javaScriptEnabled: false });
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Route Planner and Optimization' }).waitFor();
  await page.getByText('Plan a day of deliveries in minutes').waitFor();
  expect(await page.getByRole('link', { name: 'Start free trial' }).getAttribute('href')).toBe('/signup');
  expect(await page.getByRole('link', { name: 'See pricing' }).getAttribute('href')).toBe('/plans');
  // Styled from the HTML alone: the hero's blue band, not an unstyled page.
  const hero = page.locator('main > div').first();
  expect(await hero.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(21, 101, 192)');
  await snap(page, 'phone-first-load-home-html-only');
});

it('the home page hydrates without a mismatch: the cookie banner, the menu and its links work', async () => {
  const page = await phonePage(t.browser);
  const errors = errorsOf(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.getByRole('region', { name: 'Cookie consent' }).waitFor({ state: 'detached' });
  await snap(page, 'phone-first-load-home-hydrated');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Pricing' }).click();
  await page.waitForURL('**/plans');
  expect(errors).toEqual([]);

  // A visitor who accepted already: the banner is not shown, and hydrating is as clean.
  await page.goto('/');
  await openMenu(page);
  await page.getByRole('menuitem', { name: 'Log in' }).click();
  await page.waitForURL('**/login');
  expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
  expect(errors).toEqual([]);
});

/**
 * Holds the app's entry script until `release` is called, as a slow phone does: the page is then
 * only its HTML (and the head's classic scripts).
 */
async function holdAppCode(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // (A page the driver app's service worker controls fetches its files there, past page.route.)
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

it("the driver's sign-in is in its HTML: the form shows before any script runs, styled", async () => {
  const page = await phonePage(t.browser, { javaScriptEnabled: false });
  await page.goto('/driver');
  await page.getByRole('heading', { name: 'Driver sign in' }).waitFor();
  await page.getByLabel('Email').waitFor();
  await page.getByLabel('Password').waitFor();
  expect(await page.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true);
  expect(await page.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
    '/forgot-password?app=driver',
  );
  // Styled from the HTML alone: the app bar's blue, not an unstyled page.
  const bar = page.locator('header').first();
  expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await snap(page, 'phone-first-load-driver-html-only');
});

it('a driver who types and taps Sign in before the app has loaded is signed in once it has, with no mismatch', async () => {
  const page = await phonePage(t.browser, { serviceWorkers: 'block' });
  const errors = errorsOf(page);
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/a/login/')) signIns.push(request.method());
  });
  const code = await holdAppCode(page);
  await page.goto('/driver', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(DRIVER_LOGIN.email);
  await page.getByLabel('Password').fill(DRIVER_LOGIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The tap is taken, not sent as a bare HTML form: the page and what was typed stay.
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/driver');
  expect(await page.getByLabel('Email').inputValue()).toBe(DRIVER_LOGIN.email);
  expect(signIns).toEqual([]);
  code.release();
  await page.getByRole('heading', { name: 'Your routes' }).waitFor();
  expect(signIns).toEqual(['POST']);
  expect(errors).toEqual([]);
});

/** Where a field's label is drawn: its transform, as the browser computed it. */
const labelTransform = (page: Page, name: string) =>
  page.locator('label', { hasText: name }).evaluate((label) => getComputedStyle(label).transform);
/** MUI's outlined label on the border (moved up, three quarters of its size) and in the field. */
const ON_BORDER = 'matrix(0.75, 0, 0, 0.75, 14, -9)';
const IN_FIELD = 'matrix(1, 0, 0, 1, 14, 16)';

it("what a driver types before the app has loaded is never under the field's label", async () => {
  const page = await phonePage(t.browser, { serviceWorkers: 'block' });
  const code = await holdAppCode(page);
  await page.goto('/driver', { waitUntil: 'commit' });
  await page.getByLabel('Email').waitFor();
  expect(await labelTransform(page, 'Email')).toBe(IN_FIELD);
  await page.getByLabel('Email').fill(DRIVER_LOGIN.email);
  await page.getByLabel('Password').focus();
  // The transition of the label's move ends within its 200 ms.
  await expect.poll(() => labelTransform(page, 'Email'), POLL).toBe(ON_BORDER);
  await expect.poll(() => labelTransform(page, 'Password'), POLL).toBe(ON_BORDER);
  await snap(page, 'phone-first-load-driver-typed-before-code');
  code.release();
  await page.locator('html[data-app-live]').waitFor({ state: 'attached' });
  expect(await labelTransform(page, 'Email')).toBe(ON_BORDER);
});

it('a driver already signed in never sees the sign-in form of the HTML: the app opens on the routes', async () => {
  const page = await phonePage(t.browser, { serviceWorkers: 'block' });
  const errors = errorsOf(page);
  await page.goto('/driver');
  await page.getByLabel('Email').fill(DRIVER_LOGIN.email);
  await page.getByLabel('Password').fill(DRIVER_LOGIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Your routes' }).waitFor();

  const code = await holdAppCode(page);
  await page.reload({ waitUntil: 'commit' });
  // The HTML still holds the form, hidden before it was painted.
  await page
    .getByRole('heading', { name: 'Driver sign in', includeHidden: true })
    .waitFor({ state: 'attached' });
  expect(await page.getByRole('heading', { name: 'Driver sign in' }).isVisible()).toBe(false);
  code.release();
  await page.getByRole('heading', { name: 'Your routes' }).waitFor();
  expect(await page.getByRole('heading', { name: 'Driver sign in' }).count()).toBe(0);
  expect(errors).toEqual([]);
});
