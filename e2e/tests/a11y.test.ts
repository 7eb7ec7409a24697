import { Api } from '@rp/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESK, scanner, scanPage } from '../axe-scan';
import { DRIVER_LOGIN, sendRouteToAnna } from '../driver-helpers';
import { apiCall, logIn, setUpBrowserTests, snap } from '../harness';

const t = setUpBrowserTests();

/** Whether the element is the one with the keyboard focus. */
const hasFocus = (target: Locator): Promise<boolean> =>
  target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2_000 }).catch(() => false);

/** A file whose columns the import guesses with a reason each, and asks about one whose cells disagree. */
const GUESSED_CSV = [
  'Customer,Street address,Phone,Email,Open from,Open until,Packages',
  'Camden office,"200 Federal St, Camden NJ",+12155550100,+12155550199,9:00,12:00,2',
  'Trenton shop,"1 State St, Trenton NJ",+12155550101,+12155550198,13:00,17:00,1',
].join('\n');

async function chooseCsv(page: Page, name: string, csv: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Choose a file/ }).press('Enter');
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

describe('no WCAG 2.1 A/AA violations on the dialogs added since the first scan (axe-core)', () => {
  it('the re-plan preview, the map without tiles, the working day dialogs and the import mapping with its reasons', async () => {
    const axe = scanner();
    const { routeId } = await sendRouteToAnna(
      t.product,
      t.demoToken,
      ['Bakery', 'Butcher', 'Florist'],
      'Axe replan',
    );
    // A stop added after sending: Optimise now shows what would change before anything is sent.
    await apiCall(t.product, Api.saveStop, {
      params: { routeId },
      body: { name: 'Late order', address: 'Late order, Philadelphia', note: '', lat: 39.97, lng: -75.13 },
      token: t.demoToken,
    });
    const { page, context } = await scanPage(t.browser, t.product, DESK);
    await logIn(page);

    // The map with no tiles configured: the bundled world outline under the stops.
    await page.goto(`/stops?id=${routeId}`);
    await page.getByTestId('stop-row').first().waitFor();
    await page.locator('.leaflet-pane path').first().waitFor({ state: 'attached' });
    await axe.scan(page, '/stops, the map without tiles');

    const optimize = page.getByRole('button', { name: 'Optimize route' });
    await optimize.click();
    const review = page.getByRole('dialog', { name: 'Review changes' });
    await review.getByTestId('replan-drivers').waitFor();
    await axe.scan(page, 'the re-plan preview of changes');
    await snap(page, 'a11y-replan-preview');
    await page.keyboard.press('Escape');
    await review.waitFor({ state: 'detached' });
    expect(await hasFocus(optimize)).toBe(true);

    // A driver's working day on this route (the drivers page) and the team default (the team page).
    await page.goto(`/drivers?id=${routeId}`);
    await page
      .getByRole('button', { name: /^Working day on this route/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).waitFor();
    await axe.scan(page, "the route's working day dialog");
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.goto('/team');
    const workday = page.getByRole('button', { name: `Working day ${DRIVER_LOGIN.email}` });
    await workday.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).waitFor();
    await axe.scan(page, 'the Working day dialog (team page)');
    await snap(page, 'a11y-team-working-day');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await hasFocus(workday)).toBe(true);

    // The import's mapping, each field with the reason it got its column.
    const empty = await apiCall(t.product, Api.saveRoute, {
      body: { name: 'Axe reasons', desc: '', planned_on: '2030-02-01' },
      token: t.demoToken,
    });
    await page.goto(`/importdata?id=${empty.id}`);
    await chooseCsv(page, 'guessed.csv', GUESSED_CSV);
    await page.getByRole('button', { name: 'Map your data' }).waitFor();
    await axe.scan(page, 'the import mapping with its reasons');
    await snap(page, 'a11y-import-reasons');
    await context.close();
    axe.expectNone();
  });
});
