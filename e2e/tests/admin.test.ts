import { AdminMessages, type TVerifyTokenAnswer } from '@rp/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  DEMO_LOGIN,
  launchBrowser,
  logIn,
  newPage,
  snap,
  startProduct,
  type TProduct,
} from '../harness';

let product: TProduct;
let browser: Browser;

beforeAll(async () => {
  // The demo dispatcher's address is verified, so ADMIN_EMAILS makes them an administrator.
  product = await startProduct({ ADMIN_EMAILS: DEMO_LOGIN.email });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('admin pages', () => {
  it("an admin finds another team and extends its active-to date; the team's plan runs to that day", async () => {
    const email = `extend-me-${Date.now()}@example.com`;
    const team = await apiCall<{ token: string }>(product, '/a/signup/', {
      email,
      password: 'correct horse 1',
    });

    const { page, context } = await newPage(browser, product);
    await logIn(page);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /Admin: all teams and routes/ }).click();
    await page.waitForURL('**/admin-teams');

    await page.getByLabel('Search name or e-mail').fill(email);
    const row = page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
    await expect.poll(() => page.getByRole('table', { name: 'Teams' }).getByRole('row').count()).toBe(2);
    await row.getByRole('button', { name: /^Edit active-to date/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Active to/).fill('2030-01-31');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(AdminMessages.saved).waitFor();
    await row.getByText('2030-01-31').waitFor();
    await snap(page, 'admin-teams-extended');

    const verified = await apiCall<TVerifyTokenAnswer>(product, '/verify-token/', {}, team.token);
    expect(verified.active_to).toBe('2030-01-31T23:59:59.999Z');

    await page.getByRole('link', { name: 'Routes' }).click();
    await page.waitForURL('**/admin-routes');
    await page.getByRole('table', { name: 'Routes' }).waitFor();
    await context.close();
  });

  it('a dispatcher who is not an admin is sent to /login from the admin pages', async () => {
    const email = `not-admin-${Date.now()}@example.com`;
    const password = 'correct horse 1';
    await apiCall(product, '/a/signup/', { email, password });
    const { page, context } = await newPage(browser, product);
    await logIn(page, { email, password });
    await page.goto('/admin-teams');
    await page.waitForURL('**/login');
    await context.close();
  });
});
