import { Messages } from '@rp/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { PAGE_TIMEOUT_MS, setUpBrowserTests, snap } from '../harness';

const setup = setUpBrowserTests();

/** A common phone's screen in CSS pixels. */
const PHONE_VIEWPORT = { width: 390, height: 844 };

const publicPages = [
  '/',
  '/plans',
  '/login',
  '/signup',
  '/legal',
  '/privacy-policy',
  '/contact',
  '/forgot-password',
];

async function newPhonePage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await setup.browser.newContext({
    baseURL: setup.product.url,
    viewport: PHONE_VIEWPORT,
    // Not isMobile: a mobile viewport zooms out to fit a too-wide page, which would hide the overflow.
    hasTouch: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  return { context, page };
}

/** How far the page reaches past the right edge, and the elements that stick out, for the message. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const stickingOut = Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').slice(0, 30)}"`);
    return { width, overflow: document.documentElement.scrollWidth - width, stickingOut };
  });
}

it('every public page fits a 390 px wide phone: no sideways scrolling', async () => {
  const { page, context } = await newPhonePage();
  const tooWide: string[] = [];
  for (const path of publicPages) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const { width, overflow, stickingOut } = await sidewaysOverflow(page);
    expect(width).toBe(PHONE_VIEWPORT.width);
    if (overflow > 0) tooWide.push(`${path} is ${overflow} px too wide: ${stickingOut.join(' | ')}`);
  }
  expect(tooWide).toEqual([]);
  await context.close();
});

it('on a phone the header folds into a menu; its Start free trial opens the sign-up', async () => {
  const { page, context } = await newPhonePage();
  await page.goto('/plans');
  await page.getByRole('heading', { name: 'Pricing', level: 1 }).waitFor();
  const header = page.getByRole('banner');
  expect(await header.getByRole('link', { name: 'Log in' }).count()).toBe(0);
  await header.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('menu');
  for (const item of ['Pricing', 'Help', 'Contact', 'Log in']) {
    await menu.getByRole('menuitem', { name: item }).waitFor();
  }
  await snap(page, 'phone-menu');
  await menu.getByRole('menuitem', { name: 'Start free trial' }).click();
  await page.waitForURL('**/signup');
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  expect(await page.getByRole('menu').count()).toBe(0);
  await context.close();
});

it("a page whose code cannot be fetched says so and offers Reload, which loads it once it's reachable", async () => {
  const { page, context } = await newPhonePage();
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  // The pricing page's own file is split off and fetched on the first visit: drop that request.
  await page.route(/\/assets\/PricingScreen-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Pricing' }).click();
  await page.getByText(Messages.chunkLoadFailed).waitFor();
  // The message shows inside the public layout: the header stays, so the user can go elsewhere.
  expect(await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
  await snap(page, 'phone-chunk-load-failed');
  await page.unrouteAll();
  await page.getByRole('button', { name: Messages.reload }).click();
  await page.getByRole('heading', { name: 'Pricing', level: 1 }).waitFor();
  await context.close();
});
