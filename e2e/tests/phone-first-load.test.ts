import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { PAGE_TIMEOUT_MS, POLL, setUpBrowserTests, snap } from '../harness';

/* The first pages a phone opens, as they arrive: the home page painted from the HTML the build
   rendered, then hydrated by the app's code without a mismatch. */

const t = setUpBrowserTests();

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function phonePage(browser: Browser, opts: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
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
