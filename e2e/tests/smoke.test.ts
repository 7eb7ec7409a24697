import { expect, it } from 'vitest';
import { logIn, newPage, setUpBrowserTests } from '../harness';

const setup = setUpBrowserTests();

it('an unknown path lands on /login, and the demo dispatcher logs in to /routes', async () => {
  const { page, context } = await newPage(setup.browser, setup.product);
  await page.goto('/no/such/page');
  await page.waitForURL('**/login');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await logIn(page);
  expect(new URL(page.url()).pathname).toBe('/routes');
  await context.close();
});

it('shows the spec messages when the login form is sent empty', async () => {
  const { page, context } = await newPage(setup.browser, setup.product);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Email is required').waitFor();
  await page.getByText('Password is required').waitFor();
  await context.close();
});
