import { Api } from '@rp/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESK, PHONE, scanner, scanPage as scanPageOf } from '../axe-scan';
import { DRIVER_LOGIN, driverLogIn, sendRouteToAnna } from '../driver-helpers';
import { apiCall, DEMO_LOGIN, logIn, setUpBrowserTests, snap } from '../harness';

// The demo dispatcher is made an administrator so the admin pages are scanned too.
const t = setUpBrowserTests({ env: { ADMIN_EMAILS: DEMO_LOGIN.email } });

/** A page in a context that may inject axe-core (see axe-scan.ts), on this file's product. */
const scanPage = (viewport: { width: number; height: number }) => scanPageOf(t.browser, t.product, viewport);

/** Opens a path and waits for a text that says the page has drawn (not only its loading state). */
async function visit(page: Page, path: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
  await page.goto(path);
  await ready(page);
}

describe('no WCAG 2.1 A/AA violations (axe-core)', () => {
  it('public pages', async () => {
    const axe = scanner();
    const { page, context } = await scanPage(DESK);
    const pages: [string, string][] = [
      ['/', 'main'],
      ['/plans', 'main'],
      ['/login', 'main'],
      ['/signup', 'main'],
      ['/contact', 'main'],
      ['/forgot-password', 'main'],
      ['/legal', 'main'],
      ['/privacy-policy', 'main'],
    ];
    for (const [path] of pages) {
      await visit(page, path, (p) => p.getByRole('heading', { level: 1 }).first().waitFor());
      await axe.scan(page, path);
    }
    await context.close();
    axe.expectNone();
  });

  it('route screens: routes, stops with the editor, new and edit route, drivers, import with a mapping', async () => {
    const axe = scanner();
    const { routeId } = await sendRouteToAnna(t.product, t.demoToken, ['Bakery', 'Butcher', 'Florist'], {
      name: 'Axe day',
      isSent: false,
    });
    const { page, context } = await scanPage(DESK);
    await logIn(page);
    await page.getByText('Axe day').first().waitFor();
    await axe.scan(page, '/routes');

    await visit(page, `/stops?id=${routeId}`, (p) => p.getByTestId('stop-row').first().waitFor());
    await axe.scan(page, '/stops');
    await page.getByTestId('stop-row').filter({ hasText: 'Butcher' }).click();
    await page.getByRole('region', { name: 'Stop details' }).waitFor();
    await axe.scan(page, '/stops with the stop editor');
    await snap(page, 'a11y-stop-editor');

    await visit(page, '/route_planner', (p) => p.getByText('When will you drive this route?').waitFor());
    await axe.scan(page, '/route_planner');
    await visit(page, `/route?id=${routeId}`, (p) =>
      p.getByRole('button', { name: 'Back to stops' }).waitFor(),
    );
    await axe.scan(page, '/route');
    await visit(page, `/drivers?id=${routeId}`, (p) => p.getByLabel(/anna\.driver@/).waitFor());
    await axe.scan(page, '/drivers');

    // An optimised route is locked for import: a new, empty one takes the file.
    const empty = await apiCall(t.product, Api.saveRoute, {
      body: { name: 'Axe import', desc: '', planned_on: '2030-02-01' },
      token: t.demoToken,
    });
    // A route not yet optimised: its Send button is outlined in the secondary colour.
    await visit(page, `/stops?id=${empty.id}`, (p) => p.getByLabel('Add a stop').waitFor());
    await axe.scan(page, '/stops of a route not optimised');
    await visit(page, `/importdata?id=${empty.id}`, (p) =>
      p.getByRole('button', { name: /^Choose a file/ }).waitFor(),
    );
    await axe.scan(page, '/importdata');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /^Choose a file/ }).press('Enter');
    await (await chooser).setFiles({
      name: 'stops.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Stop,City\nCamden office,Camden\nTrenton shop,Trenton\n'),
    });
    await page.getByRole('button', { name: 'Map your data' }).waitFor();
    await axe.scan(page, '/importdata with a mapping');
    await context.close();
    axe.expectNone();
  });

  it('settings, team, dashboard, subscription and admin pages', async () => {
    const axe = scanner();
    const { page, context } = await scanPage(DESK);
    await logIn(page);
    const settled: [string, (p: Page) => Promise<unknown>][] = [
      ['/team', (p) => p.getByText(DRIVER_LOGIN.email).first().waitFor()],
      ['/dashboard', (p) => p.getByRole('heading', { level: 1 }).first().waitFor()],
      ['/preferences', (p) => p.getByRole('button', { name: /Save/ }).first().waitFor()],
      ['/profile', (p) => p.getByRole('button', { name: /Save/ }).first().waitFor()],
      ['/subscription', (p) => p.getByRole('heading', { level: 1 }).first().waitFor()],
      ['/admin-teams', (p) => p.getByRole('table', { name: 'Teams' }).getByRole('row').nth(1).waitFor()],
      ['/admin-routes', (p) => p.getByRole('table', { name: 'Routes' }).getByRole('row').nth(1).waitFor()],
    ];
    for (const [path, ready] of settled) {
      await visit(page, path, ready);
      await axe.scan(page, path);
    }
    await context.close();
    axe.expectNone();
  });

  it('the driver app: log-in, day, route, delivered and failed dialogs', async () => {
    const axe = scanner();
    await sendRouteToAnna(t.product, t.demoToken, ['Bakery', 'Butcher'], 'Axe phone day');
    const { page, context } = await scanPage(PHONE);
    await page.goto('/driver');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await axe.scan(page, '/driver log-in');
    await driverLogIn(page);
    await page.getByRole('link', { name: /Axe phone day/ }).waitFor();
    await axe.scan(page, '/driver day');
    await page.getByRole('link', { name: /Axe phone day/ }).click();
    await page.getByRole('button', { name: 'Start route' }).click();
    await page
      .getByTestId('driver-route-status')
      .getByText(/^Started/)
      .waitFor();
    await axe.scan(page, '/driver route');
    await snap(page, 'a11y-driver-route');
    const card = (name: string) => page.getByRole('region', { name: new RegExp(`: ${name}$`) });
    await card('Bakery').getByRole('button', { name: 'Delivered' }).click();
    await page.getByRole('button', { name: 'Confirm delivery' }).waitFor();
    await axe.scan(page, '/driver delivered dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Confirm delivery' }).waitFor({ state: 'detached' });
    await card('Butcher').getByRole('button', { name: 'Failed' }).click();
    await page.getByRole('button', { name: 'Confirm failed' }).waitFor();
    await axe.scan(page, '/driver failed dialog');
    await context.close();
    axe.expectNone();
  });

  it("the driver app's buttons: 44×44 px, main actions at 7:1, nothing clipped or overlapping at 200 % text", async () => {
    await sendRouteToAnna(t.product, t.demoToken, ['Bakery', 'Butcher'], 'Big text day');
    const { page, context } = await scanPage(PHONE);
    await page.goto('/driver');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await buttonProblems(page, ['Sign in'])).toEqual([]);
    await driverLogIn(page);
    await page.getByRole('link', { name: /Big text day/ }).click();
    await page.getByRole('button', { name: 'Start route' }).waitFor();
    expect(await buttonProblems(page, ['Start route'])).toEqual([]);
    await page.getByRole('button', { name: 'Start route' }).click();
    await page.getByRole('button', { name: 'Delivered' }).first().waitFor();
    const mainActions = ['Delivered', 'Failed', 'Finish route'];
    expect(await buttonProblems(page, mainActions)).toEqual([]);

    // The phone's text size raised to 200 %: MUI sizes text in rem, from the root's font size.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    expect(await buttonProblems(page, mainActions)).toEqual([]);
    await page.getByRole('button', { name: 'Delivered' }).first().scrollIntoViewIfNeeded();
    await snap(page, 'a11y-driver-200-percent');
    await page.getByRole('button', { name: 'Delivered' }).first().click();
    await page.getByRole('button', { name: 'Confirm delivery' }).waitFor();
    await page.getByRole('button', { name: 'Confirm delivery' }).scrollIntoViewIfNeeded();
    expect(await buttonProblems(page, ['Confirm delivery'])).toEqual([]);
    await snap(page, 'a11y-driver-200-percent-delivered');
    await context.close();
  });
});

/**
 * What keeps the page's buttons from a thumb in sunlight: smaller than 44×44 px, text cut off or
 * off the screen, two buttons over each other, or (for the main actions) contrast below 7:1.
 */
function buttonProblems(page: Page, mainActions: string[]): Promise<string[]> {
  return page.evaluate((main) => {
    const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const backgroundOf = (start: Element): number[] => {
      for (let el: Element | null = start; el; el = el.parentElement) {
        const c = channels(getComputedStyle(el).backgroundColor);
        if (c.length === 3 || (c[3] ?? 0) > 0.99) return c.slice(0, 3);
      }
      return [255, 255, 255];
    };
    const contrast = (el: Element) => {
      const bg = backgroundOf(el);
      const [r = 0, g = 0, b = 0, alpha = 1] = channels(getComputedStyle(el).color);
      const fg = [r, g, b].map((v, i) => v * alpha + (bg[i] ?? 255) * (1 - alpha));
      const [hi, lo] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
      return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
    };
    // A button scrolled under a dialog's fixed footer is hidden by its scroll box, not overlapping.
    const scrollerOf = (el: Element): Element | null => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(p).overflowY)) return p;
      }
      return null;
    };
    const scope = document.querySelector('[role="dialog"]') ?? document;
    const buttons = Array.from(scope.querySelectorAll('button, a.MuiButton-root')).filter(
      (b) => b.getBoundingClientRect().width > 0,
    );
    const problems: string[] = [];
    for (const b of buttons) {
      const name = b.textContent?.trim() || b.getAttribute('aria-label') || b.outerHTML.slice(0, 60);
      const box = b.getBoundingClientRect();
      if (box.width < 44 || box.height < 44)
        problems.push(`${name}: ${Math.round(box.width)}×${Math.round(box.height)} px`);
      const content = document.createRange();
      content.selectNodeContents(b);
      const text = content.getBoundingClientRect();
      const isCut =
        text.left < box.left - 1 ||
        text.right > box.right + 1 ||
        text.top < box.top - 1 ||
        text.bottom > box.bottom + 1;
      if (isCut) problems.push(`${name}: text cut off`);
      if (box.left < -1 || box.right > window.innerWidth + 1) problems.push(`${name}: off the screen`);
      if (main.includes(name) && contrast(b) < 7)
        problems.push(`${name}: contrast ${contrast(b).toFixed(2)}:1`);
      for (const other of buttons) {
        if (
          other === b ||
          b.contains(other) ||
          other.contains(b) ||
          b.compareDocumentPosition(other) & 2 ||
          scrollerOf(b) !== scrollerOf(other)
        )
          continue;
        const o = other.getBoundingClientRect();
        const overlaps =
          box.left < o.right - 1 &&
          o.left < box.right - 1 &&
          box.top < o.bottom - 1 &&
          o.top < box.bottom - 1;
        if (overlaps) problems.push(`${name} overlaps ${other.textContent?.trim()}`);
      }
    }
    return problems;
  }, mainActions);
}
