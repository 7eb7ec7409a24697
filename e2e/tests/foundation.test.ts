import { EmailVerificationMessages, Messages } from '@rp/contracts';
import { expect, it } from 'vitest';
import { DEMO_LOGIN, logIn, mailedLink, newPage, setUpBrowserTests, snap } from '../harness';

const setup = setUpBrowserTests();

const newUser = { email: `owner-${Date.now()}@example.com`, password: 'correct-horse-battery' };

it('a new user signs up, names the team, sets the depots, adds a member and lands on /routes', async () => {
  const { page, context } = await newPage(setup.browser, setup.product);
  await page.goto('/');
  await page.getByRole('link', { name: 'Start free trial' }).first().click();
  await page.waitForURL('**/signup');
  await page.getByLabel('Email').fill(newUser.email);
  await page.getByLabel('Password').fill(newUser.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Step 1: the team name keeps 32 characters and may not be empty.
  await page.waitForURL('**/onboarding');
  await page.getByText(EmailVerificationMessages.pleaseVerify(newUser.email)).waitFor();
  // The owner follows the link mailed at sign-up, in another tab, and chooses the password there (the
  // one of the sign-up again): inviting needs a verified address. The link's page answers a new
  // session, which the onboarding tab reads from the shared storage.
  const mailTab = await context.newPage();
  await mailTab.goto(await mailedLink(setup.product, newUser.email, '/verify-email/'));
  await mailTab.getByText(EmailVerificationMessages.choosePassword).waitFor();
  await mailTab.getByLabel('Password', { exact: true }).fill(newUser.password);
  await mailTab.getByLabel('Confirm password').fill(newUser.password);
  await mailTab.getByRole('button', { name: 'Verify and sign in' }).click();
  await mailTab.getByText(EmailVerificationMessages.verified).waitFor();
  await snap(mailTab, 'foundation-verify-email');
  await mailTab.close();
  // The onboarding tab hears of it and drops its banner.
  await page.getByText(EmailVerificationMessages.pleaseVerify(newUser.email)).waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: "What's your team called?" }).waitFor();
  const teamName = page.getByLabel('Display name');
  await teamName.fill('A very long team name that goes past the limit');
  expect(await teamName.inputValue()).toBe('A very long team name that goes ');
  await teamName.fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText(Messages.teamNameEmpty).waitFor();
  await teamName.fill('Fast Parcels');
  await snap(page, 'foundation-onboarding-team');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: both depots are needed; the start fills the empty end.
  await page.waitForURL('**/onboardingdepot');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText(Messages.depotEmpty).waitFor();
  await page.getByLabel('Start location').pressSequentially('Philadelph');
  await page
    .getByRole('option', { name: /Philadelphia/ })
    .first()
    .click();
  await expect.poll(() => page.getByLabel('End location').inputValue()).toMatch(/Philadelphia/);
  await snap(page, 'foundation-onboarding-depot');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: add a driver, then on to the routes.
  await page.waitForURL('**/onboardingteammembers');
  await page.getByRole('button', { name: 'Add members' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText(Messages.memberEmailRequired).waitFor();
  await dialog.getByLabel('E-mail').fill('driver.one@example.com');
  await dialog.getByLabel('Name').fill('Driver One');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('cell', { name: /^driver\.one@example\.com/ }).waitFor();
  await snap(page, 'foundation-onboarding-members');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/routes');

  // The saved team shows on the dashboard; logout goes to /login.
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Fast Parcels' }).waitFor();
  await snap(page, 'foundation-dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Logging in again goes straight to /routes; onboarding is not offered again.
  await logIn(page, newUser);
  await page.goto('/onboardingdepot');
  await page.waitForURL('**/routes');
  await context.close();
});

it('the demo dispatcher logs in; team and preferences show its data', async () => {
  const { page, context } = await newPage(setup.browser, setup.product);
  await logIn(page, DEMO_LOGIN);
  await page.goto('/team');
  await page.getByRole('cell', { name: /^anna\.driver@routeplanner\.local/ }).waitFor();
  await snap(page, 'foundation-team');
  await page.goto('/preferences');
  await expect.poll(() => page.getByLabel('Default start point').inputValue()).toMatch(/Market St/);
  await snap(page, 'foundation-preferences');
  await context.close();
});

it('an unknown path lands on /login, which shows the cookie banner until accepted', async () => {
  const { page, context } = await newPage(setup.browser, setup.product);
  await page.goto('/this/does/not/exist');
  await page.waitForURL('**/login');
  await page.getByRole('button', { name: 'Accept cookies' }).waitFor();
  await snap(page, 'foundation-login');
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  expect(await page.getByRole('button', { name: 'Accept cookies' }).count()).toBe(0);
  await context.close();
});
