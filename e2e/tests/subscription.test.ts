import { Api } from '@rp/contracts';
import { SubscriptionTexts as T } from '@rp/contracts/billing-pages';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, DAY_MS, logIn, newPage, setUpBrowserTests, snap } from '../harness';

const t = setUpBrowserTests({ clock: true });
const PASSWORD = 'correct horse 1';
const stamp = Date.now();
const subscriber = { email: `subscriber-${stamp}@example.com`, password: PASSWORD };
const freeTeam = { email: `free-team-${stamp}@example.com`, password: PASSWORD };
const OLD_ROUTE = 'Before the trial ended';

beforeAll(async () => {
  // Both teams start their trials now; then the server's clock moves past day 10, ending them.
  await apiCall(t.product, Api.signup, { body: subscriber });
  const free = await apiCall(t.product, Api.signup, { body: freeTeam });
  const route = await apiCall(t.product, Api.saveRoute, {
    body: { name: OLD_ROUTE, desc: '', planned_on: '2030-05-06' },
    token: free.token,
  });
  await apiCall(t.product, Api.saveStop, {
    params: { routeId: route.id },
    body: { name: 'Camden', address: 'Camden, NJ', note: '', lat: 39.9259, lng: -75.1196 },
    token: free.token,
  });
  t.product.moveClock(11 * DAY_MS);
});

/** Adds a stop through the sidebar's address search, as a dispatcher types it. */
async function addStop(page: Page, text: string, optionName: RegExp, expectedRows: number) {
  await page.getByLabel('Add a stop').fill(text);
  await page.getByRole('option', { name: optionName }).first().click();
  await expect.poll(() => page.getByTestId('stop-row').count()).toBe(expectedRows);
}

describe('a team whose trial has ended', () => {
  it('is sent to Subscription on log-in, subscribes through the test-mode checkout and plans again', async () => {
    const { page, context } = await newPage(t.browser, t.product);
    await logIn(page, subscriber, '/subscription');
    await page.getByText(/^Your trial or subscription ended on /).waitFor();
    await page.getByText(T.planNames.lapsed, { exact: true }).waitFor();
    await snap(page, 'subscription-lapsed');

    await page.getByRole('button', { name: T.subscribeButton }).click();
    await page.waitForURL('**/test-checkout/*');
    await page.getByText(T.testModeNotice).waitFor();
    await page
      .getByText(T.priceLine(1, 10, 10).replace(/ = .*/, ''))
      .first()
      .waitFor();
    await snap(page, 'subscription-test-checkout');
    await page.getByRole('button', { name: T.payButton }).click();

    await page.waitForURL('**/subscription-success*');
    await page.getByText('Drivers paid for: 1').waitFor();
    await page.getByText(T.planNames.professional, { exact: false }).waitFor();
    await page.getByRole('link', { name: T.goToRoutesButton }).click();
    await page.waitForURL('**/routes');

    // Plans again: a new route, its driver, and a stop (each of which answered 402 before).
    await page.getByRole('button', { name: 'New Route' }).click();
    await page.getByLabel(/^Tomorrow/).check();
    await page.getByRole('button', { name: 'Create Route' }).click();
    await page.waitForURL('**/drivers_new?id=*');
    await page.getByLabel(new RegExp(subscriber.email.replace(/[.]/g, '\\.'))).check();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL('**/stops?id=*');
    await addStop(page, 'Camden', /^Camden/, 1);
    await snap(page, 'subscription-plans-again');

    await page.goto('/subscription');
    await page.getByText(T.planNames.professional, { exact: true }).waitFor();
    expect(await page.getByText(/^Your trial or subscription ended on /).count()).toBe(0);
    await context.close();
  });

  it('the paying team manages payments in the test-mode portal, then cancels at the period end', async () => {
    const { page, context } = await newPage(t.browser, t.product);
    await logIn(page, subscriber);
    await page.goto('/subscription');
    await page.getByRole('button', { name: T.managePaymentsButton }).click();
    await page.waitForURL('**/test-portal/*');
    await page.getByText(T.testModeNotice).waitFor();
    await page.getByLabel('Drivers paid for').fill('2');
    await page.getByRole('button', { name: T.changeDriversButton }).click();
    await page.getByText(T.portalSaved).waitFor();
    await page.getByRole('button', { name: T.returnButton }).click();
    await page.waitForURL('**/subscription');
    // The portal's own 'Drivers paid for' field can still be on screen while the lazy Subscription page loads.
    await page.getByText('Drivers in your team', { exact: true }).waitFor();
    await page.getByText('Drivers paid for', { exact: true }).waitFor();
    await expect.poll(() => page.getByText('2', { exact: true }).count()).toBe(1);

    await page.getByRole('link', { name: T.cancelLink }).click();
    await page.waitForURL('**/cancel');
    await page.getByRole('button', { name: T.cancelConfirmButton }).click();
    await page.waitForURL('**/canceled');
    await page.getByText(T.canceledKept).waitFor();
    await snap(page, 'subscription-canceled');
    await page.getByRole('link', { name: T.subscribeAgainButton }).click();
    await page.waitForURL('**/subscription');
    await page.getByText(/^Your subscription is canceled: Professional stays until /).waitFor();
    expect(await page.getByRole('link', { name: T.cancelLink }).count()).toBe(0);
    await context.close();
  });

  it('continues on Free and sees its old routes', async () => {
    const { page, context } = await newPage(t.browser, t.product);
    await logIn(page, freeTeam, '/subscription');
    await page.getByText(/^Your trial or subscription ended on /).waitFor();
    await page.getByRole('button', { name: T.continueOnFreeButton }).click();
    await page.waitForURL('**/routes');
    await page.getByRole('button', { name: 'Get all routes' }).click();
    await page.getByText(OLD_ROUTE).first().waitFor();
    await snap(page, 'subscription-free-old-routes');

    await page.goto('/subscription');
    await page.getByText(T.planNames.free, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: T.continueOnFreeButton }).count()).toBe(0);
    await context.close();
  });
});
