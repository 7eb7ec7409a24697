import { AdminMessages, Api } from '@rp/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, DAY_MS, DEMO_LOGIN, logIn, newPage, setUpBrowserTests, snap } from '../harness';

// The demo dispatcher's address is verified and its password the server's own, so ADMIN_EMAILS makes them
// an administrator.
const t = setUpBrowserTests({ env: { ADMIN_EMAILS: DEMO_LOGIN.email }, clock: true });
const PASSWORD = 'correct horse 1';

/** As the admin: finds the team of `email` on /admin-teams and sets its manual active-to date. */
async function extendTeam(page: Page, email: string, date: string): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Admin: all teams and routes/ }).click();
  await page.waitForURL('**/admin-teams');
  await page.getByLabel('Search name or e-mail').fill(email);
  const row = page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
  await expect.poll(() => page.getByRole('table', { name: 'Teams' }).getByRole('row').count()).toBe(2);
  await row.getByRole('button', { name: /^Edit active-to date/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Active to/).fill(date);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText(AdminMessages.saved).waitFor();
  await row.getByText(date, { exact: true }).waitFor();
  // The plan state the page shows is the one the server now decides by.
  await row.getByText(`Professional to ${date}`, { exact: true }).waitFor();
}

describe('admin pages', () => {
  it("an admin finds another team and extends its active-to date; the team's plan runs to that day", async () => {
    const email = `extend-me-${Date.now()}@example.com`;
    const team = await apiCall(t.product, Api.signup, { body: { email, password: PASSWORD } });

    const { page, context } = await newPage(t.browser, t.product);
    await logIn(page);
    await extendTeam(page, email, '2030-01-31');
    await snap(page, 'admin-teams-extended');

    const verified = await apiCall(t.product, Api.verifyToken, { token: team.token });
    expect(verified.active_to).toBe('2030-01-31T23:59:59.999Z');

    await page.getByRole('link', { name: 'Routes' }).click();
    await page.waitForURL('**/admin-routes');
    await page.getByRole('table', { name: 'Routes' }).waitFor();
    await context.close();
  });

  it('a dispatcher who is not an admin is sent to /login from the admin pages', async () => {
    const email = `not-admin-${Date.now()}@example.com`;
    await apiCall(t.product, Api.signup, { body: { email, password: PASSWORD } });
    const { page, context } = await newPage(t.browser, t.product);
    await logIn(page, { email, password: PASSWORD });
    await page.goto('/admin-teams');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('a team whose trial has ended plans again once an admin sets its active-to date', async () => {
    const email = `lapsed-extended-${Date.now()}@example.com`;
    await apiCall(t.product, Api.signup, { body: { email, password: PASSWORD } });
    t.product.moveClock(11 * DAY_MS);
    try {
      const lapsed = await newPage(t.browser, t.product);
      await logIn(lapsed.page, { email, password: PASSWORD }, '/subscription');
      await lapsed.context.close();

      const admin = await newPage(t.browser, t.product);
      await logIn(admin.page);
      await extendTeam(admin.page, email, '2030-01-31');
      await admin.context.close();

      const { page, context } = await newPage(t.browser, t.product);
      await logIn(page, { email, password: PASSWORD }, '/routes');
      const { token } = await apiCall(t.product, Api.login, { body: { email, password: PASSWORD } });
      const route = await apiCall(t.product, Api.saveRoute, {
        body: { name: 'After the extension', desc: '', planned_on: '2030-01-10' },
        token,
      });
      expect(route.id).toBeGreaterThan(0);
      await context.close();
    } finally {
      t.product.moveClock(0);
    }
  });
});
