import { Api, Role, WorkdayMessages } from '@rp/contracts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { phonePage } from '../driver-helpers';
import { apiCall, logIn, newPage, setUpBrowserTests, snap } from '../harness';

const t = setUpBrowserTests();

const LONG_EMAIL = 'bartholomew.featherstonehaugh-cholmondeley@deliveries-of-philadelphia.example.com';

/** How far the page and the member table reach past their boxes, in px (0: nothing scrolls sideways). */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('table[aria-label="Team members"]');
    // The table's own box and the panel's box around it (which would scroll).
    const boxes = [table?.parentElement, table?.parentElement?.parentElement];
    const over = (el: Element | null | undefined) => (el ? el.scrollWidth - el.clientWidth : -1);
    return {
      page: over(document.documentElement),
      table: Math.max(...boxes.map(over)),
    };
  });
}

it('the Team page fits its members in the panel on a desktop and on a phone, without scrolling sideways', async () => {
  await apiCall(t.product, Api.saveTeamMember, {
    body: {
      email: LONG_EMAIL,
      name: 'Bartholomew Featherstonehaugh-Cholmondeley',
      role: Role.Driver | Role.Dispatcher,
    },
    token: t.demoToken,
  });
  const desktop = await newPage(t.browser, t.product);
  await desktop.page.setViewportSize({ width: 1280, height: 800 });
  await logIn(desktop.page);
  await desktop.page.goto('/team');
  await desktop.page.getByText(LONG_EMAIL).waitFor();
  await snap(desktop.page, 'daymends-team-1280');
  expect(await sidewaysOverflow(desktop.page)).toEqual({ page: 0, table: 0 });

  // The Working day dialog checks its fields as the other forms do, on Save, with the contracts' texts.
  await desktop.page.getByRole('button', { name: `Working day ${LONG_EMAIL}` }).click();
  const dialog = desktop.page.getByRole('dialog');
  await dialog.getByLabel('Break (min)').fill('90');
  await dialog.getByLabel('Break from').fill('12:00');
  await dialog.getByLabel('Break until').fill('13:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText(WorkdayMessages.breakTooLong).waitFor();
  await dialog.getByLabel('Break (min)').fill('30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await desktop.context.close();

  const phone = await phonePage(t.browser, t.product);
  await logIn(phone.page);
  await phone.page.goto('/team');
  await phone.page.getByText(LONG_EMAIL).waitFor();
  await snap(phone.page, 'daymends-team-390');
  expect(await sidewaysOverflow(phone.page)).toEqual({ page: 0, table: 0 });
  // Stacked, each member's role is still named and their actions still there.
  await phone.page.getByRole('button', { name: `Edit member info ${LONG_EMAIL}` }).waitFor();
  await phone.context.close();
});
